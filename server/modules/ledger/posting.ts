import { type OperationNodeSource, sql } from 'kysely';
import { ApiError } from '../../../src/core/contract';
import { compiledStatement } from '../../db/compiled-statement';
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
  needed: NeededQuery;
  run: (trx: Db) => Promise<void>;
}

/**
 * The query `needed` built from its arguments; built once per shape of them with the posting statement
 * (compiled-statement.ts), so it places the arguments' values without looking at them. `build` is a function of
 * its module, not one made per transfer: the posting statements are kept per `build`.
 */
export interface NeededQuery<Args extends object = object> {
  build(db: Db, args: Args): OperationNodeSource;
  args: Args;
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
      const claim = {
        idempotencyKey: request.idempotencyKey,
        kind: request.kind,
        memo: request.memo,
        at: request.at,
      };
      const needed = beforeLocking?.needed;
      let posted = await post(trx, request, claimingStatement(needed?.build), claim, needed?.args);
      if (posted.transferId === null) return previousResult(trx, request.idempotencyKey);
      if (posted.waiting) {
        await beforeLocking!.run(trx);
        posted = await post(trx, request, claimedStatement, { id: posted.transferId });
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

/** What the posting statement answers: one row per locked account (none locked: one row of nulls). */
interface PostingRow {
  transfer_id: number | null;
  waiting: boolean;
  id: number | null;
  asset: string | null;
  member_id: number | null;
  kind: string | null;
}

/** The posting statement's arguments: the claim's, the legs, their accounts each once, and `needed`'s. */
interface PostingArgs<Claim> {
  claim: Claim;
  legs: readonly TransferLeg[];
  accountIds: readonly number[];
  at: Date;
  needed: object;
}

/**
 * Claims the key (`claim`: a statement answering the transfer's id, or no row when the key was used before), locks
 * the accounts in id order, writes the immutable entries and moves the accounts' cached balances, in one
 * statement: one round trip instead of one per step. Nothing is locked or written when the claim answers no id,
 * or when `needed` finds rows (the caller's work before locking goes first, then it posts with the id claimed).
 * Built once per claim, `needed` query and number of legs and accounts (compiled-statement.ts): it runs for every
 * transfer.
 *
 * The steps keep the order they had as separate statements: the entries' insert waits for the count of `locked`,
 * so every lock is taken (in id order: PostgreSQL locks above the sort) before any entry is written, and the
 * balances' update reads the rows the insert returns. An account another transaction updated while this one
 * waited for its lock is updated from its committed balance: PostgreSQL re-reads a row changed since the
 * statement began before it updates it.
 */
function postingStatement<Claim extends object>(
  claim: (db: Db, claim: Claim) => OperationNodeSource,
  needed?: NeededQuery['build'],
) {
  return compiledStatement(
    (db: Db, args: PostingArgs<Claim>) => sql<PostingRow>`WITH claim AS (${claim(db, args.claim)}),
    needed AS MATERIALIZED (${needed ? needed(db, args.needed) : sql`SELECT WHERE false`}),
    -- FOR NO KEY UPDATE: transfers on an account take turns, while a row that only refers to
    -- it (a round, a bet, an entry) does not wait for them, nor they for it.
    locked AS MATERIALIZED (
      SELECT id, asset, member_id, kind FROM ledger_accounts
      WHERE id IN (${sql.join(args.accountIds)}) AND EXISTS (SELECT FROM claim) AND NOT EXISTS (SELECT FROM needed)
      ORDER BY id FOR NO KEY UPDATE),
    entries AS (
      INSERT INTO ledger_entries (transfer_id, account_id, amount_minor, created_at)
      SELECT claim.id, legs.account_id, legs.amount_minor, ${args.at}
      FROM claim, (VALUES ${sql.join(
        args.legs.map((leg) => sql`(${leg.accountId}::integer, ${leg.amountMinor}::bigint)`),
      )}) AS legs (account_id, amount_minor)
      WHERE (SELECT count(*) FROM locked) = ${args.accountIds.length}
      RETURNING account_id, amount_minor),
    moved AS (
      UPDATE ledger_accounts SET balance_minor = ledger_accounts.balance_minor + totals.amount_minor
      FROM (SELECT account_id, sum(amount_minor)::bigint AS amount_minor FROM entries GROUP BY account_id) AS totals
      WHERE ledger_accounts.id = totals.account_id
      RETURNING ledger_accounts.id)
    SELECT (SELECT id FROM claim) AS transfer_id, EXISTS (SELECT FROM needed) AS waiting,
      locked.id, locked.asset, locked.member_id, locked.kind
    FROM (SELECT count(*) FROM moved) AS done LEFT JOIN locked ON true`,
  );
}

type PostingStatement<Claim> = ReturnType<typeof postingStatement<Claim & object>>;

/** The posting statement that claims the transfer's key, one per `needed` query (none for most transfers). */
const claimingStatements = new Map<NeededQuery['build'] | undefined, PostingStatement<TransferClaim>>();

function claimingStatement(needed: NeededQuery['build'] | undefined): PostingStatement<TransferClaim> {
  let statement = claimingStatements.get(needed);
  if (statement === undefined) {
    statement = postingStatement(claimStatement, needed);
    claimingStatements.set(needed, statement);
  }
  return statement;
}

/** The posting statement of a transfer whose key an earlier one claimed, after the work before locking. */
const claimedStatement = postingStatement(
  (_db, claimed: { id: number }) => sql`SELECT ${claimed.id}::integer AS id`,
);

/** Runs a posting statement (postingStatement) for the request's legs. */
async function post<Claim extends object>(
  trx: Db,
  request: TransferRequest,
  statement: PostingStatement<Claim>,
  claim: Claim,
  needed: object = {},
): Promise<Posted> {
  const accountIds = [...new Set(request.legs.map((leg) => leg.accountId))];
  const { rows } = await statement(trx, { claim, legs: request.legs, accountIds, at: request.at, needed });
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
