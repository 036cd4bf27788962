import type { z } from 'zod/mini';
import { brandConfig } from '../config';
import type { Endpoint, RequestOf, ResponseOf, UploadEndpoint } from '../contract/endpoint';
import { headers as headerNames, JOSE_CONTENT_TYPE } from '../contract/endpoint';
import { ApiError, errors } from '../contract/errors';
import { bodyNonce, publicKey } from '../contract/server-key';
import { language } from '../i18n';
import { randomId } from '../random-id';
import { state } from '../session/state';
import { encryptForServer, forgetServerKey, setServerKeyFetcher } from './encryption';
import { unwrap } from './envelope';
import { applySessionEffects } from './hooks';
import { exchangeHttp } from './transport';
import { endpointUrl, toSearchParams } from './url';

export { assertSecureContext, encryptForServer } from './encryption';

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
    // A fresh nonce per body, asked for just before sealing: the server takes each one once.
    const { nonce } = await call(bodyNonce, {});
    return { body: await encryptForServer(JSON.stringify(input), nonce), contentType: JOSE_CONTENT_TYPE };
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

/** Sends one request and reads the envelope; transport failures become NETWORK / TIMEOUT / INVALID_URL. */
async function send(endpoint: Endpoint, outgoing: Outgoing, options: CallOptions): Promise<unknown> {
  const { body, contentType, searchParams } = outgoing;
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
      // The server restarted with a new key: fetch it again and resend once.
      if (!(endpoint.encrypted && error instanceof ApiError && error.is('DECRYPTION_FAILED'))) throw error;
      forgetServerKey();
      value = await send(endpoint, await build(), options);
    }
    const result = endpoint.response.safeParse(value);
    if (!result.success)
      throw new ApiError(errors.UNKNOWN.code, 'The answer did not match the contract', value);
    return result.data as ResponseOf<E>;
  } catch (error) {
    if (error instanceof ApiError) applySessionEffects(error, endpoint.auth);
    throw error;
  }
}

function checkedInput(endpoint: Endpoint, input: unknown): Record<string, unknown> {
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
export async function call<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const payload = checkedInput(endpoint, input);
  return exchange(endpoint, () => requestBody(endpoint, payload), options);
}

/**
 * Sends a file to an upload endpoint of the contract: `query` checked by its request
 * schema, the file's own bytes as the body with the file's type. A type or size the
 * contract does not accept is refused before sending, with the code the server would use.
 */
export async function upload<E extends UploadEndpoint>(
  endpoint: E,
  file: Blob,
  query: RequestOf<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const payload = checkedInput(endpoint, query);
  const { types, maxBytes, invalid } = endpoint.upload;
  if (!types.includes(file.type)) throw ApiError.of(invalid);
  if (file.size > maxBytes) throw ApiError.of('BODY_TOO_LARGE');
  return exchange(
    endpoint,
    async () => ({ body: file, contentType: file.type, searchParams: toSearchParams(payload) }),
    options,
  );
}

setServerKeyFetcher(() => call(publicKey, {}));
