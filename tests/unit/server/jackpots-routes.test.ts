import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveRegistry } from '../../../server/modules/live/topics';
import { createOperatorKey } from '../../../server/modules/operator/key';
import { errors, jackpots } from '../../../src/core/contract';
import { MEMBER_JACKPOT_TOPIC } from '../../../src/core/contract/jackpots';
import { switchableProfile } from './brand-profile';
import { LogCapture, startServer, type TestServer } from './harness';
import {
  balanceOf,
  contributionRows,
  createPot,
  cycleRows,
  neverWins,
  potDefinition,
  retireAll,
  settle,
} from './jackpots-fixtures';
import { newPlayer } from './payments-fixtures';

/** The jackpot endpoints, the operator's API and its checks, the de profile, the live topics and the secret seed. */
const brand = switchableProfile();
let server: TestServer;
let dataDir: string;
let key: string;
const log = new LogCapture();
beforeAll(async () => {
  dataDir = mkdtempSync(joinPath(tmpdir(), 'gd-jackpots-'));
  key = createOperatorKey(dataDir);
  server = await startServer({ dataDir, logStream: log, operator: brand.operator });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  brand.profile = 'none';
  await retireAll(server);
});

const operator = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: {
      'x-operator-key': key,
      'x-operator-name': 'test-op',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    remoteAddress: '127.0.0.1',
  });

