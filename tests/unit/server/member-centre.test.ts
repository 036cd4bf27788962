import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTotp } from '../../../server/security/totp';
import { errors, member } from '../../../src/core/contract';
import { AVATAR_MAX_BYTES } from '../../../src/core/contract/member';
import { startServer, type TestServer } from './harness';
import { freePlayToken, player, signIn } from './member-centre-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a png'),
]);

const upload = (token: string | undefined, body: Buffer | string, type: string) =>
  server.app.inject({
    method: 'POST',
    url: member.uploadAvatar.path,
    payload: body,
    headers: { 'content-type': type, ...(token ? { token } : {}) },
  });

describe('profile', () => {
  it('shows the club, labels in their colours and the default member colour', async () => {
    const alice = await player(server, 'profile_alice');
    let answer = await server.call(member.profile, {}, { token: alice.token });
    expect(answer.body.value).toMatchObject({
      account: 'profile_alice',
      clubLabel: { labelName: 'Bronze', rankLevel: 1 },
      memberLabel: [],
      memberColor: '#ABABAB',
      totpEnabled: false,
      avatar: { avatarType: 'STATIC' },
    });
    await server.ctx.db
      .insertInto('member_labels')
      .values([
        { member_id: alice.id, label_name: 'Regular', color: null },
        { member_id: alice.id, label_name: 'High roller', color: '#FFAA00' },
      ])
      .execute();
    answer = await server.call(member.profile, {}, { token: alice.token });
    expect(answer.body.value).toMatchObject({
      memberLabel: [
        { labelName: 'Regular', color: '#ABABAB' },
        { labelName: 'High roller', color: '#FFAA00' },
      ],
      memberColor: '#FFAA00',
    });
    const bob = await player(server, 'profile_bob');
    const bobs = await server.call(member.profile, {}, { token: bob.token });
    expect(bobs.body.value).toMatchObject({ account: 'profile_bob', memberLabel: [] });
  });

  it('changes the nickname and refuses an empty or long one', async () => {
    const { token } = await player(server, 'nick_carol');
    const changed = await server.call(member.updateNickname, { nickname: '  Carol  ' }, { token });
    expect(changed.body.value).toEqual({ nickname: 'Carol' });
    const info = await server.call(member.info, {}, { token });
    expect(info.body.value).toMatchObject({ nickname: 'Carol' });
    const empty = await server.call(member.updateNickname, { nickname: '   ' }, { token });
    expect(empty.status).toBe(400);
    const long = await server.call(member.updateNickname, { nickname: 'x'.repeat(21) }, { token });
    expect(long.status).toBe(400);
  });

  it('shows the previous login time and IP, not the current one', async () => {
    await player(server, 'prev_dave');
    server.clock.advance(60_000);
    const token = await signIn(server, 'prev_dave');
    const first = await server.ctx.db
      .selectFrom('members')
      .select('last_login_at')
      .where('username', '=', 'prev_dave')
      .executeTakeFirstOrThrow();
    const answer = await server.call(member.profile, {}, { token });
    expect(answer.body.value).toMatchObject({ previousLoginIp: '127.0.0.1' });
    expect(Date.parse(answer.body.value!.previousLoginTime!)).toBe(first.last_login_at!.getTime() - 60_000);
  });

  it('refuses changes from a free-play account and calls without a session', async () => {
    const token = await freePlayToken(server);
    const answer = await server.call(member.updateNickname, { nickname: 'Guest' }, { token });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(errors.NEED_REAL_ACCOUNT.code);
    const profile = await server.call(member.profile, {}, { token });
    expect(profile.body.value?.memberLabel[0]).toEqual({ labelName: 'Demo', color: '#ABABAB' });
    const anonymous = await server.call(member.profile, {});
    expect(anonymous.body.code).toBe(errors.NOT_LOGGED_IN.code);
  });
});

describe('avatar', () => {
  it('lists STATIC choices and sets one; refuses an unknown key', async () => {
    const { token } = await player(server, 'avatar_erin');
    const current = await server.call(member.playerAvatar, {}, { token });
    expect(current.body.value).toMatchObject({
      avatar: 'https://play.gamedeck.test/assets/avatar/default.svg',
      avatarType: 'STATIC',
    });
    const choices = current.body.value as { choices: { key: string; url: string }[] };
    expect(choices.choices.length).toBeGreaterThan(3);
    const set = await server.call(member.setStaticAvatar, { key: 'ocean' }, { token });
    expect(set.body.value).toEqual({
      avatar: 'https://play.gamedeck.test/assets/avatar/static/ocean.svg',
      avatarType: 'STATIC',
    });
    const icon = await server.call(member.icon, {}, { token });
    expect(icon.body.value).toEqual(set.body.value);
    const svg = await server.app.inject({ method: 'GET', url: '/assets/avatar/static/ocean.svg' });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    const unknown = await server.call(member.setStaticAvatar, { key: 'nope' }, { token });
    expect(unknown.body.code).toBe(errors.INVALID_INPUT.code);
  });

  it('uploads a CUSTOM png and serves it; another upload replaces it', async () => {
    const { token } = await player(server, 'avatar_frank');
    const response = await upload(token, PNG, 'image/png');
    expect(response.statusCode).toBe(200);
    const value = response.json().value as { avatar: string; avatarType: string };
    expect(value.avatarType).toBe('CUSTOM');
    const path = new URL(value.avatar).pathname;
    const image = await server.app.inject({ method: 'GET', url: path });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
    const second = await upload(token, jpeg, 'image/jpeg');
    expect(second.json().value.avatar).not.toBe(value.avatar);
    const old = await server.app.inject({ method: 'GET', url: path });
    expect(old.statusCode).toBe(404);
  });

  it('refuses bytes that are not png or jpeg, other types, oversize bodies and anonymous uploads', async () => {
    const { token } = await player(server, 'avatar_gina');
    const fake = await upload(token, Buffer.from('<svg onload="x">'), 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().code).toBe(errors.AVATAR_INVALID.code);
    const text = await upload(token, 'hello', 'text/plain');
    expect(text.json().code).toBe(errors.AVATAR_INVALID.code);
    const big = await upload(token, Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]), 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(errors.BODY_TOO_LARGE.code);
    const anonymous = await upload(undefined, PNG, 'image/png');
    expect(anonymous.json().code).toBe(errors.NOT_LOGGED_IN.code);
    const guest = await upload(await freePlayToken(server), PNG, 'image/png');
    expect(guest.json().code).toBe(errors.NEED_REAL_ACCOUNT.code);
  });
});

