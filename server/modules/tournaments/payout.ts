import { sql } from 'kysely';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import { sendMessage } from '../messages/inbox';
import { inLanguage } from '../operator/definition-input';
import { excludedAt } from '../responsible/excluded';
import { instantIn, localIn } from '../wall-clock';
import type { TournamentRow } from './board';
import { cancelledMessage, prizeMessage } from './inbox-texts';
import { committedScores } from './scoring';

/** The reference a prize carries in the account record and the member's standing. */
export const prizeReference = (tournamentId: number, memberId: number) => `TRN-${tournamentId}-${memberId}`;
/** The prize transfer's ledger key: one per tournament and member, whoever pays it. */
export const prizeKey = (tournamentId: number, memberId: number) =>
  `tournament:${tournamentId}:prize:${memberId}`;

/** The language a member's messages are written in: the site language they last used, else the default. */
async function languageOf(db: Db, memberId: number, defaultLanguage: string): Promise<string> {
  const row = await db
    .selectFrom('responsible_settings')
    .select('language')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.language ?? defaultLanguage;
}

/**
 * Freezes an ended board, once: final ranks in board order among the members not kept out at the end nor
 * now, and who started no time-out or self-exclusion while it ran (such a member has no rank and wins nothing), the prizes owed by rank, and — for a recurring
 * tournament — its next occurrence, all in one transaction under the tournament's row lock. Answers whether
 * this call froze it.
 */
export async function freeze(db: Db, tournamentId: number, at: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('tournaments')
      .selectAll()
      .where('id', '=', tournamentId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.frozen_at || row.cancelled_at || row.ends_at > at) return false;
    await sql`UPDATE tournament_entries e SET final_rank = ranked.rank
      FROM (SELECT member_id, row_number() OVER (ORDER BY score DESC, reached_at, member_id) AS rank
        FROM tournament_entries
        WHERE tournament_id = ${tournamentId} AND reached_at IS NOT NULL
          AND NOT ${excludedAt('tournament_entries.member_id', row.ends_at)}
          AND NOT ${excludedAt('tournament_entries.member_id', at)}
          AND NOT EXISTS (SELECT 1 FROM responsible_changes rc
            WHERE rc.member_id = tournament_entries.member_id AND rc.change IN ('exclusion', 'panic')
              AND rc.created_at >= ${row.starts_at}::timestamptz AND rc.created_at < ${row.ends_at}::timestamptz)
        ) AS ranked
      WHERE e.tournament_id = ${tournamentId} AND e.member_id = ranked.member_id`.execute(trx);
    await sql`INSERT INTO tournament_payouts (tournament_id, member_id, rank, kind, amount, reference)
      SELECT e.tournament_id, e.member_id, e.final_rank, p.kind, p.amount,
        'TRN-' || e.tournament_id || '-' || e.member_id
      FROM tournament_entries e
      JOIN jsonb_to_recordset(${JSON.stringify(row.prizes)}::jsonb)
        AS p ("fromRank" integer, "toRank" integer, kind text, amount bigint)
        ON e.final_rank BETWEEN p."fromRank" AND p."toRank"
      WHERE e.tournament_id = ${tournamentId}
      ON CONFLICT DO NOTHING`.execute(trx);
    await trx.updateTable('tournaments').set({ frozen_at: at }).where('id', '=', tournamentId).execute();
    if (row.recurrence !== 'none') await scheduleNext(trx, { ...row, id: tournamentId }, at);
    committedScores.announce(trx, { tournamentIds: [tournamentId] });
    return true;
  });
}

/**
 * A recurring tournament's next occurrence: its own row, with the same rules, a day or a week later on the
 * brand's wall clock (so it keeps its local hour across a change of summer time), coded `<series>-<n>`.
 * The (series, occurrence) key makes it once; an occurrence whose time has already passed (the server was
 * down) is skipped to the first one still to come.
 */
