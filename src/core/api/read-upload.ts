import { brandConfig } from '../config';
import { headers, UPLOAD_READ_PATH } from '../contract/endpoint';
import { ApiError } from '../contract/errors';
import { state } from '../session/state';
import { unwrap } from './envelope';
import { applySessionEffects } from './hooks';
import { exchangeHttp } from './transport';
import { endpointUrl } from './url';

/**
 * Reads back one of the member's own uploads (an application's image, say) with their token, as
 * a Blob to show through an object URL. A refusal answers its envelope: an `ApiError` as for calls.
 * In a module of its own, so only the elements that show uploads carry it.
 */
export async function readUpload(uploadId: number, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const path = UPLOAD_READ_PATH.replace(':uploadId', String(uploadId));
  const token = state.token.value;
  let response: Response;
  try {
    response = await exchangeHttp(
      endpointUrl(brandConfig.value.apiBase, path),
      { method: 'GET', headers: token ? { [headers.token]: token } : {} },
      options.signal,
    );
  } catch (error) {
    if (options.signal?.aborted || error instanceof ApiError) throw error;
    throw ApiError.of('NETWORK');
  }
  if (response.ok) return response.blob();
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not an envelope: the status says enough.
  }
  let failure = ApiError.of('UNKNOWN');
  try {
    unwrap(body, response.status);
  } catch (refusal) {
    if (refusal instanceof ApiError) failure = refusal;
  }
  applySessionEffects(failure, true);
  throw failure;
}
