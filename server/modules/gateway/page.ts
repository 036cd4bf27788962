import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { CALLBACK_PATH, type GatewayCallback } from '../payments/gateway-callback';
import { SIGNATURE_HEADER, signBody } from '../payments/gateway-signature';
import { paymentSettings } from '../payments/settings';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#222}
button{font-size:16px;padding:10px 20px;margin-right:8px;border-radius:6px;border:1px solid #888;cursor:pointer}
.pay{background:#1b7f3b;color:#fff;border-color:#1b7f3b}.amount{font-size:28px;font-weight:600}</style></head>
<body>${body}</body></html>`;
}

/**
 * The demo payment gateway: a page per order with Pay and Fail buttons. Pressing one makes the
 * gateway send its signed server-to-server callback, exactly as a real gateway would.
 */
export function gatewayRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { orderNo: string } }>('/gateway/pay/:orderNo', async (request, reply) => {
    const order = await ctx.db
      .selectFrom('deposit_orders')
      .select(['order_no', 'amount_minor', 'status', 'p2p'])
      .where('order_no', '=', request.params.orderNo)
      .executeTakeFirst();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!order || order.p2p) return reply.status(404).send(page('Payment', '<h1>Unknown order</h1>'));
    const amount = (Number(order.amount_minor) / 100).toFixed(2);
    const action = `/gateway/pay/${encodeURIComponent(order.order_no)}`;
    const buttons =
      order.status === 'pending'
        ? `<form method="post" action="${action}"><button class="pay" name="result" value="success">Pay</button>
<button name="result" value="failed">Fail</button></form>`
        : `<p>This order is ${escapeHtml(order.status)}.</p>`;
    return reply.send(
      page(
        'Demo payment gateway',
        `<h1>Demo payment gateway</h1><p>Order ${escapeHtml(order.order_no)}</p><p class="amount">${amount}</p>${buttons}`,
      ),
    );
  });

  app.post<{ Params: { orderNo: string }; Body: { result?: string } }>(
    '/gateway/pay/:orderNo',
    async (request, reply) => {
      const order = await ctx.db
        .selectFrom('deposit_orders')
        .select(['order_no', 'amount_minor'])
        .where('order_no', '=', request.params.orderNo)
        .executeTakeFirst();
      reply.type('text/html; charset=utf-8');
      if (!order) return reply.status(404).send(page('Payment', '<h1>Unknown order</h1>'));
      const callback: GatewayCallback = {
        callbackId: randomUUID(),
        orderNo: order.order_no,
        amount: Number(order.amount_minor),
        status: request.body?.result === 'success' ? 'success' : 'failed',
      };
      const body = JSON.stringify(callback);
      const { gatewaySecret } = await paymentSettings(ctx.db);
      const delivered = await app.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        payload: body,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(gatewaySecret, body) },
      });
      const accepted = delivered.statusCode === 200;
      const message =
        callback.status === 'success' && accepted
          ? 'Payment complete. You can close this window and return to the site.'
          : accepted
            ? 'Payment failed. You can close this window.'
            : 'This order can no longer be paid.';
      return reply.send(page('Demo payment gateway', `<h1>Demo payment gateway</h1><p>${message}</p>`));
    },
  );
}
