import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { upload } from '../../../src/core';
import { errors, funds, member } from '../../../src/core/contract';
import { setLanguage } from '../../../src/core/i18n';
import { clearLocalSession } from '../../../src/core/session/lifecycle';
import { sessionEnded, token } from '../../../src/core/session/state';
import { useSessionStorage } from '../../../src/core/session/storage';
import { fail, fakePlatform, MemoryStorage } from './fake-platform';

beforeEach(() => {
  useSessionStorage(new MemoryStorage());
  clearLocalSession();
  sessionEnded.value = null;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x41, 0x42]);
const png = (bytes: Uint8Array<ArrayBuffer> = PNG) => new Blob([bytes], { type: 'image/png' });
const customAvatar = { avatar: 'https://play.test/assets/avatar/custom/x', avatarType: 'CUSTOM' };

describe('upload', () => {
  it('sends the file itself with its type, the token and the Language, and unwraps the envelope', async () => {
    const { seen } = await fakePlatform({ 'POST /wps/member/info/avatar': () => customAvatar });
    token.value = 'member-token';
    await setLanguage('es');
    const value = await upload(member.uploadAvatar, png(), {});
    expect(value).toEqual(customAvatar);
    const [request] = seen;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/wps/member/info/avatar',
      contentType: 'image/png',
    });
    expect(request!.headers.get('token')).toBe('member-token');
    expect(request!.headers.get('Language')).toBe('es');
    expect(request!.rawBody).toBe(new TextDecoder().decode(PNG));
    expect([...request!.query]).toEqual([]);
  });

  it('puts the request schema (the query) in the URL', async () => {
    const { seen } = await fakePlatform({
      'POST /wps/relay/PAY_uploadProof': () => ({ proofId: 4, proofCount: 1 }),
    });
    token.value = 'member-token';
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1])], { type: 'image/jpeg' });
    expect(await upload(funds.uploadProof, jpeg, { matchId: 12 })).toEqual({ proofId: 4, proofCount: 1 });
    expect(seen[0]!.query.get('matchId')).toBe('12');
    expect(seen[0]!.contentType).toBe('image/jpeg');
    await expect(upload(funds.uploadProof, jpeg, { matchId: -1 })).rejects.toMatchObject({
      code: errors.INVALID_INPUT.code,
    });
    expect(seen).toHaveLength(1);
  });

  it('refuses a type or size the contract does not accept before sending, with the server codes', async () => {
    const { fetchMock } = await fakePlatform({});
    token.value = 'member-token';
    const gif = new Blob(['GIF89a'], { type: 'image/gif' });
    await expect(upload(member.uploadAvatar, gif, {})).rejects.toMatchObject({
      code: errors.AVATAR_INVALID.code,
    });
    await expect(upload(funds.uploadProof, gif, { matchId: 1 })).rejects.toMatchObject({
      code: errors.PROOF_INVALID.code,
    });
    const big = png(new Uint8Array(member.uploadAvatar.upload.maxBytes + 1));
    await expect(upload(member.uploadAvatar, big, {})).rejects.toMatchObject({
      code: errors.BODY_TOO_LARGE.code,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(token.value).toBe('member-token');
  });

  it('hands on the server refusal as an ApiError', async () => {
    await fakePlatform({ 'POST /wps/member/info/avatar': () => fail(errors.AVATAR_INVALID.code, 415) });
    token.value = 'member-token';
    await expect(upload(member.uploadAvatar, png(), {})).rejects.toMatchObject({
      code: errors.AVATAR_INVALID.code,
    });
    expect(token.value).toBe('member-token');
  });

  it('ends the local session when the server says it has ended', async () => {
    await fakePlatform({
      'POST /wps/member/info/avatar': () => fail(errors.SESSION_ENDED_ELSEWHERE.code, 401),
    });
    token.value = 'old-token';
    await expect(upload(member.uploadAvatar, png(), {})).rejects.toMatchObject({ key: 'in_been_out' });
    expect(token.value).toBeNull();
    expect(sessionEnded.value).toBe('in_been_out');

    await fakePlatform({ 'POST /wps/member/info/avatar': () => fail(errors.NOT_LOGGED_IN.code, 401) });
    token.value = 'stale-token';
    await expect(upload(member.uploadAvatar, png(), {})).rejects.toMatchObject({
      code: errors.NOT_LOGGED_IN.code,
    });
    expect(token.value).toBeNull();
  });

  it('maps a failed connection to NETWORK', async () => {
    await fakePlatform({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(upload(member.uploadAvatar, png(), {})).rejects.toMatchObject({ code: errors.NETWORK.code });
  });
});
