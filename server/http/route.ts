import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import {
  ApiError,
  type Endpoint,
  headers,
  isUpload,
  JOSE_CONTENT_TYPE,
  type ParsedRequestOf,
  type ResponseOf,
  type UploadEndpoint,
} from '../../src/core/contract';
import { messageKeys } from '../../src/core/validation';
import type { ServerContext } from '../context';
import { type AuthSession, authenticate } from '../modules/auth/sessions';
import { isRepeat, runOnce, type StoredAnswer } from '../modules/ledger/idempotent-requests';
import type { BoundedWork } from '../security/bounded-work';
import { consumeBodyNonce } from './body-nonces';
import { clientIp } from './client-ip';
import { compressionFor } from './compression';
import { fail, isApiError, statusOf, success } from './envelope';
import { unstorableTextError, unstorableTextPath } from './storable-text';
import { acceptRawBodies, bytesAreOfType } from './upload-body';

export interface CallContext {
  ip: string;
  request: FastifyRequest;
  /** Present on every endpoint declared with `auth: true`; see RouteOptions.optionalSession for public ones. */
  session: AuthSession | null;
  /**
   * The request's Idempotency-Key on endpoints declared `idempotent: true` (always present
   * there). route() already runs such a request once per key; handlers derive their ledger
   * transfer keys from it too.
   */
  idempotencyKey: string | null;
}

export interface RouteOptions {
  /** Accepted from a session that must change its password first. */
  duringForcedChange?: boolean;
  /**
   * For a public endpoint (`auth: false`) that answers more to a signed-in member (e.g. marks
   * their favourites): `call.session` is the session of a valid token header, and null when
   * the token is absent, unknown, ended, expired or must change its password first. A bad
   * token never makes the call fail.
   */
  optionalSession?: boolean;
  /**
   * Admits the request before any work (session, decryption, handler): beyond its limits the
   * request is refused at once with SERVER_BUSY (sign-ins, see security/passwords.ts).
   */
  admission?: BoundedWork;
}

/** What the handler of an upload endpoint receives: its query and the file it was sent. */
export interface UploadInput<Query> {
  query: Query;
  /** The body, already checked to be one of the declared types by its magic number. */
  bytes: Buffer;
  /** The declared Content-Type, one of the endpoint's `upload.types`. */
  contentType: string;
}

type Handler<E extends Endpoint> = E extends UploadEndpoint
  ? (input: UploadInput<ParsedRequestOf<E>>, call: CallContext) => Promise<ResponseOf<E>>
  : (input: ParsedRequestOf<E>, call: CallContext) => Promise<ResponseOf<E>>;

/** Per-field keys for a request that failed its contract schema. */
function fieldErrors(error: z.core.$ZodError, input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || '_'];
    const given = issue.path.reduce<unknown>(
      (value, part) =>
        value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[part] : undefined,
      input,
    );
    const missing = issue.code !== 'unrecognized_keys' && (given === undefined || given === '');
    for (const key of keys) fields[key] ??= missing ? messageKeys.required : 'err_invalid_input';
  }
  return fields;
}