async function scheduleNext(trx: Db, row: TournamentRow, at: Date): Promise<void> {
  const days = row.recurrence === 'daily' ? 1 : 7;
  const span = row.ends_at.getTime() - row.starts_at.getTime();
  let occurrence = row.occurrence;
  let startsAt = row.starts_at;
  do {
    occurrence += 1;
    startsAt = shiftDays(startsAt, days, row.time_zone);
  } while (startsAt.getTime() + span <= at.getTime());
  await trx
    .insertInto('tournaments')
    .values({
      code: `${row.series}-${occurrence}`,
      names: JSON.stringify(row.names),
      art: JSON.stringify(row.art),
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + span),
      time_zone: row.time_zone,
      recurrence: row.recurrence,
      series: row.series,
      occurrence,
      eligible: JSON.stringify(row.eligible),
      min_stake_minor: row.min_stake_minor,
      max_rounds: row.max_rounds,
      entry: row.entry,
      prizes: JSON.stringify(row.prizes),
      scoring: row.scoring,
      created_at: at,
      cancelled_at: null,
      frozen_at: null,
      paid_at: null,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

function shiftDays(at: Date, days: number, timeZone: string): Date {
  const local = localIn(at, timeZone);
  const shifted = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return instantIn(`${shifted.toISOString().slice(0, 10)}T${local.slice(11, 16)}`, timeZone);
}

/**
 * Pays what a frozen board owes, each prize in its own transaction: the payout row locked (a second runner
 * waits, then sees it paid), the ledger transfer under its key (a transfer that committed before a crash is
 * found, never made twice), the winner's inbox message, the row marked paid — all or nothing. Whatever a
 * crash left unpaid is paid by the next run. Marks the tournament paid once nothing is owed.
 */
export async function payPrizes(
  db: Db,
  tournamentId: number,
  at: Date,
  defaultLanguage: string,
): Promise<number> {
  const tournament = await db
    .selectFrom('tournaments')
    .select(['id', 'code', 'names', 'frozen_at', 'paid_at'])
    .where('id', '=', tournamentId)
    .executeTakeFirst();
  if (!tournament?.frozen_at || tournament.paid_at) return 0;
  const owed = await db
    .selectFrom('tournament_payouts')
    .select('member_id')
    .where('tournament_id', '=', tournamentId)
    .where('paid_at', 'is', null)
    .orderBy('rank')
    .execute();
  let paid = 0;
  for (const { member_id: memberId } of owed) {
    const done = await inTransaction(db, async (trx) => {
      const payout = await trx
        .selectFrom('tournament_payouts')
        .selectAll()
        .where('tournament_id', '=', tournamentId)
        .where('member_id', '=', memberId)
        .where('paid_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!payout) return false;
      const money = payout.kind === 'money';
      const from = await accountFor(trx, null, money ? 'house_tournaments' : 'points_issued', at);
      const to = await accountFor(trx, memberId, money ? 'player_main' : 'points_member', at);
      const moved = await transfer(trx, {
        idempotencyKey: prizeKey(tournamentId, memberId),
        kind: 'tournament_prize',
        memo: `Tournament ${tournament.code}, rank ${payout.rank} (${payout.reference})`,
        legs: [
          { accountId: from, amountMinor: -payout.amount },
          { accountId: to, amountMinor: payout.amount },
        ],
        at,
      });
      const language = await languageOf(trx, memberId, defaultLanguage);
      await sendMessage(trx, {
        memberId,
        ...prizeMessage(language, {
          name: inLanguage(tournament.names, language, defaultLanguage),
          rank: payout.rank,
          kind: payout.kind,
          amount: Number(payout.amount),
          reference: payout.reference,
        }),
        at,
      });
      await trx
        .updateTable('tournament_payouts')
        .set({ transfer_id: moved.transferId, paid_at: at, messaged_at: at })
        .where('tournament_id', '=', tournamentId)
        .where('member_id', '=', memberId)
        .execute();
      return true;
    });
    if (done) paid += 1;
  }
  await inTransaction(db, async (trx) => {
    const left = await trx
      .selectFrom('tournament_payouts')
      .select('member_id')
      .where('tournament_id', '=', tournamentId)
      .where('paid_at', 'is', null)
      .executeTakeFirst();
    if (!left) {
      await trx
        .updateTable('tournaments')
        .set({ paid_at: at })
        .where('id', '=', tournamentId)
        .where('paid_at', 'is', null)
        .execute();
    }
  });
  return paid;
}

/**
 * The scheduled run: freezes every board whose end has come and pays what frozen boards still owe (a board
 * a crash left half paid included).
 */
export async function finishDue(db: Db, at: Date, defaultLanguage: string): Promise<void> {
  const ended = await db
    .selectFrom('tournaments')
    .select('id')
    .where('ends_at', '<=', at)
    .where('cancelled_at', 'is', null)
    .where('paid_at', 'is', null)
    .orderBy('ends_at')
    .orderBy('id')
    .limit(20)
    .execute();
  for (const { id } of ended) {
    await freeze(db, id, at);
    await payPrizes(db, id, at, defaultLanguage);
  }
}

/**
 * Ends a running tournament now: its end becomes `at` (rounds settled from now on do not count), then it is
 * frozen and paid as at a normal end. An upcoming one cannot be ended (cancel it), a finished one is.
 */
export async function endNow(db: Db, tournamentId: number, at: Date, defaultLanguage: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('tournaments')
      .select(['starts_at', 'ends_at', 'cancelled_at'])
      .where('id', '=', tournamentId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) fail('TOURNAMENT_NOT_FOUND');
    if (row.cancelled_at || row.ends_at <= at) fail('TOURNAMENT_ALREADY_ENDED');
    if (row.starts_at > at) fail('TOURNAMENT_NOT_OPEN');
    await trx.updateTable('tournaments').set({ ends_at: at }).where('id', '=', tournamentId).execute();
  });
  await freeze(db, tournamentId, at);
  await payPrizes(db, tournamentId, at, defaultLanguage);
}

/**
 * Cancels a tournament that has not ended: nothing is paid, and every member who entered is told in their
 * inbox. A recurring series stops with it (no next occurrence).
 */
export async function cancel(
  db: Db,
  tournamentId: number,
  at: Date,
  defaultLanguage: string,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('tournaments')
      .select(['names', 'ends_at', 'cancelled_at', 'frozen_at'])
      .where('id', '=', tournamentId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) fail('TOURNAMENT_NOT_FOUND');
    if (row.cancelled_at || row.frozen_at || row.ends_at <= at) fail('TOURNAMENT_ALREADY_ENDED');
    await trx.updateTable('tournaments').set({ cancelled_at: at }).where('id', '=', tournamentId).execute();
    const entered = await trx
      .selectFrom('tournament_entries')
      .select('member_id')
      .where('tournament_id', '=', tournamentId)
      .orderBy('member_id')
      .execute();
    for (const { member_id: memberId } of entered) {
      const language = await languageOf(trx, memberId, defaultLanguage);
      await sendMessage(trx, {
        memberId,
        ...cancelledMessage(language, inLanguage(row.names, language, defaultLanguage)),
        at,
      });
    }
    committedScores.announce(trx, { tournamentIds: [tournamentId] });
    return entered.length;
  });
}