describe('the public endpoints', () => {
  it('lists the active pots with names and art in the language asked for, the default standing in', async () => {
    const jackpotId = await createPot(server, 'listed', {
      ...neverWins,
      names: { en: 'Listed pot', es: 'Bote listado' },
      art: { en: 'https://cdn.example.com/pot.png' },
    });
    const list = async (language: string) =>
      (await server.call(jackpots.jackpotList, { language })).body.value!;
    const en = await list('en');
    expect(en.enabled).toBe(true);
    const pot = en.list.find((entry) => entry.jackpotId === jackpotId)!;
    expect(pot).toMatchObject({
      code: 'listed',
      name: 'Listed pot',
      art: 'https://cdn.example.com/pot.png',
      kind: 'progressive',
      valueMinor: 10_000,
      seedMinor: 10_000,
      capMinor: null,
      cycle: 1,
      lastWin: null,
    });
    expect(pot.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // ty has no name: the brand's default language (es) stands in; no art in es nor ty.
    expect((await list('ty')).list.find((entry) => entry.jackpotId === jackpotId)).toMatchObject({
      name: 'Bote listado',
      art: null,
    });
    // The demo pots are retired on test servers, and a retired pot leaves the list.
    expect(en.list.map((entry) => entry.code)).not.toContain('mega-jackpot');
  });

  it('shows a pot’s last winners masked, with the game’s name from the catalogue, and its totals', async () => {
    const catalogue = await server.ctx.catalogue.latest();
    const game = catalogue.games.find((entry) => entry.isGame === 'GAME')!;
    const winner = await newPlayer(server, 'jp_winner_one', 0);
    const jackpotId = await createPot(server, 'shown', {
      eligible: { vendors: [], categories: [], games: [game.code] },
      seedMinor: 10_000,
      capMinor: 10_001,
    });
    await settle(server, winner.id, { validBet: 1_000, gameCode: game.code, vendorCode: game.vendor.code });
    const detail = (await server.call(jackpots.jackpotDetail, { jackpotId, language: 'en' })).body.value!;
    expect(detail.winners).toEqual([
      {
        cycle: 1,
        account: 'jp***ne',
        amountMinor: 10_010,
        at: expect.any(String),
        gameCode: game.code,
        gameName: game.names.get('en'),
      },
    ]);
    expect(detail.jackpot.lastWin).toEqual(detail.winners[0]);
    expect(detail.jackpot.cycle).toBe(2);
    expect(detail.totals).toEqual({ seededMinor: 20_000, contributedMinor: 10, paidMinor: 10_010 });
    const rows = (await server.call(jackpots.jackpotContributions, { jackpotId, cycle: 1 })).body.value!;
    expect(rows).toMatchObject({
      total: 1,
      page: 1,
      list: [{ stakeMinor: 1_000, ppm: 10_000, amountMinor: 10, potAfterMinor: 10_010 }],
    });
    expect(
      (await server.call(jackpots.jackpotContributions, { jackpotId, cycle: 2 })).body.value!.list,
    ).toEqual([]);
  });

  it('answers JACKPOT_NOT_FOUND for an unknown pot or cycle, and for the last win of a pot never won', async () => {
    const jackpotId = await createPot(server, 'unwon', neverWins);
    const code = async (endpoint: Parameters<TestServer['call']>[0], input: Record<string, unknown>) =>
      (await server.call(endpoint, input)).body.code;
    expect(await code(jackpots.jackpotDetail, { jackpotId: 999_999 })).toBe(errors.JACKPOT_NOT_FOUND.code);
    expect(await code(jackpots.jackpotCycleDetail, { jackpotId: 999_999, cycle: 1 })).toBe(
      errors.JACKPOT_NOT_FOUND.code,
    );
    expect(await code(jackpots.jackpotCycleDetail, { jackpotId, cycle: 7 })).toBe(
      errors.JACKPOT_NOT_FOUND.code,
    );
    expect(await code(jackpots.jackpotCycleDetail, { jackpotId })).toBe(errors.JACKPOT_NOT_FOUND.code);
    expect(await code(jackpots.jackpotContributions, { jackpotId, cycle: 2 })).toBe(
      errors.JACKPOT_NOT_FOUND.code,
    );
    expect(await code(jackpots.jackpotCycleDetail, { jackpotId, cycle: 1 })).toBe(0);
  });
});

describe('under a profile that forbids jackpots (de)', () => {
  it('lists nothing, refuses the rest with JACKPOTS_OFF, and no round contributes', async () => {
    const member = await newPlayer(server, 'jp_de', 0);
    const jackpotId = await createPot(server, 'de-off', neverWins);
    brand.profile = 'de';
    expect((await server.call(jackpots.jackpotList, {})).body.value).toEqual({ enabled: false, list: [] });
    for (const [endpoint, input] of [
      [jackpots.jackpotDetail, { jackpotId }],
      [jackpots.jackpotCycleDetail, { jackpotId, cycle: 1 }],
      [jackpots.jackpotContributions, { jackpotId, cycle: 1 }],
    ] as const) {
      const answer = await server.call(endpoint, input);
      expect(answer.body.code).toBe(errors.JACKPOTS_OFF.code);
    }
    await settle(server, member.id, { validBet: 5_000 });
    expect(await contributionRows(server, jackpotId)).toEqual([]);
    expect(liveRegistry(server.ctx).lookup(`jackpot:${jackpotId}`, null)).toBe('unknown');
    brand.profile = 'none';
    await settle(server, member.id, { validBet: 5_000 });
    expect(await contributionRows(server, jackpotId)).toHaveLength(1);
  });
});

describe('the operator API', () => {
  it('creates a pot that drops on its first contributing round (seed 10000, cap 10001), changes and retires it', async () => {
    const created = await operator('POST', '/operator/api/jackpots', {
      ...potDefinition('first-round'),
      capMinor: 10_001,
      contributionPpm: 100_000,
      gameRates: [{ gameCode: 'jpt-slot', ppm: 50_000 }],
    });
    expect(created.statusCode).toBe(200);
    const pot = created.json().value;
    expect(pot).toMatchObject({ code: 'first-round', cycle: 1, valueMinor: 10_000, capMinor: 10_001 });
    const member = await newPlayer(server, 'jp_first', 0);
    await settle(server, member.id, { validBet: 1_000 });
    expect(await balanceOf(server, 'player_main', member.id)).toBe(10_050);

    // Names at once; the seed amount and cap from the next cycle.
    const changed = await operator('POST', `/operator/api/jackpots/${pot.id}`, {
      names: { en: 'Renamed', es: 'Renombrado' },
      seedMinor: 20_000,
      capMinor: 30_000,
    });
    expect(changed.json().value).toMatchObject({
      names: { en: 'Renamed' },
      seedMinor: 20_000,
      cycle: 2,
      valueMinor: 10_000,
    });
    expect((await cycleRows(server, pot.id)).at(-1)).toMatchObject({
      seeded_minor: 10_000,
      cap_minor: 10_001,
    });
    await settle(server, member.id, { validBet: 1_000 });
    expect((await cycleRows(server, pot.id)).at(-1)).toMatchObject({
      number: 3,
      seeded_minor: 20_000,
      cap_minor: 30_000,
    });

    const list = (await operator('GET', '/operator/api/jackpots')).json().value.jackpots;
    expect(list.map((entry: { code: string }) => entry.code)).toContain('first-round');
    const retired = await operator('POST', `/operator/api/jackpots/${pot.id}/retire`);
    expect(retired.json().value.retiredAt).toEqual(expect.any(String));
    expect(
      (await server.call(jackpots.jackpotList, {})).body.value!.list.map((entry) => entry.code),
    ).not.toContain('first-round');
    expect((await operator('POST', '/operator/api/jackpots/999999/retire')).json().code).toBe(
      errors.JACKPOT_NOT_FOUND.code,
    );
    expect((await operator('GET', '/operator/api/jackpots/abc')).json().code).toBe(
      errors.JACKPOT_NOT_FOUND.code,
    );
  });

  it('refuses a bad definition naming each bad field', async () => {
    const fields = async (body: unknown) => {
      const answer = (await operator('POST', '/operator/api/jackpots', body)).json();
      expect(answer.code).toBe(errors.INVALID_INPUT.code);
      return answer.fields as Record<string, string>;
    };
    expect(
      Object.keys(
        await fields({
          code: 'X',
          names: { de: 'Topf' },
          kind: 'lottery',
          eligible: { vendors: [], categories: [], games: [] },
          contributionPpm: 0,
          seedMinor: 0,
          gameRates: [{ gameCode: 'a', ppm: 100_001 }],
          extra: 1,
        }),
      ).sort(),
    ).toEqual(
      [
        'code',
        'contributionPpm',
        'eligible',
        'extra',
        'gameRates.0.ppm',
        'kind',
        'names.de',
        'seedMinor',
      ].sort(),
    );
    expect(await fields(potDefinition('cap-low', { capMinor: 10_000 }))).toEqual({
      capMinor: 'the cap is not above the seed amount',
    });
    expect(
      Object.keys(await fields(potDefinition('no-stake', { kind: 'progressive', capMinor: null }))),
    ).toEqual(['stakePerWinMinor']);
    expect(Object.keys(await fields(potDefinition('ppm-high', { contributionPpm: 100_001 })))).toEqual([
      'contributionPpm',
    ]);
    expect(
      Object.keys(
        await fields(
          potDefinition('twice', {
            gameRates: [
              { gameCode: 'a', ppm: 5 },
              { gameCode: 'a', ppm: 6 },
            ],
          }),
        ),
      ),
    ).toEqual(['gameRates']);
    expect(Object.keys(await fields(potDefinition('no-name', { names: { pt: 'Pote' } })))).toEqual(['names']);
    await createPot(server, 'taken', neverWins);
    expect(await fields(potDefinition('taken'))).toEqual({ code: 'another jackpot has this code' });
    const unchanged = await operator('POST', '/operator/api/jackpots/1', { kind: 'progressive' });
    expect(unchanged.json().fields).toEqual({ kind: 'not a field' });
  });

  it('audits every pot from its rows', async () => {
    const answer = (await operator('GET', '/operator/api/jackpots/audit')).json().value;
    expect(answer.balanced).toBe(true);
    expect(answer.pots.length).toBeGreaterThan(3);
    for (const pot of answer.pots) {
      expect(pot.seededMinor + pot.contributedMinor).toBe(pot.valueMinor + pot.paidMinor);
      expect(pot.keptValueMinor).toBe(pot.valueMinor);
      expect(pot.ledgerBalanceMinor).toBe(pot.valueMinor);
    }
    expect(
      (await server.app.inject({ method: 'GET', url: '/operator/api/jackpots/audit' })).statusCode,
    ).not.toBe(200);
  });
});

describe('the command line', () => {
  it('creates a pot from a file, lists it, audits every pot and retires it by code', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address() as AddressInfo;
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/operator-cli.ts', ...args], {
        env: { ...process.env, OPERATOR_URL: `http://127.0.0.1:${address.port}`, OPERATOR_KEY: key },
      });
    const file = joinPath(dataDir, 'cli-pot.json');
    writeFileSync(file, JSON.stringify(potDefinition('cli-pot', { capMinor: 10_001 })));
    const created = await cli('jackpot-create', file);
    expect(created.stdout).toMatch(/#\d+ cli-pot \[must_drop\] cycle 1, value 10000, seed hash [0-9a-f]{64}/);
    const member = await newPlayer(server, 'jp_cli', 0);
    await settle(server, member.id, { validBet: 1_000 });
    expect((await cli('jackpots')).stdout).toMatch(/cli-pot \[must_drop\] cycle 2, value 10000/);
    const audit = await cli('jackpot-audit');
    expect(audit.stdout).toMatch(
      /cli-pot: seeded 20000 \+ contributed 10 = value 10000 \+ paid 10010 OK \(2 cycles, ledger 10000\)/,
    );
    expect(audit.stdout).toContain('Every pot balances.');
    expect((await cli('jackpot-retire', 'cli-pot')).stdout).toMatch(/retired[\s\S]*cli-pot[\s\S]*, retired /);
    await expect(cli('jackpot-create', file)).rejects.toMatchObject({
      stderr: expect.stringContaining(String(errors.INVALID_INPUT.code)),
    });
  }, 60_000);
});