/** Client-generated keys: 8 to 128 visible ASCII characters (a UUID fits). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/;

function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[headers.idempotencyKey.toLowerCase()];
  if (typeof value !== 'string' || value === '') {
    fail('INVALID_INPUT', null, { [headers.idempotencyKey]: messageKeys.required });
  }
  if (!IDEMPOTENCY_KEY.test(value))
    fail('INVALID_INPUT', null, { [headers.idempotencyKey]: 'err_invalid_input' });
  return value;
}

/** The envelope and status a thrown ApiError is answered with, kept for replays. */
function failureAnswer(error: ApiError): StoredAnswer {
  return {
    status: statusOf(error),
    body: {
      code: error.code,
      message: error.key,
      value: error.value ?? null,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
}

function contentType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** An upload's file: one of the declared types, and bytes that really are of that type. */
function uploadedFile(
  endpoint: UploadEndpoint,
  request: FastifyRequest,
): { bytes: Buffer; contentType: string } {
  const declared = contentType(request);
  const bytes = request.body;
  if (
    !endpoint.upload.types.includes(declared) ||
    !Buffer.isBuffer(bytes) ||
    !bytesAreOfType(bytes, declared)
  ) {
    fail(endpoint.upload.invalid);
  }
  return { bytes, contentType: declared };
}

/** The session behind the request's token header when it is one that may act now; else null. */
async function sessionIfValid(ctx: ServerContext, request: FastifyRequest): Promise<AuthSession | null> {
  const token = request.headers[headers.token.toLowerCase()];
  if (typeof token !== 'string' || token === '') return null;
  try {
    const session = await authenticate(ctx, token);
    return session.mustChangePassword ? null : session;
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

/** The request's input; an encrypted body's nonce comes with it, not yet used up. */
async function rawInput(
  ctx: ServerContext,
  endpoint: Endpoint,
  request: FastifyRequest,
): Promise<{ input: unknown; nonce?: unknown }> {
  // An upload's body is its file; its schema covers the query.
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE' || isUpload(endpoint))
    return { input: request.query ?? {} };
  if (endpoint.encrypted) {
    if (contentType(request) !== JOSE_CONTENT_TYPE || typeof request.body !== 'string') {
      fail('ENCRYPTION_REQUIRED');
    }
    let sealed: { plaintext: string; nonce: unknown };
    try {
      sealed = await ctx.jwe.open(request.body.trim());
    } catch {
      fail('DECRYPTION_FAILED');
    }
    try {
      return { input: JSON.parse(sealed.plaintext), nonce: sealed.nonce };
    } catch {
      fail('MALFORMED_BODY');
    }
  }
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) fail('MALFORMED_BODY');
  return { input: body };
}

/**
 * Uses up an encrypted body's nonce: a replayed body (a sign-in above all) is refused, its nonce was used up
 * the first time. A repeat of a keyed request already received is not: a balancer that resends a request
 * whose node died after it had committed sends the very same bytes, and the member must get that request's
 * one outcome (runOnce replays it, or takes over a request that never finished), not a refusal of money that
 * did move. The repeat is looked up only when the nonce is refused, so a fresh request pays nothing for it.
 */
async function spendNonce(
  ctx: ServerContext,
  nonce: unknown,
  keyed: { scope: string; key: string | null; path: string; body: unknown },
): Promise<void> {
  try {
    await consumeBodyNonce(ctx, nonce);
  } catch (error) {
    const { key } = keyed;
    if (key === null || !isApiError(error) || !(await isRepeat(ctx.db, { ...keyed, key }))) throw error;
  }
}

/**
 * Registers one contract endpoint: reads the query, JSON, form or JWE body, refuses any text
 * in it the database cannot store (NUL, lone surrogates), validates it with the endpoint's
 * schema, checks the session when the endpoint needs one, and wraps the handler's value in
 * the envelope (checked against the response schema in dev mode).
 * An upload endpoint gets its own body limit and raw bodies of its declared types; its
 * handler receives the checked query and the file's bytes.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  ctx: ServerContext,
  endpoint: E,
  handle: Handler<E>,
  options: RouteOptions = {},
): void {
  if (isUpload(endpoint)) {
    const limits = endpoint.upload;
    app.register(async (scope) => {
      acceptRawBodies(scope, limits);
      scope.route({
        method: endpoint.method,
        url: endpoint.path,
        bodyLimit: limits.maxBytes,
        handler,
        ...compressionFor(endpoint.method),
      });
    });
  } else {
    app.route({ method: endpoint.method, url: endpoint.path, handler, ...compressionFor(endpoint.method) });
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    if (options.admission) return options.admission.run(() => respond(request, reply));
    return respond(request, reply);
  }

  async function respond(request: FastifyRequest, reply: FastifyReply) {
    const ip = clientIp(request, ctx.operator.current());
    let session: AuthSession | null = null;
    if (endpoint.auth) {
      const token = request.headers[headers.token.toLowerCase()];
      session = await authenticate(ctx, typeof token === 'string' ? token : undefined);
      if (session.mustChangePassword && !options.duringForcedChange) fail('PASSWORD_CHANGE_REQUIRED');
    } else if (options.optionalSession) {
      session = await sessionIfValid(ctx, request);
    }
    const idempotencyKey = endpoint.idempotent ? idempotencyKeyOf(request) : null;
    const scope = session ? String(session.memberId) : 'public';
    const { input, nonce } = await rawInput(ctx, endpoint, request);
    if (endpoint.encrypted)
      await spendNonce(ctx, nonce, { scope, key: idempotencyKey, path: endpoint.path, body: input });
    const unstorable = unstorableTextPath(input);
    if (unstorable !== null) throw unstorableTextError(unstorable);
    const parsed = endpoint.request.safeParse(input);
    if (!parsed.success) fail('INVALID_INPUT', null, fieldErrors(parsed.error, input));
    const call: CallContext = { ip, request, session, idempotencyKey };
    const handlerInput = isUpload(endpoint)
      ? { query: parsed.data, ...uploadedFile(endpoint, request) }
      : parsed.data;
    const answer = async (): Promise<StoredAnswer> => {
      // The conditional Handler type cannot be narrowed by isUpload(); handlerInput matches it.
      const value = await (handle as (input: unknown, call: CallContext) => Promise<ResponseOf<E>>)(
        handlerInput,
        call,
      );
      if (ctx.devMode) {
        const checked = endpoint.response.safeParse(value);
        if (!checked.success) {
          request.log.error(
            { path: endpoint.path, issues: checked.error.issues },
            'response breaks the contract',
          );
          throw ApiError.of('UNKNOWN');
        }
      }
      return { status: 200, body: success(value) };
    };
    if (idempotencyKey === null) {
      const { body } = await answer();
      return reply.type('application/json; charset=utf-8').send(body);
    }
    // The hash covers the decrypted JSON body, never the JWE text (which differs on every retry).
    const stored = await runOnce(
      ctx.db,
      {
        scope,
        key: idempotencyKey,
        path: endpoint.path,
        body: input,
        at: new Date(ctx.clock.now()),
      },
      async () => {
        try {
          return await answer();
        } catch (error) {
          // A refusal (e.g. insufficient funds) is the request's first answer; keep it.
          if (isApiError(error) && statusOf(error) < 500) return failureAnswer(error);
          throw error;
        }
      },
      { leaseMs: ctx.requestLeaseMs },
    );
    if (stored.replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.status(stored.status).type('application/json; charset=utf-8').send(stored.body);
  }
}
