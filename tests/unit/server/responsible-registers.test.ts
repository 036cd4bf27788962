import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { policyOf } from '../../../server/modules/responsible/profiles';
import { assertMayPlay } from '../../../server/modules/responsible/rules';
import { REGISTERS_FILE } from '../../../server/providers/exclusion-registers';
import { auth, errors, funds, games, member } from '../../../src/core/contract';
import { switchableProfile } from './brand-profile';
import { startServer, type TestServer } from './harness';
import { newPlayer, PASSWORD } from './payments-fixtures';

const HOUR = 3600_000;
let server: TestServer;
let dataDir: string;
/** The brand's profile, switched by each test the way an operator edits operator.json on a live brand. */
const brand = switchableProfile('uk');

/** Writes the development registers' file: who each register lists. */
const listOn = (registers: Record<string, Record<string, string>[]>) =>
  writeFileSync(join(dataDir, REGISTERS_FILE), JSON.stringify(registers));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'gd-registers-'));
  server = await startServer({ dataDir, operator: brand.operator });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  brand.profile = 'uk';
  listOn({});
});

const signIn = (username: string) =>
  server.call(auth.login, { type: 'username', username, password: PASSWORD });

let phones = 0;
const register = async (username: string, email?: string) => {
  phones += 1;
  return server.call(auth.register, {
    username,
    mobileNum: `91855${String(phones).padStart(5, '0')}`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ageConfirmed: true,
    termsAccepted: true,
    countryDialingCode: '+63',
    // Within what every profile asks for at registration (de: a monthly limit of at most 1,000.00).
    depositLimits: { day: null, week: null, month: 100_000 },
    // uk and nl ask for a birth date at registration.
    birthDate: '1990-01-01',
    ...(email ? { email } : {}),
    ...(await server.solvedCaptcha()),
  });
};

