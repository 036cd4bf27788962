import { type OperationNodeSource, sql } from 'kysely';
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
export function claimTransferKey(trx: Db, transfer: TransferClaim): Promise<{ id: number } | undefined> {
  return claimStatement(trx, transfer).executeTakeFirst();
}

type TransferClaim = { idempotencyKey: string; kind: TransferKind; memo: string; at: Date };

/** The insert that claims a transfer's key: it answers the new transfer's id, or no row when the key was used. */
function claimStatement(trx: Db, transfer: TransferClaim) {
  return trx
    .insertInto('ledger_transfers')
    .values({
      idempotency_key: transfer.idempotencyKey,
      kind: transfer.kind,
      memo: transfer.memo,
      created_at: transfer.at,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id');
}

/**
 * Work a transfer does after claiming its key and before locking its accounts, only when `needed` (a query run
 * inside the posting statement) finds rows: most transfers then post in one statement.
 */
export interface BeforeLocking {
  needed: OperationNodeSource;
  run: (trx: Db) => Promise<void>;
}

/**
 * Posts one transfer. In one transaction: records it under its unique idempotency key (a repeat
 * returns the first result), runs `beforeLocking` for a new one that needs it, locks the accounts in id order,
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
      let posted = await post(trx, request, claimStatement(trx, request), beforeLocking?.needed);
      if (posted.transferId === null) return previousResult(trx, request.idempotencyKey);
      if (posted.waiting) {
        await beforeLocking!.run(trx);
        posted = await post(trx, request, sql`SELECT ${posted.transferId}::integer AS id`);
      }
      const { transferId, locked } = posted;
      if (transferId === null) throw new Error('a claimed transfer lost its key');
      assertBalancedPerAsset(request.legs, new Map(locked.map((account) => [account.id, account.asset])));
      announceMoves(trx, locked, request.legs);
      return { transferId, created: true, entries: request.legs };
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

interface LockedAccount {
  id: number;
  asset: string;
  member_id: number | null;
  kind: string;
}

interface Posted {
  /** Null when the key was used before: nothing locked or written. */
  transferId: number | null;
  /** The caller's work before locking is needed: the key is claimed, nothing locked or written yet. */
  waiting: boolean;
  locked: LockedAccount[];
}

/**
 * Claims the key (`claim`: a statement answering the transfer's id, or no row when the key was used before), locks
 * the accounts in id order, writes the immutable entries and moves the accounts' cached balances, in one
 * statement: one round trip instead of one per step. Nothing is locked or written when the claim answers no id,
 * or when `needed` finds rows (the caller's work before locking goes first, then it posts with the id claimed).
 *
 * The steps keep the order they had as separate statements: the entries' insert waits for the count of `locked`,
 * so every lock is taken (in id order: PostgreSQL locks above the sort) before any entry is written, and the
 * balances' update reads the rows the insert returns. An account another transaction updated while this one
 * waited for its lock is updated from its committed balance: PostgreSQL re-reads a row changed since the
 * statement began before it updates it.
 */
async function post(
  trx: Db,
  request: TransferRequest,
  claim: OperationNodeSource,
  needed?: OperationNodeSource,
): Promise<Posted> {
  const accountIds = [...new Set(request.legs.map((leg) => leg.accountId))];
  const legs = sql.join(
    request.legs.map((leg) => sql`(${leg.accountId}::integer, ${leg.amountMinor}::bigint)`),
  );
  const { rows } = await sql<{
    transfer_id: number | null;
    waiting: boolean;
    id: number | null;
    asset: string | null;
    member_id: number | null;
    kind: string | null;
  }>`WITH claim AS (${claim}),
    needed AS MATERIALIZED (${needed ?? sql`SELECT WHERE false`}),
    -- FOR NO KEY UPDATE: transfers on an account take turns, while a row that only refers to
    -- it (a round, a bet, an entry) does not wait for them, nor they for it.
    locked AS MATERIALIZED (
      SELECT id, asset, member_id, kind FROM ledger_accounts
      WHERE id IN (${sql.join(accountIds)}) AND EXISTS (SELECT FROM claim) AND NOT EXISTS (SELECT FROM needed)
      ORDER BY id FOR NO KEY UPDATE),
    entries AS (
      INSERT INTO ledger_entries (transfer_id, account_id, amount_minor, created_at)
      SELECT claim.id, legs.account_id, legs.amount_minor, ${request.at}
      FROM claim, (VALUES ${legs}) AS legs (account_id, amount_minor)
      WHERE (SELECT count(*) FROM locked) = ${accountIds.length}
      RETURNING account_id, amount_minor),
    moved AS (
      UPDATE ledger_accounts SET balance_minor = ledger_accounts.balance_minor + totals.amount_minor
      FROM (SELECT account_id, sum(amount_minor)::bigint AS amount_minor FROM entries GROUP BY account_id) AS totals
      WHERE ledger_accounts.id = totals.account_id
      RETURNING ledger_accounts.id)
    SELECT (SELECT id FROM claim) AS transfer_id, EXISTS (SELECT FROM needed) AS waiting,
      locked.id, locked.asset, locked.member_id, locked.kind
    FROM (SELECT count(*) FROM moved) AS done LEFT JOIN locked ON true`.execute(trx);
  const { transfer_id: transferId, waiting } = rows[0]!;
  const locked = rows.flatMap(({ id, asset, member_id, kind }) =>
    id === null ? [] : [{ id, asset: asset!, member_id, kind: kind! }],
  );
  if (transferId !== null && !waiting && locked.length !== accountIds.length) {
    throw new Error('unknown ledger account');
  }
  return { transferId, waiting, locked };
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
