import type { FastifyInstance, FastifyReply } from 'fastify';
import { now, type ServerContext } from '../context';
import { receiveCallback } from '../payments/callback';
import { type DepositRow, paymentOrderOf } from '../payments/deposit-view';
import { DEMO_PROVIDER, DemoGateway } from './demo-provider';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#222}
button{font-size:16px;padding:10px 20px;margin-right:8px;border-radius:6px;border:1px solid #888;cursor:pointer}
.pay{background:#1b7f3b;color:#fff;border-color:#1b7f3b}.amount{font-size:28px;font-weight:600}</style></head>
<body>${body}</body></html>`;
}

const TITLE = 'Demo payment gateway';

function send(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page(TITLE, `<h1>${TITLE}</h1>${body}`));
}

// One answer for an unknown order and a wrong token, so the page tells nobody which orders exist.
const unknownOrder = (reply: FastifyReply) => send(reply, 404, '<p>Unknown order.</p>');

/**
 * The demo payment gateway: registers itself as a payment provider and serves a page per
 * order with Pay and Fail buttons. The page answers only with the order's pay token, which
 * only the order's member is given; pressing a button makes the gateway sign its callback
 * server-side and deliver it through the same checks a real provider's callback goes through.
 */
export function demoGatewayRoutes(app: FastifyInstance, ctx: ServerContext, secret: Uint8Array): void {
  const gateway = new DemoGateway(secret, ctx.publicUrl);
  ctx.payments.register(gateway);

  const payableOrder = async (orderNo: string, token: unknown): Promise<DepositRow | null> => {
    if (!gateway.mayPay(orderNo, token)) return null;
    const order = await ctx.db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .where('provider', '=', DEMO_PROVIDER)
      .where('p2p', '=', false)
      .executeTakeFirst();
    return order ?? null;
  };

  app.get<{ Params: { orderNo: string }; Querystring: { token?: string } }>(
    '/gateway/pay/:orderNo',
    async (request, reply) => {
      const order = await payableOrder(request.params.orderNo, request.query.token);
      if (!order) return unknownOrder(reply);
      const amount = (Number(order.amount_minor) / 100).toFixed(2);
      const open = order.status === 'pending' && order.expires_at.getTime() > now(ctx).getTime();
      const buttons = open
        ? `<form method="post" action="/gateway/pay/${encodeURIComponent(order.order_no)}">
<input type="hidden" name="token" value="${escapeHtml(String(request.query.token))}">
<button class="pay" name="result" value="success">Pay</button>
<button name="result" value="failed">Fail</button></form>`
        : '<p>This order can no longer be paid.</p>';
      return send(
        reply,
        200,
        `<p>Order ${escapeHtml(order.order_no)}</p><p class="amount">${escapeHtml(order.currency)} ${amount}</p>${buttons}`,
      );
    },
  );

  app.post<{ Params: { orderNo: string }; Body: { token?: string; result?: string } | undefined }>(
    '/gateway/pay/:orderNo',
    async (request, reply) => {
      const order = await payableOrder(request.params.orderNo, request.body?.token);
      if (!order) return unknownOrder(reply);
      const status = request.body?.result === 'success' ? 'success' : 'failed';
      const outcome = await receiveCallback(
        ctx,
        gateway,
        gateway.callbackFor(paymentOrderOf(order), status, now(ctx)),
      );
      const message =
        outcome !== 'accepted'
          ? 'This order can no longer be paid.'
          : status === 'success'
            ? 'Payment complete. You can close this window and return to the site.'
            : 'Payment failed. You can close this window.';
      return send(reply, outcome === 'accepted' ? 200 : 409, `<p>${message}</p>`);
    },
  );
}