describe('national self-exclusion registers', () => {
  it('uk: a person GAMSTOP lists cannot open an account, and nothing is created', async () => {
    listOn({ GAMSTOP: [{ username: 'OnGamstop1' }] });
    const refused = await register('ongamstop1');
    expect(refused.body.code).toBe(errors.EXCLUSION_REGISTER_LISTED.code);
    expect(refused.body.value).toEqual({ register: 'GAMSTOP' });
    const row = await server.ctx.db
      .selectFrom('members')
      .select('id')
      .where('username_lower', '=', 'ongamstop1')
      .executeTakeFirst();
    expect(row).toBeUndefined();
    // Another brand's register does not list them: under de (OASIS) they may register.
    brand.profile = 'de';
    expect((await register('ongamstop1')).body.code).toBe(0);
  });

  it('uk: a member GAMSTOP lists signs in to a restricted session, kept out of play while listed, and the answer is in their history', async () => {
    const { id } = await newPlayer(server, 'rg_gamstop_later');
    expect((await signIn('rg_gamstop_later')).body.code).toBe(0);
    // Listed after the last check: the answer holds 24 hours under uk, then sign-in asks again.
    listOn({ GAMSTOP: [{ username: 'rg_gamstop_later' }] });
    expect((await signIn('rg_gamstop_later')).body.code).toBe(0);
    server.clock.advance(24 * HOUR);
    const restricted = await signIn('rg_gamstop_later');
    expect(restricted.body.code).toBe(0);
    const token = restricted.body.value!.token;
    // Treated as self-excluded: the session gets the money out and little else, and says why.
    const info = await server.call(member.info, {}, { token });
    expect(info.body.value?.restriction).toEqual({ kind: 'register', until: null });
    const settings = await server.call(funds.responsible, {}, { token });
    expect(settings.body.value?.exclusion).toEqual({ kind: 'register', until: null });
    const launch = await server.call(games.launchGame, { gameCode: 'GD-SLOT-SPADE' }, { token });
    expect(launch.body.code).toBe(errors.RG_RESTRICTED.code);
    expect(launch.body.value).toMatchObject({ kind: 'register', until: null });

    const history = await server.ctx.db
      .selectFrom('responsible_changes')
      .innerJoin('members', 'members.id', 'responsible_changes.member_id')
      .select(['change', 'actor', 'before', 'after'])
      .where('members.username', '=', 'rg_gamstop_later')
      .orderBy('responsible_changes.id')
      .execute();
    expect(history).toEqual([
      {
        change: 'register',
        actor: 'system',
        before: { register: null },
        after: { register: { name: 'GAMSTOP', listed: false } },
      },
      {
        change: 'register',
        actor: 'system',
        before: { register: { name: 'GAMSTOP', listed: false } },
        after: { register: { name: 'GAMSTOP', listed: true } },
      },
    ]);
    // Kept out of play as a self-excluded member is, for as long as the register lists them.
    await expect(
      assertMayPlay(server.ctx.db, id, new Date(server.clock.now()), policyOf(brand.operator.current())),
    ).rejects.toMatchObject({
      code: errors.SELF_EXCLUDED.code,
    });

    // Taken off the register: the next check lifts it.
    listOn({});
    server.clock.advance(24 * HOUR);
    const again = await signIn('rg_gamstop_later');
    expect(again.body.code).toBe(0);
    const after = await server.call(member.info, {}, { token: again.body.value!.token });
    expect(after.body.value?.restriction).toBeNull();
  });

  it('nl: CRUKS is asked at every sign-in, matching the phone whatever its spacing', async () => {
    brand.profile = 'nl';
    const { id } = await newPlayer(server, 'rg_cruks');
    await server.ctx.db
      .updateTable('members')
      .set({ mobile_num: '9179876501', country_dialing_code: '+63' })
      .where('id', '=', id)
      .execute();
    expect((await signIn('rg_cruks')).body.code).toBe(0);
    listOn({ CRUKS: [{ phone: '+63 917 987 6501' }] });
    // No waiting: the very next sign-in asks again, and the session is restricted.
    const restricted = await signIn('rg_cruks');
    const info = await server.call(member.info, {}, { token: restricted.body.value!.token });
    expect(info.body.value?.restriction).toEqual({ kind: 'register', until: null });
  });

  it('none and on: no register is asked, even one that cannot answer', async () => {
    writeFileSync(join(dataDir, REGISTERS_FILE), '{ not json');
    await newPlayer(server, 'rg_no_register');
    for (const code of ['none', 'on'] as const) {
      brand.profile = code;
      expect((await signIn('rg_no_register')).body.code).toBe(0);
    }
  });

  it('uk: a register that cannot answer keeps sign-in and registration waiting with a clear refusal', async () => {
    await newPlayer(server, 'rg_register_down');
    // Past the last answer's 24 hours, so the sign-in asks again.
    server.clock.advance(24 * HOUR);
    writeFileSync(join(dataDir, REGISTERS_FILE), '{ not json');
    const refused = await signIn('rg_register_down');
    expect(refused.body.code).toBe(errors.EXCLUSION_REGISTER_UNAVAILABLE.code);
    expect(refused.body.value).toEqual({ register: 'GAMSTOP' });
    expect((await register('RegisterNew1')).body.code).toBe(errors.EXCLUSION_REGISTER_UNAVAILABLE.code);
    // A listing of an unknown register is as unreadable as broken JSON.
    writeFileSync(join(dataDir, REGISTERS_FILE), JSON.stringify({ NOPE: [] }));
    expect((await signIn('rg_register_down')).body.code).toBe(errors.EXCLUSION_REGISTER_UNAVAILABLE.code);
  });

  it('es: the RGIAJ matches an e-mail whatever its case at registration', async () => {
    brand.profile = 'es';
    listOn({ RGIAJ: [{ email: 'Someone@Example.com' }] });
    const refused = await register('Rgiaj1', 'someone@example.COM');
    expect(refused.body.code).toBe(errors.EXCLUSION_REGISTER_LISTED.code);
    expect(refused.body.value).toMatchObject({ register: 'RGIAJ' });
  });
});
