import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { vi } from 'vitest';
import { forgetServerKey } from '../../../src/core/api/encryption';
import { forgetNonce } from '../../../src/core/api/sealing';
import { configure } from '../../../src/core/config';

export const API_BASE = 'http://platform.test';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  contentType: string | null;
  /** JSON body, decrypted when it came as JWE. */
  body: unknown;
  rawBody: string;
}

type Handler = (request: SeenRequest) => unknown | Response | Promise<unknown | Response>;

/** An envelope answer: value with code 0, or a failure with its code. */
export const ok = (value: unknown) => Response.json({ code: 0, message: 'ok', value });
export const fail = (code: number, status: number, value: unknown = null, fields?: Record<string, string>) =>
  Response.json({ code, message: 'failed', value, ...(fields ? { fields } : {}) }, { status });

/**
 * A stand-in for the platform behind a fake global fetch: routes by "METHOD /path",
 * decrypts JWE bodies with its own RSA key, and records every request.
 */
export async function fakePlatform(routes: Record<string, Handler>) {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  const seen: SeenRequest[] = [];
  configure({ apiBase: API_BASE });
  // Each fake platform has its own key pair: drop the one (and the nonce) a previous test kept.
  forgetServerKey();
  forgetNonce();

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const rawBody = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const contentType = request.headers.get('content-type');
    let body: unknown = null;
    if (contentType === 'application/jose') {
      const { plaintext } = await compactDecrypt(rawBody, privateKey);
      body = JSON.parse(new TextDecoder().decode(plaintext));
    } else if (contentType === 'application/json' && rawBody) {
      body = JSON.parse(rawBody);
    } else if (rawBody) {
      body = Object.fromEntries(new URLSearchParams(rawBody));
    }
    const seenRequest: SeenRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      contentType,
      body,
      rawBody,
    };
    seen.push(seenRequest);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /wps/system/publicKey' && !routes[route]) return ok({ kid: 'test-key', jwk });
    if (route === 'POST /wps/system/nonce' && !routes[route])
      return ok({ nonce: `nonce-${seen.length}`, expiresInSeconds: 120 });
    const handler = routes[route];
    if (!handler) return fail(1005, 404);
    const answer = await handler(seenRequest);
    return answer instanceof Response ? answer : ok(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { seen, privateKey, jwk, fetchMock };
}

/** A Storage kept in memory, to look at exactly what the session wrote. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  keys() {
    return [...this.items.keys()].sort();
  }
}
