import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import {
  ApiError,
  auth,
  type Endpoint,
  funds,
  headers,
  isUpload,
  JOSE_CONTENT_TYPE,
  live,
  member,
  messages,
  notices,
  type ParsedRequestOf,
  promo,
  type ResponseOf,
  service,
  type UploadEndpoint,
  wallet,
} from '../../src/core/contract';
import { messageKeys } from '../../src/core/validation';
import type { Clock } from '../clock';
import type { OperatorConfigSource } from '../config/operator';
import type { BoundedWork } from '../security/bounded-work';
import type { RateLimiter } from '../security/rate-limiter';
import { type BodyNonceTables, consumeBodyNonce, nextBodyNonce, signedBodyNonce } from './body-nonces';
import { clientIp } from './client-ip';
import { compressionFor } from './compression';
import { fail, isApiError, statusOf, success } from './envelope';
import type { JweKeys } from './jwe';
import { type ReplayTables, runOnce, type StoredAnswer } from './replays';
import { unstorableTextError, unstorableTextPath } from './storable-text';
import { acceptRawBodies, bytesAreOfType } from './upload-body';

/** A time-out or self-exclusion in force: `until` null is permanent. */
export interface Restriction {
  /** `register`: listed on the jurisdiction's national self-exclusion register, with no end while listed. */
  kind: 'time_out' | 'self_exclusion' | 'register';
  until: Date | null;
}

/** A signed-in caller's session, as sign-in's authenticator finds it. */
export interface CallerSession {
  tokenHash: string;
  memberId: number;
  /** The member's type, read with the session (a free-play account never changes type). */
  memberType: number;
  mustChangePassword: boolean;
  /**
   * Set while the member is in a time-out or self-exclusion (read with the session, so it holds from the
   * call after the exclusion starts): the session is restricted to RESTRICTED_ALLOWED.
   */
  restriction: Restriction | null;
}

/** Sign-in's sessions as route() sees them: the session behind a token header, or a refusal (ApiError). */
export interface Authenticator {
  authenticate(token: string | undefined): Promise<CallerSession>;
}

/** What route() needs of the server. */
export interface RouteContext {
  operator: OperatorConfigSource;
  jwe: JweKeys;
  clock: Clock;
  /** Answers are checked against the contract's response schema. */
  devMode: boolean;
  /** How long a node running a money-moving request counts as alive without renewing its lease. */
  requestLeaseMs: number;
  sessions: Authenticator;
  nonceDb: Kysely<BodyNonceTables>;
  replayDb: Kysely<ReplayTables>;
  /** Counts the body nonces an IP is handed, asked for or on an answer. */
  limiter: RateLimiter;
}

/** What a handler learns of its call, typed by its endpoint's declaration. */
export interface CallContext<E extends Endpoint = Endpoint> {
  ip: string;
  request: FastifyRequest;
  /** Present on every endpoint declared with `auth: true`; see RouteOptions.optionalSession for public ones. */
  session: E['auth'] extends true ? CallerSession : CallerSession | null;
  /**
   * The request's Idempotency-Key on endpoints declared `idempotent: true` (always present
   * there). route() already runs such a request once per key; handlers derive their ledger
   * transfer keys from it too.
   */
  idempotencyKey: E['idempotent'] extends true
    ? string
    : E['idempotent'] extends false
      ? null
      : string | null;
}

/** The call of an endpoint declared `auth: true`, for helpers that serve several. */
export type SignedInCall = Omit<CallContext, 'session'> & { session: CallerSession };

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
  ? (input: UploadInput<ParsedRequestOf<E>>, call: CallContext<E>) => Promise<ResponseOf<E>>
  : (input: ParsedRequestOf<E>, call: CallContext<E>) => Promise<ResponseOf<E>>;

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