describe('binding a phone and an e-mail', () => {
  it('binds a phone with the code sent to it', async () => {
    const { token } = await player(server, 'bind_hank');
    const sent = await server.call(
      member.bindPhoneCode,
      { countryDialingCode: '63', mobileNum: '9170000001' },
      { token },
    );
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const wrong = await server.call(
      member.bindPhone,
      { countryDialingCode: '63', mobileNum: '9170000001', verificationCode: '000000' },
      { token },
    );
    expect(wrong.body.code).toBe(errors.SMS_CODE_INVALID.code);
    const code = await server.lastCode('+63 9170000001');
    const bound = await server.call(
      member.bindPhone,
      { countryDialingCode: '63', mobileNum: '9170000001', verificationCode: code },
      { token },
    );
    expect(bound.body.value).toEqual({ countryDialingCode: '+63', mobileNum: '9170000001' });
    const profile = await server.call(member.profile, {}, { token });
    expect(profile.body.value).toMatchObject({ mobileNum: '9170000001', countryDialingCode: '+63' });

    const other = await player(server, 'bind_ivy');
    const taken = await server.call(
      member.bindPhoneCode,
      { countryDialingCode: '+63', mobileNum: '9170000001' },
      { token: other.token },
    );
    expect(taken.body.code).toBe(errors.MOBILE_TAKEN.code);
    const badDigits = await server.call(
      member.bindPhoneCode,
      { countryDialingCode: '+63', mobileNum: '12345' },
      { token: other.token },
    );
    expect(badDigits.body.code).toBe(errors.PHONE_DIGITS.code);
  });

  it('binds an e-mail with the code sent to it, and refuses one another account holds', async () => {
    const { token } = await player(server, 'bind_jack');
    await server.call(member.bindEmailCode, { email: 'Jack@Example.com' }, { token });
    const code = await server.lastCode('jack@example.com');
    const bound = await server.call(
      member.bindEmail,
      { email: 'jack@example.com', verificationCode: code },
      { token },
    );
    expect(bound.body.value).toEqual({ email: 'jack@example.com' });
    const reuse = await server.call(
      member.bindEmail,
      { email: 'jack@example.com', verificationCode: code },
      { token },
    );
    expect(reuse.body.code).toBe(errors.SMS_CODE_INVALID.code);
    const other = await player(server, 'bind_kate');
    const taken = await server.call(
      member.bindEmailCode,
      { email: 'jack@example.com' },
      { token: other.token },
    );
    expect(taken.body.code).toBe(errors.EMAIL_TAKEN.code);
    const invalid = await server.call(
      member.bindEmailCode,
      { email: 'not-an-email' },
      { token: other.token },
    );
    expect(invalid.status).toBe(400);
  });
});

describe('authenticator (TOTP)', () => {
  it('activates a secret only after a correct code from it', async () => {
    const { token } = await player(server, 'totp_liam');
    const noSetup = await server.call(member.totpConfirm, { code: '123456' }, { token });
    expect(noSetup.body.code).toBe(errors.TOTP_SETUP_MISSING.code);
    const setup = await server.call(member.totpSetup, {}, { token });
    const { secret, otpauthUrl } = setup.body.value as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Gamedeck:totp_liam\?/);
    const wrongCode = memberTotp(secret).generate({ timestamp: server.clock.now() + 600_000 });
    const wrong = await server.call(member.totpConfirm, { code: wrongCode }, { token });
    expect(wrong.body.code).toBe(errors.TOTP_CODE_WRONG.code);
    const ok = await server.call(
      member.totpConfirm,
      { code: memberTotp(secret).generate({ timestamp: server.clock.now() }) },
      { token },
    );
    expect(ok.body.value).toEqual({ totpEnabled: true });
    const stored = await server.ctx.db
      .selectFrom('members')
      .select('totp_secret')
      .where('username', '=', 'totp_liam')
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).toBe(secret);
    const profile = await server.call(member.profile, {}, { token });
    expect(profile.body.value).toMatchObject({ totpEnabled: true });
  });
});

describe('active sessions', () => {
  it('lists live sessions and logs out the others, which then answer in_been_out', async () => {
    const { token } = await player(server, 'sessions_mia');
    const second = await signIn(server, 'sessions_mia');
    const list = await server.call(member.sessions, {}, { token });
    const entries = (list.body.value as { list: { current: boolean; id: string }[] }).list;
    expect(entries).toHaveLength(2);
    expect(entries.filter((entry) => entry.current)).toHaveLength(1);
    expect(entries.every((entry) => entry.id.length === 12)).toBe(true);
    const ended = await server.call(member.logoutOtherSessions, {}, { token });
    expect(ended.body.value).toEqual({ ended: 1 });
    const old = await server.call(member.profile, {}, { token: second });
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('in_been_out');
    const still = await server.call(member.sessions, {}, { token });
    expect((still.body.value as { list: unknown[] }).list).toHaveLength(1);
  });
});
