import type { z } from 'zod/mini';
import { brandConfig } from '../config';
import { loadSchemas } from '../contract/deferred-zod';
import type { Endpoint, RequestOf, ResponseOf, UploadEndpoint } from '../contract/endpoint';
import { headers as headerNames, isUpload, JOSE_CONTENT_TYPE } from '../contract/endpoint';
import { ApiError, errors } from '../contract/errors';
import { language, loadErrorTexts } from '../i18n';
import { randomId } from '../random-id';
import { state } from '../session/state';
import { unwrap } from './envelope';
import { applySessionEffects } from './hooks';
import { type RawAnswer, takeAnswer } from './page-prefetch';
import { exchangeHttp } from './transport';
import { endpointUrl, toSearchParams } from './url';

export { assertSecureContext } from './secure-context';

/** The sealing code (and jose after it) loads with the first sealed body, not with an element's first screen. */
const loadSealing = () =>
  import('./sealing').then((sealing) => {
    sealing.fetchKeysWith(call);
    return sealing;
  });

/**
 * Seals `text` to the server as a compact JWE (RSA-OAEP-256 key wrap, A256GCM content), with the server's
 * one-time `nonce` in the protected header when given (see `api/encryption.ts`).
 */
export async function encryptForServer(text: string, nonce?: string): Promise<string> {
  return (await loadSealing()).encryptForServer(text, nonce);
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the generated key of a money-moving call (to retry the very same request). */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

const isQueryMethod = (method: string) => method === 'GET' || method === 'DELETE';

function invalidInput(error: z.core.$ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] = errors.INVALID_INPUT.key;
  return ApiError.of('INVALID_INPUT', null, fields);
}

/** What one request carries besides its headers. */
interface Outgoing {
  body?: string | Blob;
  contentType?: string;
  searchParams?: URLSearchParams;
}

async function requestBody(endpoint: Endpoint, input: Record<string, unknown>): Promise<Outgoing> {
  if (isQueryMethod(endpoint.method)) return { searchParams: toSearchParams(input) };
  if (endpoint.encrypted) {
    // A nonce per body, handed on by the previous answer or asked for: the server takes each one once.
    const sealing = await loadSealing();
    return { body: await sealing.sealBody(call, input), contentType: JOSE_CONTENT_TYPE };
  }
  if (endpoint.form) {
    return { body: toSearchParams(input).toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(input), contentType: 'application/json' };
}

function requestHeaders(
  endpoint: Endpoint,
  options: CallOptions,
  contentType?: string,
): Record<string, string> {
  const out: Record<string, string> = { [headerNames.language]: language.value, Accept: 'application/json' };
  const token = state.token.value;
  if (token) out[headerNames.token] = token;
  if (contentType) out['Content-Type'] = contentType;
  if (endpoint.idempotent) out[headerNames.idempotencyKey] = options.idempotencyKey ?? randomId();
  return { ...out, ...options.headers };
}

/**
 * The answer the page already asked this GET for (page-prefetch.ts), when the elements call the page's own
 * origin; null when it did not, or when its request failed (then the call asks again).
 */
async function pageAnswer(endpoint: Endpoint, searchParams?: URLSearchParams): Promise<RawAnswer | null> {
  if (endpoint.method !== 'GET' || brandConfig.value.apiBase !== '') return null;
  const query = searchParams?.toString();
  const early = takeAnswer(
    query ? `${endpoint.path}?${query}` : endpoint.path,
    language.value,
    state.token.value,
  );
  return early ? early.catch(() => null) : null;
}

/** Sends one request and reads the envelope; transport failures become NETWORK / TIMEOUT / INVALID_URL. */
async function send(endpoint: Endpoint, outgoing: Outgoing, options: CallOptions): Promise<unknown> {
  const { body, contentType, searchParams } = outgoing;
  const early = await pageAnswer(endpoint, searchParams);
  if (early) return unwrap(early.body, early.status);
  let response: Response;
  try {
    response = await exchangeHttp(
      endpointUrl(brandConfig.value.apiBase, endpoint.path),
      {
        method: endpoint.method,
        headers: requestHeaders(endpoint, options, contentType),
        body,
        searchParams,
      },
      options.signal,
    );
  } catch (error) {
    if (options.signal?.aborted || error instanceof ApiError) throw error;
    throw ApiError.of('NETWORK');
  }
  const nextNonce = endpoint.encrypted ? response.headers.get(headerNames.replayNonce) : null;
  if (nextNonce) (await loadSealing()).keepNonce(nextNonce);
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    // Not our API answering (a proxy page, a wrong apiBase).
    throw ApiError.of(response.status === 404 ? 'INVALID_URL' : response.ok ? 'UNKNOWN' : 'NETWORK');
  }
  return unwrap(parsed, response.status);
}

