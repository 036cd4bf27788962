import { sql } from 'kysely';
import { ApiError } from '../../../src/core/contract';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../database';
import { committedMoves } from './committed-moves';
import type { TransferKind } from './transfer-kinds';

export interface TransferLeg {
  accountId: number;
  /** Integer minor units; positive credits the account, negative debits it. */
  amountMinor: number;
}

export interface TransferRequest {
  idempotencyKey: string;
  kind: TransferKind;
  memo: string;
  legs: TransferLeg[];
  at: Date;
}

export interface TransferResult {
  transferId: number;
  /** False when the idempotency key had already been used: the first result is returned. */
  created: boolean;
  entries: TransferLeg[];
}

/**
 * Records a new transfer under its unique idempotency key (the first of concurrent claims wins, the
 * others wait for it); undefined when the key was used before.
 */
export function claimTransferKey(
  trx: Db,
  transfer: { idempotencyKey: string; kind: TransferKind; memo: string; at: Date },
): Promise<{ id: number } | undefined> {
  return trx
    .insertInto('ledger_transfers')
    .values({
      idempotency_key: transfer.idempotencyKey,
      kind: transfer.kind,
      memo: transfer.memo,
      created_at: transfer.at,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Work a transfer does after claiming its key and before locking its accounts. */
export type BeforeLocking = (trx: Db) => Promise<void>;

/**
 * Posts one transfer. In one transaction: records it under its unique idempotency key (a repeat
 * returns the first result), runs `beforeLocking` for a new one, locks the accounts in id order,
 * writes the immutable entries and updates the cached balances. The legs must sum to zero per
 * asset (money and points each), so each asset's accounts sum to zero on their own; a player
 * account cannot go negative (the database's check constraint refuses it, surfacing as
 * INSUFFICIENT_FUNDS), nor can a member's points (POINTS_INSUFFICIENT). The members whose money moved are
 * announced (committed-moves.ts) once the transaction commits. Callers move money
 * with transfer() (transfer.ts), which brings idle game wallets home first, or with
 * transferNotFromMain() where no main wallet pays; only the recall of those wallets posts here
 * directly.
 */
export async function postTransfer(
  db: Db,
  request: TransferRequest,
  beforeLocking?: BeforeLocking,
): Promise<TransferResult> {
  if (request.legs.length < 2) throw new Error('a transfer needs at least two legs');
  for (const leg of request.legs) {
    if (!Number.isSafeInteger(leg.amountMinor)) throw new Error('amounts are integer minor units');
  }
  if (request.legs.reduce((sum, leg) => sum + leg.amountMinor, 0) !== 0) {
    throw new Error('transfer legs must sum to zero');
  }

  try {
    return await inTransaction(db, async (trx) => {
      const inserted = await claimTransferKey(trx, request);
      if (!inserted) return previousResult(trx, request.idempotencyKey);
      await beforeLocking?.(trx);

      const accountIds = [...new Set(request.legs.map((leg) => leg.accountId))].sort((a, b) => a - b);
      // FOR NO KEY UPDATE: transfers on an account take turns, while a row that only refers to
      // it (a round, a bet, an entry) does not wait for them, nor they for it.
      const locked = await trx
        .selectFrom('ledger_accounts')
        .select(['id', 'asset', 'member_id', 'kind'])
        .where('id', 'in', accountIds)
        .orderBy('id')
        .forNoKeyUpdate()
        .execute();
      if (locked.length !== accountIds.length) throw new Error('unknown ledger account');
      assertBalancedPerAsset(request.legs, new Map(locked.map((account) => [account.id, account.asset])));

      await writeEntries(trx, inserted.id, request);
      announceMoves(trx, locked, request.legs);
      return { transferId: inserted.id, created: true, entries: request.legs };
    });
  } catch (error) {
    if ((error as { constraint?: string }).constraint === 'ledger_accounts_player_not_negative') {
      throw ApiError.of('INSUFFICIENT_FUNDS');
    }
    if (/ledger_accounts_player_not_negative/.test((error as Error).message ?? '')) {
      throw ApiError.of('INSUFFICIENT_FUNDS');
    }
    if (
      /ledger_accounts_member_points_not_negative/.test(
        `${(error as { constraint?: string }).constraint ?? ''} ${(error as Error).message ?? ''}`,
      )
    ) {
      throw ApiError.of('POINTS_INSUFFICIENT');
    }
    throw error;
  }
}

/**
 * The transfer's immutable entries and the accounts' cached balances, in one statement (one round trip
 * instead of one per leg): the balance update reads the rows the entries' insert returns, so neither can
 * happen without the other. The caller holds the accounts' locks.
 */
async function writeEntries(trx: Db, transferId: number, request: TransferRequest): Promise<void> {
  const entries = sql.join(
    request.legs.map((leg) => sql`(${transferId}, ${leg.accountId}, ${leg.amountMinor}, ${request.at})`),
  );
  await sql`WITH entries AS (
      INSERT INTO ledger_entries (transfer_id, account_id, amount_minor, created_at) VALUES ${entries}
      RETURNING account_id, amount_minor
    )
    UPDATE ledger_accounts SET balance_minor = ledger_accounts.balance_minor + moved.amount_minor
    FROM (SELECT account_id, sum(amount_minor)::bigint AS amount_minor FROM entries GROUP BY account_id) AS moved
    WHERE ledger_accounts.id = moved.account_id`.execute(trx);
}

/**
 * The members whose money (their player accounts together) the transfer changed, told once it commits. A move
 * between one member's own wallets leaves their money as it was, and is not told.
 */
function announceMoves(
  trx: Db,
  accounts: { id: number; member_id: number | null; kind: string }[],
  legs: readonly TransferLeg[],
): void {
  const ownerOf = new Map(accounts.map((account) => [account.id, account]));
  const change = new Map<number, number>();
  for (const leg of legs) {
    const account = ownerOf.get(leg.accountId);
    if (!account || account.member_id === null || !account.kind.startsWith('player')) continue;
    change.set(account.member_id, (change.get(account.member_id) ?? 0) + leg.amountMinor);
  }
  const memberIds = [...change].filter(([, amount]) => amount !== 0).map(([memberId]) => memberId);
  if (memberIds.length > 0) committedMoves.announce(trx, { memberIds });
}

/** Money never turns into points inside a transfer: each asset's legs sum to zero. */
function assertBalancedPerAsset(legs: TransferLeg[], assets: Map<number, string>): void {
  const sums = new Map<string, number>();
  for (const leg of legs) {
    const asset = assets.get(leg.accountId)!;
    sums.set(asset, (sums.get(asset) ?? 0) + leg.amountMinor);
  }
  if ([...sums.values()].some((sum) => sum !== 0))
    throw new Error('transfer legs must sum to zero per asset');
}

async function previousResult(trx: Db, idempotencyKey: string): Promise<TransferResult> {
  const previous = await trx
    .selectFrom('ledger_transfers')
    .select('id')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirstOrThrow();
  const entries = await trx
    .selectFrom('ledger_entries')
    .select(['account_id', 'amount_minor'])
    .where('transfer_id', '=', previous.id)
    .orderBy('id')
    .execute();
  return {
    transferId: previous.id,
    created: false,
    entries: entries.map((entry) => ({ accountId: entry.account_id, amountMinor: entry.amount_minor })),
  };
}
