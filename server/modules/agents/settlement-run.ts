import { type Selectable, sql } from 'kysely';
import type { ContractKind, ContractTerms } from '../../../src/core/contract/agents';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import type { TransferKind } from '../ledger/transfer-kinds';
import { type Basis, computeSettlement, type TeamRound } from './settlement';
import { type Period, periodContaining, periodsBetween, unitOf } from './settlement-periods';
import type { AgentContractsTable } from './tables';

/**
 * Pays one contract's closed periods (see settlement.ts for what a period earns). A contract
 * pays each period that ends while it is in force — after its acceptance, and no later than
 * its replacement or termination — so for every member and kind exactly one contract pays a
 * period. Each period is settled once: its row is unique per contract and period start, and
 * its ledger transfer (house_commissions → the holder's agent_income) carries the key
 * `settle:<contractId>:<periodStartIso>`, all in one transaction.
 */

export type SettledContract = Selectable<AgentContractsTable>;

export interface SettleTotals {
  /** Settlement rows written (zero-amount periods included). */
  periods: number;
  /** Of which paid something. */
  paid: number;
  amountMinor: number;
}

/** The ledger transfer kind of each contract kind's payments. */
export const SETTLEMENT_TRANSFER_KIND: Record<ContractKind, TransferKind> = {
  dividend: 'dividend',
  dailySalary: 'daily_salary',
  hourlySalary: 'hourly_salary',
  realtimeSalary: 'realtime_salary',
};

const FIVE_MINUTES = sql`interval '5 minutes'`;
const BIN_ORIGIN = sql`TIMESTAMPTZ '2000-01-03 00:00:00+00'`;
const CHUNK = 1000;
const FEW_PERIODS = 3;

const noRounds = (): Basis => ({ parts: [], unmet: null, teamRounds: 0 });

/**
 * The holder's team rounds and lottery bets settled in the period, each with the highest rates
 * held below the holder on its player's chain by contracts of the kind in force when the period
 * ends. A lottery bet's id is negated so one number list holds both (split again when they are stored).
 */
