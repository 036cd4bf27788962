import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../src/core/api';
import { TIMEOUT_MS } from '../../../src/core/api/transport';
import { auth, errors, system } from '../../../src/core/contract';
import { ApiError } from '../../../src/core/contract/errors';
import { clearLocalSession } from '../../../src/core/session/lifecycle';
import { useSessionStorage } from '../../../src/core/session/storage';
import { fail, fakePlatform, MemoryStorage, ok } from './fake-platform';

beforeEach(() => {
  useSessionStorage(new MemoryStorage());
  clearLocalSession();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const countries = [{ countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' }];
const forgot = { username: 'demo_player', email: 'demo@example.com' };

/** A fetch that never answers: like the browser's, it rejects with the abort's reason once its signal aborts. */
function silentFetch() {
  return vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason));
      }),
  );
}

describe('resending a read', () => {
  for (const status of [502, 504]) {
    it(`a GET answered ${status} by a gateway is sent once more`, async () => {
      let attempts = 0;
      await fakePlatform({
        'GET /wps/system/countries': () =>
          ++attempts === 1 ? new Response('bad gateway', { status }) : ok(countries),
      });
      await expect(call(system.countries, {})).resolves.toEqual(countries);
      expect(attempts).toBe(2);
    });
  }

  it('a GET failing twice gives up after the second answer', async () => {
    let attempts = 0;
    await fakePlatform({
      'GET /wps/system/countries': () => {
        attempts += 1;
        return new Response('bad gateway', { status: 502 });
      },
    });
    await expect(call(system.countries, {})).rejects.toMatchObject({ key: 'err_network' });
    expect(attempts).toBe(2);
  });

  it('a GET whose connection dropped is sent once more', async () => {
    const { fetchMock } = await fakePlatform({ 'GET /wps/system/countries': () => countries });
    const platform = fetchMock.getMockImplementation();
    let attempts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('fetch failed');
        return platform?.(input, init);
      }),
    );
    await expect(call(system.countries, {})).resolves.toEqual(countries);
    expect(attempts).toBe(2);
  });

  it('other failures of a GET are not resent', async () => {
    let attempts = 0;
    await fakePlatform({
      'GET /wps/system/status': () => {
        attempts += 1;
        return fail(errors.MAINTENANCE.code, 503);
      },
    });
    await expect(call(system.status, { url: 'site.test' })).rejects.toMatchObject({
      key: 'maintenance_text',
    });
    expect(attempts).toBe(1);
  });

  it('a POST is never resent: it could act twice', async () => {
    let attempts = 0;
    await fakePlatform({
      'POST /wps/member/password/email': () => {
        attempts += 1;
        return new Response('bad gateway', { status: 502 });
      },
    });
    await expect(call(auth.forgotByEmail, forgot)).rejects.toMatchObject({ key: 'err_network' });
    expect(attempts).toBe(1);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        attempts += 1;
        throw new TypeError('fetch failed');
      }),
    );
    await expect(call(auth.forgotByEmail, forgot)).rejects.toMatchObject({ key: 'err_network' });
    expect(attempts).toBe(2);
  });
});

describe('time limit and abort', () => {
  it(`a call with no answer after ${TIMEOUT_MS / 1000} s fails with TIMEOUT, and is not resent`, async () => {
    await fakePlatform({});
    const fetch = silentFetch();
    vi.stubGlobal('fetch', fetch);
    vi.useFakeTimers();
    const failure = call(system.countries, {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: errors.TIMEOUT.code });
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("the caller's abort ends the request with the caller's reason, not an ApiError", async () => {
    await fakePlatform({});
    const fetch = silentFetch();
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    const failure = call(system.countries, {}, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    expect(await failure).toBe(reason);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a signal aborted before the call never reaches the network as a live request', async () => {
    await fakePlatform({});
    const fetch = silentFetch();
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    controller.abort();
    const error = await call(system.countries, {}, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('the request', () => {
  it('is sent through the fetch of the moment, query after the path', async () => {
    const { seen } = await fakePlatform({
      'GET /wps/system/status': () => fail(errors.MAINTENANCE.code, 503),
    });
    await call(system.status, { url: 'site.test' }).catch(() => undefined);
    expect(seen.at(-1)?.path).toBe('/wps/system/status');
    expect(seen.at(-1)?.query.toString()).toBe('url=site.test');
    const later = vi.fn(async () => ok(countries));
    vi.stubGlobal('fetch', later);
    await call(system.countries, {});
    expect(later).toHaveBeenCalledTimes(1);
    expect(String((later.mock.calls[0] as unknown[])[0])).toBe('http://platform.test/wps/system/countries');
  });
});
