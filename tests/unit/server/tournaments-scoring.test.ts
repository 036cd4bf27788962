import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../server/db/transaction';
import { endGameSessions } from '../../../server/modules/games/end-games';
import { exclude } from '../../../server/modules/responsible/settings';
import { boardTop, standingOf } from '../../../server/modules/tournaments/board';
import { createTournament } from '../../../server/modules/tournaments/definitions';
import { join } from '../../../server/modules/tournaments/routes';
import { RATIO_SCALE } from '../../../src/core/contract/tournaments';
import { playRound, useSingleWallet } from './agents-fixtures';
import { startServer, type TestServer } from './harness';
import { PASSWORD } from './member-centre-fixtures';
import { newPlayer } from './payments-fixtures';
import { definition, MINUTE, makeFreePlay, moveTo, scores, startedTournament } from './tournaments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await useSingleWallet(server);
});
afterAll(() => server.close());

const at = () => new Date(server.clock.now());
const step = (ms = 1_000) => server.clock.advance(ms);
const players = async (prefix: string, names: string[]) => {
  const made = [];
  for (const name of names) made.push(await newPlayer(server, `${prefix}_${name}`, 1_000_000));
  return made;
};
const play = async (
  memberId: number,
  stake: number,
  payout = 0,
  game?: { vendor?: string; game?: string },
) => {
  step();
  await playRound(server, memberId, { stake, payout, ...game });
};
const tournamentRow = (id: number) =>
  server.ctx.db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('tournament scoring', () => {
  it('total stakes: each counted stake adds up', async () => {
    const { id } = await startedTournament(server, 'sc-stake', { scoring: 'total_stake' });
    const [a, b, c] = await players('st', ['anna', 'bert', 'cora']);
    await play(a!.id, 1_000);
    await play(b!.id, 500);
    await play(b!.id, 500, 800);
    await play(b!.id, 500);
    await play(c!.id, 2_000, 5_000);
    expect(await scores(server, id)).toEqual([
      ['st_cora', 2_000],
      ['st_bert', 1_500],
      ['st_anna', 1_000],
    ]);
  });

  it('sum of win ÷ stake, fixed point and rounded down', async () => {
    const { id } = await startedTournament(server, 'sc-ratio-sum', { scoring: 'win_ratio_sum' });
    const [a, b, c] = await players('rs', ['anna', 'bert', 'cora']);
    await play(a!.id, 1_000, 2_500);
    await play(a!.id, 1_000, 0);
    await play(b!.id, 300, 1_000);
    await play(c!.id, 700, 700);
    await play(c!.id, 100, 1_234);
    expect(await scores(server, id)).toEqual([
      ['rs_cora', RATIO_SCALE + 123_400],
      ['rs_bert', 33_333],
      ['rs_anna', 25_000],
    ]);
  });

  it('best single win ÷ stake', async () => {
    const { id } = await startedTournament(server, 'sc-best', { scoring: 'best_win_ratio' });
    const [a, b] = await players('bw', ['anna', 'bert']);
    await play(a!.id, 1_000, 2_500);
    await play(a!.id, 1_000, 500);
    await play(b!.id, 300, 1_000);
    await play(b!.id, 200, 0);
    expect(await scores(server, id)).toEqual([
      ['bw_bert', 33_333],
      ['bw_anna', 25_000],
    ]);
  });

  it('net win, which may go below zero', async () => {
    const { id } = await startedTournament(server, 'sc-net', { scoring: 'net_win' });
    const [a, b, c] = await players('nw', ['anna', 'bert', 'cora']);
    await play(a!.id, 1_000, 2_500);
    await play(b!.id, 1_000, 0);
    await play(c!.id, 500, 500);
    expect(await scores(server, id)).toEqual([
      ['nw_anna', 1_500],
      ['nw_cora', 0],
      ['nw_bert', -1_000],
    ]);
  });

  it('number of rounds', async () => {
    const { id } = await startedTournament(server, 'sc-rounds', { scoring: 'rounds' });
    const [a, b] = await players('rn', ['anna', 'bert']);
    await play(a!.id, 100);
    await play(b!.id, 100);
    await play(a!.id, 100);
    await play(a!.id, 100);
    expect(await scores(server, id)).toEqual([
      ['rn_anna', 3],
      ['rn_bert', 1],
    ]);
  });

  it('ties go to whoever reached the score first; a round that leaves a score as it was keeps its time', async () => {
    const { id } = await startedTournament(server, 'sc-ties', { scoring: 'best_win_ratio' });
    const [a, b, c] = await players('ti', ['anna', 'bert', 'cora']);
    await play(b!.id, 1_000, 2_000);
    await play(a!.id, 1_000, 2_000);
    // Bert's weaker round later does not move the time he reached 20 000.
    await play(b!.id, 1_000, 1_000);
    await play(c!.id, 1_000, 2_000);
    const board = await boardTop(server.ctx.db, await tournamentRow(id), at());
    expect(board.map((line) => [line.rank, line.account, line.score])).toEqual([
      [1, 'ti***rt', 20_000],
      [2, 'ti***na', 20_000],
      [3, 'ti***ra', 20_000],
    ]);
  });

  it('counts only stakes at or above the minimum, and at most the cap of rounds per member', async () => {
    const { id } = await startedTournament(server, 'sc-cap', { minStakeMinor: 500, maxRounds: 2 });
    const [a] = await players('cap', ['anna']);
    await play(a!.id, 400);
    await play(a!.id, 500);
    await play(a!.id, 600);
    await play(a!.id, 700);
    expect(await scores(server, id)).toEqual([['cap_anna', 1_100]]);
    const entry = await server.ctx.db
      .selectFrom('tournament_entries')
      .select('rounds')
      .where('tournament_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(entry.rounds).toBe(2);
  });

  it('counts only eligible games: a listed vendor, category or game code', async () => {
    const { id } = await startedTournament(server, 'sc-games', {
      eligible: { vendors: [], categories: [], games: ['fortune-tiger'] },
    });
    const [a] = await players('eg', ['anna']);
    await play(a!.id, 100, 0, { game: 'mahjong-ways' });
    await play(a!.id, 300, 0, { game: 'fortune-tiger' });
    expect(await scores(server, id)).toEqual([['eg_anna', 300]]);
  });

  it('opt-in: rounds before the start, before the entry and after the end never count', async () => {
    const [a, b] = await players('oi', ['anna', 'bert']);
    const id = await createTournament(
      server.ctx.db,
      definition(server, 'sc-optin', { entry: 'opt_in', startIn: 5, minutes: 30 }),
      'UTC',
      'en',
      at(),
    );
    const row = await tournamentRow(id);
    await join(server.ctx.db, row, a!.id, at());
    await play(a!.id, 100);
    moveTo(server, row.starts_at);
    await play(b!.id, 200);
    step();
    await join(server.ctx.db, row, b!.id, at());
    await play(b!.id, 300);
    await play(a!.id, 400);
    expect(await scores(server, id)).toEqual([
      ['oi_anna', 400],
      ['oi_bert', 300],
    ]);
    moveTo(server, row.ends_at);
    await play(b!.id, 5_000);
    expect(await scores(server, id)).toEqual([
      ['oi_anna', 400],
      ['oi_bert', 300],
    ]);
  });

  it('free-play accounts and excluded members never count nor show; a member excluded mid-way leaves the board', async () => {
    const { id } = await startedTournament(server, 'sc-out', {});
    const [a, b, c] = await players('out', ['anna', 'bert', 'cora']);
    await makeFreePlay(server, c!.id);
    await play(a!.id, 1_000);
    await play(b!.id, 2_000);
    await inTransaction(server.ctx.db, (trx) =>
      server.ctx.hooks.roundSettled.announce(trx, {
        memberId: c!.id,
        roundId: 'PG:free-play-1',
        validBet: 9_000,
        payout: 0,
        gameType: 'RNG',
        gameCode: 'mahjong-ways',
        vendorCode: 'PG',
        settledAt: at(),
        freePlay: true,
      }),
    );
    await exclude(server.ctx, b!.id, { period: '24h', password: PASSWORD }, endGameSessions);
    const row = await tournamentRow(id);
    const board = await boardTop(server.ctx.db, row, at());
    expect(board.map((line) => line.account)).toEqual(['ou***na']);
    const standing = await standingOf(server.ctx.db, row, b!.id, at());
    expect(standing).toMatchObject({ eligible: false, me: null, around: [] });
    const free = await standingOf(server.ctx.db, row, c!.id, at());
    expect(free).toMatchObject({ eligible: false, me: null });
    await expect(join(server.ctx.db, row, c!.id, at())).rejects.toMatchObject({ name: 'ApiError' });
  });

  it('my rank with the five above and below, on a board of many', async () => {
    const { id } = await startedTournament(server, 'sc-around', { scoring: 'total_stake' });
    const many = await players(
      'ar',
      Array.from({ length: 14 }, (_, index) => `p${String(index).padStart(2, '0')}`),
    );
    for (const [index, member] of many.entries()) await play(member.id, 100 * (index + 1));
    const row = await tournamentRow(id);
    // p06 has 700: seven are ahead of it (p13 … p07), so rank 8.
    const standing = await standingOf(server.ctx.db, row, many[6]!.id, at());
    expect(standing.me).toEqual({ rank: 8, account: 'ar***06', score: 700, me: true });
    expect(standing.around.map((line) => [line.rank, line.score])).toEqual([
      [3, 1_200],
      [4, 1_100],
      [5, 1_000],
      [6, 900],
      [7, 800],
      [8, 700],
      [9, 600],
      [10, 500],
      [11, 400],
      [12, 300],
      [13, 200],
    ]);
    const top = await boardTop(server.ctx.db, row, at());
    expect(top.slice(0, 2).map((line) => [line.rank, line.score])).toEqual([
      [1, 1_400],
      [2, 1_300],
    ]);
    step(MINUTE);
  });
});
