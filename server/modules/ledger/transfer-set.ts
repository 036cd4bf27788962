import { type RawBuilder, sql } from 'kysely';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../database';
import { committedMoves } from './committed-moves';
import { claimTransferKey } from './posting';
import type { TransferKind } from './transfer-kinds';

export interface SetTransferRequest {
  idempotencyKey: string;
  kind: TransferKind;
  memo: string;
  /**
   * A query whose rows are the legs, columns `account_id` and `amount_minor` (integer minor
   * units; an account's rows are added up into one entry, and a zero sum leaves it out).
   */
  legs: RawBuilder<unknown>;
  at: Date;
}

export interface SetTransferResult {
  transferId: number;
  /** False when the idempotency key had already been used: nothing moved again. */
  created: boolean;
  /** The entries written (one per account). */
  entries: number;
}

/**
 * transfer() for legs too many to list (a draw's winners): the same rules, in set-based SQL.
 * Its legs pay out and never take from a main wallet, so no game wallet is recalled for it.
 * In one transaction it records the transfer under its unique idempotency key (a repeat moves
 * nothing), writes one immutable entry per account from the legs query, refuses unless they
 * sum to zero, locks the accounts in id order and moves their cached balances in one UPDATE. The members
 * paid are announced (committed-moves.ts) once it commits.
 */
export async function transferSet(db: Db, request: SetTransferRequest): Promise<SetTransferResult> {
  return inTransaction(db, async (trx) => {
    const inserted = await claimTransferKey(trx, request);
    if (!inserted) {
      const previous = await trx
        .selectFrom('ledger_transfers')
        .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
        .select((eb) => [eb.fn.min('ledger_transfers.id').as('id'), eb.fn.countAll<number>().as('entries')])
        .where('ledger_transfers.idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { transferId: Number(previous.id), created: false, entries: Number(previous.entries) };
    }
    const transferId = inserted.id;
    await sql`INSERT INTO ledger_entries (transfer_id, account_id, amount_minor, created_at)
      SELECT ${transferId}, legs.account_id, sum(legs.amount_minor), ${request.at}
      FROM (${request.legs}) AS legs (account_id, amount_minor)
      GROUP BY legs.account_id
      HAVING sum(legs.amount_minor) <> 0
      ORDER BY legs.account_id`.execute(trx);
    const written = await trx
      .selectFrom('ledger_entries')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'),
        eb.fn.countAll<number>().as('entries'),
      ])
      .where('transfer_id', '=', transferId)
      .executeTakeFirstOrThrow();
    if (Number(written.total) !== 0) throw new Error('transfer legs must sum to zero');
    if (Number(written.entries) === 1) throw new Error('a transfer needs at least two legs');
    await sql`SELECT id FROM ledger_accounts
      WHERE id IN (SELECT account_id FROM ledger_entries WHERE transfer_id = ${transferId})
      ORDER BY id FOR NO KEY UPDATE`.execute(trx);
    await sql`UPDATE ledger_accounts SET balance_minor = ledger_accounts.balance_minor + entries.amount_minor
      FROM ledger_entries AS entries
      WHERE entries.transfer_id = ${transferId} AND entries.account_id = ledger_accounts.id`.execute(trx);
    const moved = await trx
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select('ledger_accounts.member_id')
      .distinct()
      .where('ledger_entries.transfer_id', '=', transferId)
      .where('ledger_accounts.member_id', 'is not', null)
      .where('ledger_accounts.kind', 'like', 'player%')
      .execute();
    if (moved.length > 0) {
      committedMoves.announce(trx, { memberIds: moved.map((row) => row.member_id as number) });
    }
    return { transferId, created: true, entries: Number(written.entries) };
  });
}