/**
 * What a restricted session (a member in a time-out or self-exclusion) may call; every other signed-in
 * endpoint answers RG_RESTRICTED. Deny by default: an endpoint added later is refused until it is listed here.
 * - getting the money out: the balance, the funds profile (bank account and payment password state), binding
 *   a bank account and setting the payment password a withdrawal asks for, withdrawal settings, requests,
 *   their list, detail, receipt (confirm / not received) and proof upload; deposits opened before the
 *   exclusion (list, detail, "I have paid"), which are credited and then withdrawable;
 * - the account itself: sign-out, the first sign-in's mark (the login form sends it), changing the password
 *   (the resets by e-mail or SMS are public), the basics the header and the member centre's account page draw
 *   (member info and profile read-only, avatar);
 * - the inbox, and the responsible-gaming page (limits may still be lowered, the session summary read);
 * - support: the live chat's ticket and links are public endpoints that take the session when it is on this list;
 * - the live channel's ticket, for the balance it pushes.
 */
const RESTRICTED_ALLOWED: ReadonlySet<Endpoint> = new Set<Endpoint>([
  auth.logout,
  auth.firstLogin,
  auth.changePassword,
  member.info,
  member.profile,
  member.icon,
  member.playerAvatar,
  wallet.balance,
  funds.profile,
  funds.setPaymentPassword,
  funds.bindBankAccount,
  funds.withdrawSettings,
  funds.createWithdrawal,
  funds.listWithdrawals,
  funds.getWithdrawal,
  funds.confirmReceived,
  funds.reportNotReceived,
  funds.uploadProof,
  funds.listDeposits,
  funds.getDeposit,
  funds.markDepositPaid,
  funds.responsible,
  funds.setDepositLimits,
  funds.setLossLimits,
  funds.setWagerLimits,
  funds.setRealityCheck,
  funds.setSessionLimit,
  funds.exclude,
  funds.sessionSummary,
  messages.list,
  messages.markRead,
  messages.unreadCount,
  service.ticket,
  service.customerService,
  live.ticket,
]);

/**
 * Marketing lists the header and member centre load on every page: a restricted session gets them empty (no
 * promotions, popup notices or mission offers), so the page draws its empty state rather than an error.
 */
const RESTRICTED_EMPTY: ReadonlyMap<Endpoint, unknown> = new Map<Endpoint, unknown>([
  [notices.popups, { list: [] }],
  [promo.rewardCenter, { list: [] }],
  [promo.missionSummary, { list: [], count: 0 }],
]);

/** Whether a restricted session may make this call (listed, or a marketing list answered empty). */
export function allowedWhenRestricted(endpoint: Endpoint): boolean {
  return RESTRICTED_ALLOWED.has(endpoint) || RESTRICTED_EMPTY.has(endpoint);
}