/**
 * The one way a request goes out and its answer comes back, for calls and uploads alike:
 * sends what `build` prepares (built again for the single resend after a server key
 * change), checks the value against the response schema, and lets a refused session
 * end the local one.
 */
async function exchange<E extends Endpoint>(
  endpoint: E,
  build: () => Promise<Outgoing>,
  options: CallOptions,
): Promise<ResponseOf<E>> {
  try {
    let value: unknown;
    try {
      value = await send(endpoint, await build(), options);
    } catch (error) {
      // The server restarted with a new key (fetch it again), or refused a nonce kept too long: resend once,
      // with a nonce asked for.
      const refusedSeal =
        error instanceof ApiError && (error.is('DECRYPTION_FAILED') || error.is('BODY_NONCE_INVALID'));
      if (!(endpoint.encrypted && refusedSeal)) throw error;
      const sealing = await loadSealing();
      if (error.is('DECRYPTION_FAILED')) sealing.forgetServerKey();
      sealing.forgetNonce();
      value = await send(endpoint, await build(), options);
    }
    return (await checkedAnswer(endpoint, value)) as ResponseOf<E>;
  } catch (error) {
    if (error instanceof ApiError) applySessionEffects(error, endpoint.auth);
    throw error;
  }
}

/**
 * The answer's value. Development builds (and the element tests) check it against the response schema, as
 * the server's dev mode checks what it sends; production builds take the server's word for it, so an
 * element's first screen does not wait for, or carry, the schema code (contract/deferred-zod.ts).
 */
async function checkedAnswer(endpoint: Endpoint, value: unknown): Promise<unknown> {
  if (!import.meta.env?.DEV) return value;
  await loadSchemas();
  const result = endpoint.response.safeParse(value);
  if (!result.success)
    throw new ApiError(errors.UNKNOWN.code, 'The answer did not match the contract', value);
  return result.data;
}

/**
 * What the request carries. A body (what a member typed: a sign-in, a form, a transfer) is checked against
 * the request schema before it leaves, so its fields are refused without a round trip; the schema code is
 * fetched with the first such call. A query is built by the element's own code and sent as given: the server
 * checks it against the same schema (coercing its strings and filling defaults) and refuses it with the same
 * INVALID_INPUT and fields.
 */
async function checkedInput(endpoint: Endpoint, input: unknown): Promise<Record<string, unknown>> {
  if (isQueryMethod(endpoint.method) && !isUpload(endpoint)) return (input ?? {}) as Record<string, unknown>;
  await loadSchemas();
  const checked = endpoint.request.safeParse(input ?? {});
  if (!checked.success) throw invalidInput(checked.error);
  return (checked.data ?? {}) as Record<string, unknown>;
}

/**
 * Makes one call of the contract: input checked by the request schema, headers (token,
 * Language, Idempotency-Key), JWE or form or JSON body, and the envelope unwrapped into
 * the response schema's value. Every failure is an `ApiError` with a catalogue code.
 * File uploads go through `upload` instead.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  return withErrorTexts(async () => {
    const payload = await checkedInput(endpoint, input);
    return exchange(endpoint, () => requestBody(endpoint, payload), options);
  });
}

/**
 * Runs a call; when it fails with a catalogue error, the error texts (the `errors` namespace, fetched
 * the first time one is needed) of every language the page's elements render in are here before the
 * caller sees the failure, so whoever keeps its translated text keeps the words, not a blank.
 */
async function withErrorTexts<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) await loadErrorTexts().catch(() => undefined);
    throw error;
  }
}

/**
 * Sends a file to an upload endpoint of the contract: `query` checked by its request
 * schema, the file's own bytes as the body with the file's type. A type or size the
 * contract does not accept is refused before sending, with the code the server would use.
 */
export function upload<E extends UploadEndpoint>(
  endpoint: E,
  file: Blob,
  query: RequestOf<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  return withErrorTexts(async () => {
    const payload = await checkedInput(endpoint, query);
    const { types, maxBytes, invalid } = endpoint.upload;
    if (!types.includes(file.type)) throw ApiError.of(invalid);
    if (file.size > maxBytes) throw ApiError.of('BODY_TOO_LARGE');
    return exchange(
      endpoint,
      async () => ({ body: file, contentType: file.type, searchParams: toSearchParams(payload) }),
      options,
    );
  });
}