describe('the live channel', () => {
  it('publishes a moved pot’s value after the commit, throttled, and tells the winner on member:jackpot', async () => {
    const registry = liveRegistry(server.ctx);
    const published = vi.spyOn(registry, 'publish');
    const member = await newPlayer(server, 'jp_live', 0);
    const jackpotId = await createPot(server, 'live', { seedMinor: 10_000, capMinor: 10_001 });
    const topic = registry.lookup(`jackpot:${jackpotId}`, null);
    expect(topic).toMatchObject({ key: `jackpot:${jackpotId}`, kind: 'state' });
    expect(await (topic as { snapshot: () => Promise<unknown> }).snapshot()).toMatchObject({
      jackpotId,
      valueMinor: 10_000,
      cycle: 1,
    });
    expect(registry.lookup(MEMBER_JACKPOT_TOPIC, null)).toBe('sign-in');
    expect(registry.lookup(MEMBER_JACKPOT_TOPIC, member.id)).toMatchObject({
      key: `member:${member.id}:jackpot`,
      kind: 'events',
    });
    const roundId = await settle(server, member.id, { validBet: 1_000 });
    await vi.waitFor(
      () => expect(published.mock.calls.some(([key]) => key === `jackpot:${jackpotId}`)).toBe(true),
      {
        timeout: 2_000,
      },
    );
    const value = published.mock.calls.filter(([key]) => key === `jackpot:${jackpotId}`);
    expect(value).toHaveLength(1);
    expect(value[0]![1]).toMatchObject({
      jackpotId,
      cycle: 2,
      valueMinor: 10_000,
      lastWin: { cycle: 1, amountMinor: 10_010 },
    });
    expect(published.mock.calls.find(([key]) => key === `member:${member.id}:jackpot`)![1]).toEqual({
      jackpotId,
      cycle: 1,
      amountMinor: 10_010,
      gameCode: 'jpt-slot',
      roundId,
    });
    published.mockRestore();
  });
});

