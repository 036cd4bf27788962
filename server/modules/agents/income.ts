import { sql } from 'kysely';
import type { ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import type { IncomeKind, income as incomeEndpoint } from '../../../src/core/contract/agents';
import { pageSql } from '../../db/paging';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../database';
import { accountFor, memberBalance } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import { verifyPaymentPassword } from '../payments/payment-password';
import { basisText, basisWord, PAYOUT_BASIS_KEY } from './settlement-basis';
import { reportPage, reportRange, whole } from './team-scope';

type Input = ParsedRequestOf<typeof incomeEndpoint>;
type Page = ResponseOf<typeof incomeEndpoint>;

/** The ledger transfer kind of a payout from the income account to the main wallet. */
export const PAYOUT_TRANSFER_KIND = 'income_payout';

/** What the member's income account holds (0 before its first settlement). */
export async function incomeBalance(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'agent_income')
    .executeTakeFirst();
  return whole(row?.balance_minor);
}

/**
 * My income: the member's settlements (money paid in, with how it was computed) and its
 * payouts to the main wallet (money paid out, negative), newest first, in the range. A period
 * in which the team settled no round at all is left out (its zero row stays in the database);
 * a period that looked at rounds but paid nothing is listed with the reason.
 */
export async function incomeLines(db: Db, memberId: number, input: Input, language: unknown): Promise<Page> {
  const { from, to } = reportRange(input);
  const settlementKind = input.kind && input.kind !== 'payout' ? input.kind : null;
  const settlements = sql`
    SELECT s.id, s.kind, s.amount_minor AS amount, s.period_start, s.period_end, s.contract_id,
      s.basis, s.rounds_count, s.created_at AS at
    FROM settlements s
    WHERE s.member_id = ${memberId} AND s.created_at >= ${from} AND s.created_at < ${to}
      AND (s.amount_minor > 0 OR (s.basis::jsonb->>'teamRounds')::int > 0)
      ${settlementKind ? sql`AND s.kind = ${settlementKind}` : sql``}`;
  const payouts = sql`
    SELECT t.id, 'payout' AS kind, e.amount_minor AS amount, NULL::timestamptz AS period_start,
      NULL::timestamptz AS period_end, NULL::integer AS contract_id, NULL AS basis, 0 AS rounds_count,
      e.created_at AS at
    FROM ledger_accounts a
    JOIN ledger_entries e ON e.account_id = a.id
    JOIN ledger_transfers t ON t.id = e.transfer_id
    WHERE a.member_id = ${memberId} AND a.kind = 'agent_income' AND t.kind = ${PAYOUT_TRANSFER_KIND}
      AND e.created_at >= ${from} AND e.created_at < ${to}`;
  const lines =
    input.kind === 'payout'
      ? payouts
      : settlementKind
        ? settlements
        : sql`${settlements} UNION ALL ${payouts}`;

  const [{ rows }, count, totals, balance] = await Promise.all([
    sql<{
      id: number;
      kind: IncomeKind;
      amount: number | string;
      period_start: Date | null;
      period_end: Date | null;
      contract_id: number | null;
      basis: string | null;
      rounds_count: number;
      at: Date;
    }>`
      SELECT * FROM (${lines}) AS lines
      ORDER BY lines.at DESC, lines.id DESC
      ${pageSql(input)}`.execute(db),
    sql<{ total: number | string }>`SELECT count(*) AS total FROM (${lines}) AS lines`.execute(db),
    db
      .selectFrom('settlements')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('earned'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    incomeBalance(db, memberId),
  ]);
  return {
    ...reportPage(
      rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        amount: whole(row.amount),
        periodStart: row.period_start?.toISOString() ?? null,
        periodEnd: row.period_end?.toISOString() ?? null,
        contractId: row.contract_id,
        basis: row.basis === null ? basisWord(PAYOUT_BASIS_KEY, language) : basisText(row.basis, language),
        rounds: row.rounds_count,
        at: row.at.toISOString(),
      })),
      whole(count.rows[0]?.total),
      input,
    ),
    incomeBalance: balance,
    totalEarned: whole(totals.earned),
  };
}

/**
 * Moves income to the member's main wallet after the payment password checks out; more than
 * the income account holds is INSUFFICIENT_FUNDS. The request's idempotency key makes a retry
 * move the money once.
 */
export async function payOutIncome(
  db: Db,
  memberId: number,
  input: { amount: number; paymentPassword: string },
  idempotencyKey: string,
  at: Date,
): Promise<{ incomeBalance: number; sumBalance: number }> {
  await verifyPaymentPassword(db, memberId, input.paymentPassword);
  await inTransaction(db, async (trx) => {
    const income = await accountFor(trx, memberId, 'agent_income', at);
    await transfer(trx, {
      idempotencyKey: `income-payout:${memberId}:${idempotencyKey}`,
      kind: PAYOUT_TRANSFER_KIND,
      memo: 'income to main wallet',
      legs: [
        { accountId: income, amountMinor: -input.amount },
        { accountId: await accountFor(trx, memberId, 'player_main', at), amountMinor: input.amount },
      ],
      at,
    });
  });
  return { incomeBalance: await incomeBalance(db, memberId), sumBalance: await memberBalance(db, memberId) };
}
