import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { OperatorConfig, OperatorConfigSource } from '../config/operator';
import { peerIsTrustedProxy } from './client-ip';

/** What helmet does to an answer, in order: a header set (name and value) or removed (name alone). */
type HeaderSet = readonly (readonly [name: string, value?: string])[];

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
function helmetFor(config: OperatorConfig, publicOrigin: string): ReturnType<typeof helmet> {
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
 * The headers helmet gives every answer under one configuration, taken once from a response that records
 * them: none of them depends on the request, and running helmet's dozen middlewares and re-serialising the
 * CSP cost every answer more than setting the finished values.
 */
function headersFor(config: OperatorConfig, publicOrigin: string): HeaderSet {
  const set: (readonly [string, string?])[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => set.push([name, String(value)]),
    removeHeader: (name: string) => set.push([name]),
  };
  let finished = false;
  helmetFor(config, publicOrigin)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet's middlewares are synchronous; one that was not would leave its headers out.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return set;
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
 * Helmet's headers are worked out once per operator configuration (again when the operator changes it),
 * not per request: building them parses every directive, a cost every answer would pay.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  operator: OperatorConfigSource,
  publicUrl: string,
): void {
  const publicOrigin = new URL(publicUrl).origin;
  const built = new WeakMap<OperatorConfig, HeaderSet>();
  app.addHook('onRequest', (_request, reply, done) => {
    const config = operator.current();
    let headers = built.get(config);
    if (!headers) {
      headers = headersFor(config, publicOrigin);
      built.set(config, headers);
    }
    const response = reply.raw;
    for (const [name, value] of headers) {
      if (value === undefined) response.removeHeader(name);
      else response.setHeader(name, value);
    }
    done();
  });
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    if (PARTNER_USABLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    if (servedOverTls(request, operator)) reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}