async function teamRounds(
  db: Db,
  holderId: number,
  kind: ContractKind,
  period: Period,
): Promise<TeamRound[]> {
  const { rows } = await sql<{
    id: number;
    member_id: number;
    stake: number | string;
    payout: number | string;
    below_win: number;
    below_loss: number;
  }>`
    WITH team_rounds AS MATERIALIZED (
      SELECT CASE WHEN r.source = 'lottery' THEN -r.id ELSE r.id END AS id,
        r.member_id, r.stake_minor, r.payout_minor, t.depth
      FROM member_tree t JOIN played_rounds r ON r.member_id = t.descendant_id
      WHERE t.ancestor_id = ${holderId} AND r.status = 'settled'
        AND r.settled_at >= ${period.start} AND r.settled_at < ${period.end}
    ),
    players AS (SELECT DISTINCT member_id, depth FROM team_rounds),
    rates AS (
      SELECT to_member_id AS member_id,
        (CASE WHEN kind = 'realtimeSalary' THEN terms->>'winRate' ELSE terms->>'rate' END)::int AS win,
        (CASE WHEN kind = 'realtimeSalary' THEN terms->>'lossRate' ELSE terms->>'rate' END)::int AS loss
      FROM agent_contracts
      WHERE kind = ${kind} AND accepted_at IS NOT NULL AND accepted_at < ${period.end}
        AND (ended_at IS NULL OR ended_at >= ${period.end})
    ),
    below AS (
      SELECT p.member_id, MAX(rates.win) AS win, MAX(rates.loss) AS loss
      FROM players p
      JOIN member_tree chain ON chain.descendant_id = p.member_id AND chain.depth < p.depth
      JOIN rates ON rates.member_id = chain.ancestor_id
      GROUP BY p.member_id
    )
    SELECT tr.id, tr.member_id, tr.stake_minor AS stake, tr.payout_minor AS payout,
      COALESCE(b.win, 0) AS below_win, COALESCE(b.loss, 0) AS below_loss
    FROM team_rounds tr LEFT JOIN below b ON b.member_id = tr.member_id
    ORDER BY tr.id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    stake: Number(row.stake),
    payout: Number(row.payout),
    belowWin: Number(row.below_win),
    belowLoss: Number(row.below_loss),
  }));
}

/** Starts (ms) of the periods in [from, to) in which the holder's team settled at least one round. */
async function busyPeriodStarts(
  db: Db,
  holderId: number,
  from: Date,
  to: Date,
  contract: SettledContract,
): Promise<Set<number>> {
  // Every period boundary (5 minutes, hour, day, week, half month, month) is a 5-minute
  // boundary, so a 5-minute bin lies in exactly one period.
  const { rows } = await sql<{ bin: Date }>`
    SELECT DISTINCT date_bin(${FIVE_MINUTES}, r.settled_at, ${BIN_ORIGIN}) AS bin
    FROM member_tree t JOIN played_rounds r ON r.member_id = t.descendant_id
    WHERE t.ancestor_id = ${holderId} AND r.status = 'settled'
      AND r.settled_at >= ${from} AND r.settled_at < ${to}`.execute(db);
  const unit = unitOf(contract.terms as ContractTerms);
  return new Set(rows.map((row) => periodContaining(new Date(row.bin), unit).start.getTime()));
}

/** Settles one period in which the team played; null when it was already settled. */
async function settlePeriod(
  db: Db,
  contract: SettledContract,
  period: Period,
  at: Date,
): Promise<number | null> {
  const terms = contract.terms as ContractTerms;
  return inTransaction(db, async (trx) => {
    const done = await trx
      .selectFrom('settlements')
      .select('id')
      .where('contract_id', '=', contract.id)
      .where('period_start', '=', period.start)
      .executeTakeFirst();
    if (done) return null;

    const result = computeSettlement(
      terms,
      await teamRounds(trx, contract.to_member_id, contract.kind, period),
    );
    const inserted = await trx
      .insertInto('settlements')
      .values({
        contract_id: contract.id,
        member_id: contract.to_member_id,
        kind: contract.kind,
        period_start: period.start,
        period_end: period.end,
        amount_minor: result.amount,
        basis: JSON.stringify(result.basis),
        rounds_count: result.roundIds.length,
        transfer_id: null,
        created_at: at,
      })
      // Another server settling the same period at the same moment: its row stands.
      .onConflict((conflict) => conflict.columns(['contract_id', 'period_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;

    if (result.roundIds.length > 0) {
      // One statement however many rounds (a big team's day holds tens of thousands).
      await sql`INSERT INTO settlement_rounds (settlement_id, round_id)
        SELECT ${inserted.id}::integer, id FROM unnest(${result.roundIds}::integer[]) AS ids (id)
        WHERE id > 0`.execute(trx);
      await sql`INSERT INTO settlement_lottery_bets (settlement_id, bet_id)
        SELECT ${inserted.id}::integer, -id FROM unnest(${result.roundIds}::integer[]) AS ids (id)
        WHERE id < 0`.execute(trx);
    }
    if (result.amount > 0) {
      const paid = await transfer(trx, {
        idempotencyKey: `settle:${contract.id}:${period.start.toISOString()}`,
        kind: SETTLEMENT_TRANSFER_KIND[contract.kind],
        memo: `contract ${contract.id}, ${period.start.toISOString()} – ${period.end.toISOString()}`,
        legs: [
          { accountId: await accountFor(trx, null, 'house_commissions', at), amountMinor: -result.amount },
          {
            accountId: await accountFor(trx, contract.to_member_id, 'agent_income', at),
            amountMinor: result.amount,
          },
        ],
        at,
      });
      await trx
        .updateTable('settlements')
        .set({ transfer_id: paid.transferId })
        .where('id', '=', inserted.id)
        .execute();
    }
    return result.amount;
  });
}

/** Records the periods in which the team settled no round: amount 0, so the gap is traceable too. */
async function recordQuietPeriods(
  db: Db,
  contract: SettledContract,
  periods: Period[],
  at: Date,
): Promise<number> {
  let written = 0;
  const basis = JSON.stringify(noRounds());
  for (let index = 0; index < periods.length; index += CHUNK) {
    const rows = await db
      .insertInto('settlements')
      .values(
        periods.slice(index, index + CHUNK).map((period) => ({
          contract_id: contract.id,
          member_id: contract.to_member_id,
          kind: contract.kind,
          period_start: period.start,
          period_end: period.end,
          amount_minor: 0,
          basis,
          rounds_count: 0,
          transfer_id: null,
          created_at: at,
        })),
      )
      .onConflict((conflict) => conflict.columns(['contract_id', 'period_start']).doNothing())
      .returning('id')
      .execute();
    written += rows.length;
  }
  return written;
}

/**
 * Settles every period of the contract closed by `at` and not settled yet, then moves its
 * cursor. A contract that ended is finished once its last period is settled.
 */
export async function settleContract(db: Db, contract: SettledContract, at: Date): Promise<SettleTotals> {
  const totals: SettleTotals = { periods: 0, paid: 0, amountMinor: 0 };
  if (!contract.accepted_at) return totals;
  const until = contract.ended_at && contract.ended_at < at ? contract.ended_at : at;
  const unit = unitOf(contract.terms as ContractTerms);
  const periods = periodsBetween(contract.settled_until ?? contract.accepted_at, until, unit);

  if (periods.length > 0) {
    // Finding the quiet periods first only pays off when catching up many of them.
    const busy =
      periods.length > FEW_PERIODS
        ? await busyPeriodStarts(db, contract.to_member_id, periods[0]!.start, periods.at(-1)!.end, contract)
        : new Set(periods.map((period) => period.start.getTime()));
    const quiet = periods.filter((period) => !busy.has(period.start.getTime()));
    totals.periods += await recordQuietPeriods(db, contract, quiet, at);
    for (const period of periods) {
      if (!busy.has(period.start.getTime())) continue;
      const amount = await settlePeriod(db, contract, period, at);
      if (amount === null) continue;
      totals.periods += 1;
      if (amount > 0) {
        totals.paid += 1;
        totals.amountMinor += amount;
      }
    }
  }

  const finished = contract.ended_at !== null && contract.ended_at <= at;
  const cursor = finished ? contract.ended_at : (periods.at(-1)?.end ?? contract.settled_until);
  if (cursor && cursor.getTime() !== contract.settled_until?.getTime()) {
    await db
      .updateTable('agent_contracts')
      .set({ settled_until: cursor })
      .where('id', '=', contract.id)
      .execute();
  }
  return totals;
}