describe('the running cycle’s seed', () => {
  it('never appears in an answer, an error or a log line, nor does the drop point’s name', async () => {
    const member = await newPlayer(server, 'jp_secret', 0);
    const jackpotId = await createPot(server, 'secret', { seedMinor: 1_000, capMinor: 1_000_000 });
    await settle(server, member.id, { validBet: 1_000 });
    const [cycle] = await cycleRows(server, jackpotId);
    const secret = Buffer.from(cycle!.seed).toString('hex');
    const answers = [
      JSON.stringify((await server.call(jackpots.jackpotList, {})).body),
      JSON.stringify((await server.call(jackpots.jackpotDetail, { jackpotId })).body),
      JSON.stringify((await server.call(jackpots.jackpotCycleDetail, { jackpotId, cycle: 1 })).body),
      JSON.stringify((await server.call(jackpots.jackpotContributions, { jackpotId, cycle: 1 })).body),
      JSON.stringify((await server.call(jackpots.jackpotCycleDetail, { jackpotId, cycle: 99 })).body),
      (await operator('GET', '/operator/api/jackpots')).body,
      (await operator('GET', `/operator/api/jackpots/${jackpotId}`)).body,
      (await operator('GET', '/operator/api/jackpots/audit')).body,
    ];
    for (const answer of answers) {
      expect(answer).not.toContain(secret);
      expect(answer).not.toMatch(/drop_?point/i);
      expect(answer).not.toContain(String(cycle!.drop_point_minor));
    }
    expect(log.text).not.toContain(secret);
    expect(log.text).not.toContain(Buffer.from(cycle!.seed).toString('base64'));
  });
});
