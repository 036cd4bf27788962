/**
 * One HTTP exchange on the platform's behalf, on the browser's own fetch: a time limit, the
 * caller's abort, and a single resend of a read that a gateway or the connection dropped.
 */
import { ApiError } from '../contract/errors';

/** Calls longer than this fail with TIMEOUT ("The page took longer to load…"). */
export const TIMEOUT_MS = 30_000;
/** The wait before a read is sent again. */
export const RETRY_DELAY_MS = 300;

/** Answers of a gateway that could not reach the platform: the read may well succeed a moment later. */
const gatewayFailed = (status: number) => status === 502 || status === 504;

export interface HttpRequest {
  method: string;
  headers: Record<string, string>;
  body?: string | Blob;
  searchParams?: URLSearchParams;
}

function withQuery(url: string, searchParams?: URLSearchParams): string {
  const query = searchParams?.toString();
  return query ? `${url}?${query}` : url;
}

/**
 * One fetch of `url`, given up after TIMEOUT_MS (an `ApiError` TIMEOUT) or when `signal` aborts
 * (rejecting with its reason, as fetch does).
 */
async function fetchWithin(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    // Looked up per call so a test (or a host) can swap the global fetch.
    return await globalThis.fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    throw timedOut ? ApiError.of('TIMEOUT') : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends `request` to `url` and answers the response, whatever its status. Only a GET is sent once more,
 * after a 502/504 or a dropped connection: a resent POST could act twice, and a timeout is not resent.
 * Fails with TIMEOUT, with the caller's abort reason, or with fetch's own error (the connection).
 */
export async function exchangeHttp(
  url: string,
  request: HttpRequest,
  signal?: AbortSignal,
): Promise<Response> {
  const { method, headers, body, searchParams } = request;
  const target = withQuery(url, searchParams);
  const init: RequestInit = body === undefined ? { method, headers } : { method, headers, body };
  let resends = method === 'GET' ? 1 : 0;
  for (;;) {
    try {
      const response = await fetchWithin(target, init, signal);
      if (resends === 0 || !gatewayFailed(response.status)) return response;
      void response.body?.cancel().catch(() => undefined);
    } catch (error) {
      if (resends === 0 || signal?.aborted || error instanceof ApiError) throw error;
    }
    resends -= 1;
    await pause(RETRY_DELAY_MS);
  }
}
