import { sql } from 'kysely';
import { inTransaction } from '../../../server/db/transaction';
import { createTournament } from '../../../server/modules/tournaments/definitions';
import { localIn } from '../../../server/modules/wall-clock';
import type { TestServer } from './harness';

export const MINUTE = 60_000;

/** A definition in UTC wall-clock times, `startIn` minutes from the clock, lasting `minutes`. */
export function definition(server: TestServer, code: string, overrides: Record<string, unknown> = {}) {
  const startIn = (overrides.startIn as number | undefined) ?? 1;
  const minutes = (overrides.minutes as number | undefined) ?? 60;
  const { startIn: _s, minutes: _m, ...rest } = overrides;
  const start = new Date(Math.ceil(server.clock.now() / MINUTE) * MINUTE + startIn * MINUTE);
  return {
    code,
    names: { en: `Race ${code}`, es: `Carrera ${code}` },
    startsAt: localIn(start, 'UTC'),
    endsAt: localIn(new Date(start.getTime() + minutes * MINUTE), 'UTC'),
    eligible: { vendors: ['PG'], categories: [], games: [] },
    minStakeMinor: 0,
    maxRounds: null,
    entry: 'automatic',
    prizes: [{ fromRank: 1, toRank: 1, kind: 'money', amount: 10_000 }],
    scoring: 'total_stake',
    ...rest,
  };
}

/** Creates a tournament and moves the clock to its start; answers its id and its start and end. */
export async function startedTournament(
  server: TestServer,
  code: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; startsAt: Date; endsAt: Date }> {
  const id = await createTournament(
    server.ctx.db,
    definition(server, code, overrides),
    'UTC',
    'en',
    new Date(server.clock.now()),
  );
  const row = await server.ctx.db
    .selectFrom('tournaments')
    .select(['starts_at', 'ends_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  moveTo(server, row.starts_at);
  return { id, startsAt: row.starts_at, endsAt: row.ends_at };
}

export function moveTo(server: TestServer, at: Date): void {
  const ms = at.getTime() - server.clock.now();
  if (ms > 0) server.clock.advance(ms);
}

/** The board as [user name, score] pairs, best first, from the entries (unmasked, for exact checks). */
export async function scores(server: TestServer, tournamentId: number): Promise<[string, number][]> {
  const rows = await server.ctx.db
    .selectFrom('tournament_entries')
    .innerJoin('members', 'members.id', 'tournament_entries.member_id')
    .select(['members.username', 'tournament_entries.score'])
    .where('tournament_id', '=', tournamentId)
    .where('reached_at', 'is not', null)
    .orderBy('score', 'desc')
    .orderBy('reached_at')
    .orderBy('member_id')
    .execute();
  return rows.map((row) => [row.username, row.score]);
}

/** Every asset's entries sum to zero (double entry holds). */
export async function ledgerSums(server: TestServer): Promise<Record<string, number>> {
  const { rows } = await sql<{
    asset: string;
    total: string | number;
  }>`SELECT a.asset, sum(e.amount_minor) AS total
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id GROUP BY a.asset`.execute(
    server.ctx.db,
  );
  return Object.fromEntries(rows.map((row) => [row.asset, Number(row.total)]));
}

export async function makeFreePlay(server: TestServer, memberId: number): Promise<void> {
  await inTransaction(server.ctx.db, (trx) =>
    trx.updateTable('members').set({ type: 4 }).where('id', '=', memberId).execute(),
  );
}
