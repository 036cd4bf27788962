import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../src/core/api';
import {
  leaveAnswer,
  PAGE_PREFETCH_KEY,
  prefetch,
  type RawAnswer,
  takeAnswer,
} from '../../../src/core/api/page-prefetch';
import { configure } from '../../../src/core/config';
import { system } from '../../../src/core/contract';
import { ApiError } from '../../../src/core/contract/errors';
import { language } from '../../../src/core/i18n';
import { clearLocalSession } from '../../../src/core/session/lifecycle';
import { token } from '../../../src/core/session/state';
import { useSessionStorage } from '../../../src/core/session/storage';
import { MemoryStorage, ok } from './fake-platform';

const banners = { player: [], banners: [], popup: [], promotion: [] };
const envelope = (value: unknown): RawAnswer => ({ status: 200, body: { code: 0, message: 'ok', value } });
const announcementsPath = '/wps/relay/MCSFE_getListAnnouncements';

beforeEach(() => {
  (globalThis as Record<string, unknown>)[PAGE_PREFETCH_KEY] = undefined;
  useSessionStorage(new MemoryStorage());
  clearLocalSession();
  language.value = 'es';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('answers the page asked for', () => {
  it('are taken once, by the same question in any query order, language and token', async () => {
    leaveAnswer(`${announcementsPath}?group=w_home&types=B`, 'es', null, Promise.resolve(envelope(1)));
    expect(takeAnswer(`${announcementsPath}?group=w_home&types=B`, 'en', null)).toBeNull();
    expect(takeAnswer(`${announcementsPath}?group=w_home&types=B`, 'es', 'tok')).toBeNull();
    expect(takeAnswer(`${announcementsPath}?group=w_login&types=B`, 'es', null)).toBeNull();
    const taken = takeAnswer(`${announcementsPath}?types=B&group=w_home`, 'es', null);
    expect(await taken).toEqual(envelope(1));
    expect(takeAnswer(`${announcementsPath}?group=w_home&types=B`, 'es', null)).toBeNull();
  });

  it('are not taken once stale', () => {
    vi.useFakeTimers();
    leaveAnswer('/wps/system/status?url=a', 'es', null, Promise.resolve(envelope(1)));
    vi.advanceTimersByTime(30_000);
    expect(takeAnswer('/wps/system/status?url=a', 'es', null)).toBeNull();
  });

  it('are asked with the headers an element sends', async () => {
    const fetchMock = vi.fn(async () => ok(banners));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await prefetch(`${announcementsPath}?group=w_home`, 'pt', 'tok-1');
    expect(answer).toEqual({ status: 200, body: { code: 0, message: 'ok', value: banners } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${announcementsPath}?group=w_home`);
    expect(init.headers).toMatchObject({ Language: 'pt', token: 'tok-1', Accept: 'application/json' });
  });
});

describe('a call of the page origin', () => {
  it('takes the page answer instead of asking, with its failure code when it was one', async () => {
    configure({ apiBase: '' });
    const fetchMock = vi.fn(async () => ok(banners));
    vi.stubGlobal('fetch', fetchMock);
    token.value = 'tok-1';
    const query = { group: 'w_home', types: 'B', execution: 'B' } as const;
    leaveAnswer(
      `${announcementsPath}?group=w_home&types=B&execution=B`,
      'es',
      'tok-1',
      Promise.resolve(envelope({ ...banners, player: [] })),
    );
    expect(await call(system.announcements, query)).toEqual(banners);
    expect(fetchMock).not.toHaveBeenCalled();

    leaveAnswer(
      `${announcementsPath}?group=w_home&types=B&execution=B`,
      'es',
      'tok-1',
      Promise.resolve({ status: 429, body: { code: 1304, message: 'slow down', value: null } }),
    );
    const refused = await call(system.announcements, query).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(1304);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks itself when the page request failed, or when the elements call another origin', async () => {
    const fetchMock = vi.fn(async () => ok(banners));
    vi.stubGlobal('fetch', fetchMock);
    configure({ apiBase: '' });
    leaveAnswer(
      '/wps/relay/MCSFE_getListAnnouncements',
      'es',
      null,
      Promise.reject(new TypeError('offline')),
    );
    expect(await call(system.announcements, {})).toEqual(banners);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    configure({ apiBase: 'https://platform.test' });
    leaveAnswer('/wps/relay/MCSFE_getListAnnouncements', 'es', null, Promise.resolve(envelope(banners)));
    await call(system.announcements, {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