/** The refusal of a call a restricted session may not make: says which exclusion and until when. */
function refuseRestricted(restriction: Restriction): never {
  fail('RG_RESTRICTED', { kind: restriction.kind, until: restriction.until?.toISOString() ?? null });
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
async function sessionIfValid(ctx: RouteContext, request: FastifyRequest): Promise<CallerSession | null> {
  const token = request.headers[headers.token.toLowerCase()];
  if (typeof token !== 'string' || token === '') return null;
  try {
    const session = await ctx.sessions.authenticate(token);
    return session.mustChangePassword ? null : session;
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

/** Whether the endpoint's input is its query. An upload's body is its file; its schema covers the query. */
const inputInQuery = (endpoint: Endpoint): boolean =>
  endpoint.method === 'GET' || endpoint.method === 'DELETE' || isUpload(endpoint);

/** The request's body as input (see inputInQuery); an encrypted body's nonce comes with it, not yet used up. */
async function rawInput(
  ctx: RouteContext,
  endpoint: Endpoint,
  request: FastifyRequest,
): Promise<{ input: unknown; nonce?: unknown }> {
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
 * Registers one contract endpoint: reads the query, JSON, form or JWE body, refuses any text
 * in it the database cannot store (NUL, lone surrogates), validates it with the endpoint's
 * schema, checks the session when the endpoint needs one, and wraps the handler's value in
 * the envelope (checked against the response schema in dev mode).
 * An upload endpoint gets its own body limit and raw bodies of its declared types; its
 * handler receives the checked query and the file's bytes.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  ctx: RouteContext,
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

  // Hands on respond()'s own promise: an async wrapper would add one more to every call.
  function handler(request: FastifyRequest, reply: FastifyReply) {
    if (options.admission) return options.admission.run(() => respond(request, reply));
    return respond(request, reply);
  }

  async function respond(request: FastifyRequest, reply: FastifyReply) {
    const ip = clientIp(request, ctx.operator.current());
    if (endpoint.encrypted) {
      // Set first, so a refusal carries it too (the next body then needs no nonce call).
      const next = await nextBodyNonce(ctx, ip);
      if (next) reply.header(headers.replayNonce, next);
    }
    let session: CallerSession | null = null;
    if (endpoint.auth) {
      const token = request.headers[headers.token.toLowerCase()];
      session = await ctx.sessions.authenticate(typeof token === 'string' ? token : undefined);
      if (session.mustChangePassword && !options.duringForcedChange) fail('PASSWORD_CHANGE_REQUIRED');
      if (session.restriction && !allowedWhenRestricted(endpoint)) refuseRestricted(session.restriction);
    } else if (options.optionalSession) {
      session = await sessionIfValid(ctx, request);
      // A public endpoint answers a restricted session as it answers a visitor, unless it is listed.
      if (session?.restriction && !allowedWhenRestricted(endpoint)) session = null;
    }
    const idempotencyKey = endpoint.idempotent ? idempotencyKeyOf(request) : null;
    const scope = session ? String(session.memberId) : 'public';
    // A query is read as it is; only a body may need decrypting (awaited only then).
    const { input, nonce } = inputInQuery(endpoint)
      ? { input: request.query ?? {}, nonce: undefined }
      : await rawInput(ctx, endpoint, request);
    // A replayed body (a sign-in above all) is refused: its nonce was used up the first time. A keyed request's
    // nonce is used up with its key's claim (runOnce), which lets through only a repeat of a request already
    // received: a balancer resending a request whose node died after committing sends the very same bytes, and
    // the member must get that request's one outcome, not a refusal of money that did move. Null: not one this
    // server signed, or expired.
    const signedNonce =
      endpoint.encrypted && idempotencyKey !== null ? signedBodyNonce(ctx, nonce) : undefined;
    if (endpoint.encrypted && idempotencyKey === null) await consumeBodyNonce(ctx, nonce);
    const unstorable = unstorableTextPath(input);
    if (unstorable !== null) throw unstorableTextError(unstorable);
    const parsed = endpoint.request.safeParse(input);
    if (!parsed.success) fail('INVALID_INPUT', null, fieldErrors(parsed.error, input));
    // The checks above hold what the endpoint declares: a session when it needs one, a key when it is idempotent.
    const call = { ip, request, session, idempotencyKey } as CallContext<E>;
    const handlerInput = isUpload(endpoint)
      ? { query: parsed.data, ...uploadedFile(endpoint, request) }
      : parsed.data;
    const answer = async (): Promise<StoredAnswer> => {
      if (session?.restriction && RESTRICTED_EMPTY.has(endpoint)) {
        return { status: 200, body: success(RESTRICTED_EMPTY.get(endpoint)) };
      }
      // The conditional Handler type cannot be narrowed by isUpload(); handlerInput matches it.
      const value = await (handle as (input: unknown, call: CallContext<E>) => Promise<ResponseOf<E>>)(
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
      ctx.replayDb,
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
      { leaseMs: ctx.requestLeaseMs, nonce: signedNonce },
    );
    if (stored.replayed) reply.header('Idempotent-Replayed', 'true');
    // The JSON this run stored is sent as it is; a replayed answer is serialised from the stored one.
    const payload = 'json' in stored ? stored.json : stored.body;
    return reply.status(stored.status).type('application/json; charset=utf-8').send(payload);
  }
}
