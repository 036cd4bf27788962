import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { OperatorConfig, OperatorConfigSource } from '../config/operator';
import { peerIsTrustedProxy } from './client-ip';

type HelmetMiddleware = ReturnType<typeof helmet>;

/** One year, the usual figure for HSTS preload lists. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What partner pages load from this server with no CORS (script tags, images, game tiles): they
 * must be readable cross-origin. Pages and API answers stay same-origin.
 */
const PARTNER_USABLE_TYPE = /^(text\/javascript|application\/javascript|text\/css|image\/|font\/)/i;

/** The request reached us over TLS: its own socket, or a trusted proxy's X-Forwarded-Proto. */
export function servedOverTls(request: FastifyRequest, operator: OperatorConfigSource): boolean {
  if ((request.socket as { encrypted?: boolean }).encrypted) return true;
  if (!peerIsTrustedProxy(request, operator.current())) return false;
  const header = request.headers['x-forwarded-proto'];
  // The edge proxy, facing the client, wrote the first value.
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** Helmet's middleware for one operator configuration (its frame hosts and partners). */
function headersFor(config: OperatorConfig, publicOrigin: string): HelmetMiddleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Elements adopt constructable style sheets and pages link theirs: no inline style is needed.
        styleSrc: ["'self'"],
        imgSrc: ["'self'", publicOrigin, 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Game pages open in frames, from this host or the operator's game hosts.
        frameSrc: ["'self'", publicOrigin, ...config.gameHosts.map((host) => new URL(host).origin)],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...config.frameAncestors],
      },
    },
    // frame-ancestors says who may frame the site; X-Frame-Options cannot name partners.
    xFrameOptions: false,
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}

/**
 * Browser security headers on every answer, through helmet: a CSP without inline scripts or
 * inline styles, frame-ancestors from the
 * operator file, nosniff and a same-origin referrer policy. HSTS only over TLS. The game pages
 * and uploaded files set their own, stricter CSP, which replaces this one.
 *
 * Thumbnails, logos and game pages are addressed by the public URL, which need not be the origin the
 * visitor typed (127.0.0.1 for localhost, a bare IP behind a named host): that origin is allowed too.
 *
 * Helmet's middleware is built once per operator configuration (a new one when the operator changes
 * it), not per request: building it parses every directive, a cost every answer would pay.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  operator: OperatorConfigSource,
  publicUrl: string,
): void {
  const publicOrigin = new URL(publicUrl).origin;
  const built = new WeakMap<OperatorConfig, HelmetMiddleware>();
  app.addHook('onRequest', (request, reply, done) => {
    const config = operator.current();
    let setHeaders = built.get(config);
    if (!setHeaders) {
      setHeaders = headersFor(config, publicOrigin);
      built.set(config, setHeaders);
    }
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (PARTNER_USABLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    if (servedOverTls(request, operator)) reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
