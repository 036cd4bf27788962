import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors, tournaments } from '../../../src/core/contract';
import { playRound, useSingleWallet } from './agents-fixtures';
import { startServer, type TestServer } from './harness';
import { newPlayer } from './payments-fixtures';
import { makeFreePlay, startedTournament } from './tournaments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await useSingleWallet(server);
});
afterAll(() => server.close());

describe('tournament member routes', () => {
  it('shows a new visitor the seeded demo tournaments: one running, one upcoming, one finished with its winners', async () => {
    const answer = await server.call(tournaments.tournamentList, { language: 'ty' });
    const demo = answer.body.value!.list.filter((tournament) => tournament.code.startsWith('demo-'));
    expect(demo.map((tournament) => [tournament.code, tournament.status, tournament.name])).toEqual([
      ['demo-slot-sprint', 'running', 'Sprint des machines à sous'],
      ['demo-big-win-weekend', 'upcoming', 'Week-end des gros gains'],
      ['demo-spin-marathon', 'finished', 'Marathon des tours'],
    ]);
    const finished = demo[2]!;
    expect(finished.winners.map((line) => [line.rank, line.account, line.score])).toEqual([
      [1, 'de***te', 412],
      [2, 'de***nt', 388],
    ]);
    const paid = await server.ctx.db
      .selectFrom('tournament_payouts')
      .select(['rank', 'kind', 'amount', 'paid_at'])
      .where('tournament_id', '=', finished.tournamentId)
      .orderBy('rank')
      .execute();
    expect(paid.map((row) => [row.rank, row.kind, row.amount, row.paid_at !== null])).toEqual([
      [1, 'money', 30_000, true],
      [2, 'points', 1_000, true],
    ]);
  });

  it('gives the detail with its eligible games as game cards, the prize table and the board', async () => {
    const { id } = await startedTournament(server, 'rt-detail', {
      eligible: { vendors: ['PG'], categories: [], games: [] },
      minStakeMinor: 200,
      maxRounds: 50,
    });
    const anna = await newPlayer(server, 'rt_anna', 100_000);
    server.clock.advance(1_000);
    await playRound(server, anna.id, { stake: 300 });
    const answer = await server.call(tournaments.tournamentDetail, { tournamentId: id, language: 'en' });
    const detail = answer.body.value!;
    expect(detail).toMatchObject({
      tournament: {
        tournamentId: id,
        code: 'rt-detail',
        name: 'Race rt-detail',
        status: 'running',
        entrants: 1,
      },
      minStakeMinor: 200,
      maxRounds: 50,
      prizes: [{ fromRank: 1, toRank: 1, kind: 'money', amount: 10_000 }],
      lottery: false,
      board: [{ rank: 1, account: 'rt***na', score: 300 }],
    });
    expect(detail.games.length).toBeGreaterThan(0);
    expect(detail.games.length).toBeLessThanOrEqual(24);
    expect(detail.gamesTotal).toBeGreaterThanOrEqual(detail.games.length);
    expect(detail.games.every((game) => game.vendorCode === 'PG')).toBe(true);
    const missing = await server.call(tournaments.tournamentDetail, { tournamentId: 99_999_999 });
    expect(missing.body.code).toBe(errors.TOURNAMENT_NOT_FOUND.code);
  });

  it('joins an opt-in tournament once; refuses automatic ones and free-play accounts; answers my standings', async () => {
    const optIn = await startedTournament(server, 'rt-join', { entry: 'opt_in' });
    const automatic = await startedTournament(server, 'rt-auto', { entry: 'automatic', startIn: 0 });
    const bert = await newPlayer(server, 'rt_bert', 100_000);
    const first = await server.call(
      tournaments.joinTournament,
      { tournamentId: optIn.id },
      { token: bert.token },
    );
    expect(first.body.value).toMatchObject({
      tournamentId: optIn.id,
      entered: true,
      eligible: true,
      me: null,
    });
    const listed = await server.call(tournaments.tournamentList, {});
    expect(listed.body.value!.list.find((row) => row.tournamentId === optIn.id)).toMatchObject({
      entrants: 1,
    });
    const again = await server.call(
      tournaments.joinTournament,
      { tournamentId: optIn.id },
      { token: bert.token },
    );
    expect(again.body.code).toBe(0);
    const refused = await server.call(
      tournaments.joinTournament,
      { tournamentId: automatic.id },
      { token: bert.token },
    );
    expect(refused.body.code).toBe(errors.TOURNAMENT_NOT_OPEN.code);
    const free = await newPlayer(server, 'rt_free', 0);
    await makeFreePlay(server, free.id);
    const notEligible = await server.call(
      tournaments.joinTournament,
      { tournamentId: optIn.id },
      { token: free.token },
    );
    expect(notEligible.body.code).toBe(errors.TOURNAMENT_NOT_ELIGIBLE.code);
    const mine = await server.call(tournaments.myTournaments, {}, { token: bert.token });
    const byId = new Map(mine.body.value!.list.map((standing) => [standing.tournamentId, standing]));
    expect(byId.get(optIn.id)).toMatchObject({ entered: true, eligible: true });
    expect(byId.get(automatic.id)).toMatchObject({ entered: true, eligible: true, me: null });
    expect((await server.call(tournaments.myTournaments, {})).body.code).toBe(errors.NOT_LOGGED_IN.code);
  });
});
