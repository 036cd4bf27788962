import { sql } from 'kysely';
import { compiledStatement } from '../../db/compiled-statement';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { type AccountKind, accountFor, accountsFor } from './accounts';
import { type BeforeLocking, postTransfer, type TransferRequest } from './posting';

/**
 * A game wallet (a member's wallet at one vendor, transfer-wallet mode) counts as in play for this
 * long after its game's last round, or after a launch or reopen filled it. Past it, a payment
 * from the main wallet that is short brings the wallet's money home first.
 */
export const GAME_WALLET_IDLE_MS = 30_000;

/** The memo of the transfer that brings idle game wallets home for a payment from main. */
export const IDLE_RECALL_MEMO = 'idle game wallets recalled to main';

interface GameWalletRow {
  account_id: number;
  in_play_until: Date | null;
  recalled_at: Date | null;
}

/** When a wallet played from, launched or filled at `at` turns idle. */
const inPlayUntil = (at: Date) => new Date(at.getTime() + GAME_WALLET_IDLE_MS);

const isIdle = (wallet: GameWalletRow, at: Date) =>
  wallet.in_play_until === null || wallet.in_play_until.getTime() <= at.getTime();

/**
 * Locks the play state of every game wallet of the members, in account order. A transaction that
 * moves money of several of a member's wallets takes these locks before any account's: a round
 * locks its one wallet's row first too, so a payment, a recall and a round on the same wallet
 * take turns and never wait on each other in a circle.
 */
export async function lockGameWallets(trx: Db, memberIds: readonly number[]): Promise<GameWalletRow[]> {
  if (memberIds.length === 0) return [];
  return trx
    .selectFrom('game_wallet_play')
    .select(['account_id', 'in_play_until', 'recalled_at'])
    .where('member_id', 'in', memberIds)
    .orderBy('account_id')
    .forUpdate()
    .execute();
}

/** lockGameWalletsWith's statement, built once: it runs for every wallet transfer. */
const findAndLockGameWallets = compiledStatement(
  (
    _db: Db,
    args: { memberId: number; kind: AccountKind; main: AccountKind; inPlayUntil: Date; open: boolean },
  ) => sql<{ id: number; kind: string }>`with found as materialized (
      select id, kind from ledger_accounts where member_id = ${args.memberId} and kind in (${args.kind}, ${args.main})),
    locked as materialized (
      select account_id from game_wallet_play
      where member_id = ${args.memberId} and (select count(*) from found) = 2 order by account_id for update),
    -- the count of locked comes before any row is updated, so the update takes no lock out of order
    opened as (
      update game_wallet_play set in_play_until = ${args.inPlayUntil}, recalled_at = null
      where ${args.open} and account_id = (select id from found where kind = ${args.kind})
        and (select count(*) from locked) > 0)
    -- naming locked is what takes its locks
    select id, kind, (select count(*) from locked) as locked from found`,
);

/**
 * The member's game wallet of `kind` (created on first use) and main wallet, with every game wallet of the member
 * locked (lockGameWallets), the locks taken after any creation: a wallet another transaction is creating is seen
 * only once that commits, so a lock taken first would leave it out (this transaction would then reach the new
 * wallet's play state after its accounts, in the other order from the member's other transfers) or wait on that
 * transaction while it waits on this one's insert; either way a deadlock. Every move but a member's first to a
 * vendor finds both accounts, so one statement finds them and, only when both exist, takes the locks. With `open`,
 * a game opens on the wallet (openGameWallet) in that statement too, once the locks are held.
 */
export async function lockGameWalletsWith(
  trx: Db,
  memberId: number,
  kind: AccountKind,
  at: Date,
  { open = false } = {},
): Promise<{ walletId: number; mainId: number }> {
  const main: AccountKind = 'player_main';
  const { rows } = await findAndLockGameWallets(trx, {
    memberId,
    kind,
    main,
    inPlayUntil: inPlayUntil(at),
    open,
  });
  const found = new Map(rows.map((row) => [row.kind, row.id]));
  const walletId = found.get(kind);
  const mainId = found.get(main);
  if (walletId !== undefined && mainId !== undefined) return { walletId, mainId };
  const [createdWallet, createdMain] = await accountsFor(trx, memberId, [kind, main], at);
  await lockGameWallets(trx, [memberId]);
  if (open) await openGameWallet(trx, createdWallet!, at);
  return { walletId: createdWallet!, mainId: createdMain! };
}

/** Locks accounts in id order, as a transfer does, and answers their balances. */
async function lockedBalances(trx: Db, accountIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance_minor'])
    .where('id', 'in', [...new Set(accountIds)])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.balance_minor)]));
}

/**
 * A round is about to take its stake from this game wallet: refused with GAME_WALLET_RECALLED
 * when the wallet's money was brought home since the game filled it (the game page offers to
 * reopen the game); otherwise the wallet stays in play for the next GAME_WALLET_IDLE_MS.
 */
export async function playFromGameWallet(trx: Db, accountId: number, at: Date): Promise<void> {
  const wallet = await trx
    .selectFrom('game_wallet_play')
    .select('recalled_at')
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (wallet.recalled_at !== null) fail('GAME_WALLET_RECALLED');
  await trx
    .updateTable('game_wallet_play')
    .set({ in_play_until: inPlayUntil(at) })
    .where('account_id', '=', accountId)
    .execute();
}

/**
 * A game opens on this wallet (a launch, a reopen, money moved in for play): it is in play for
 * the next GAME_WALLET_IDLE_MS and its rounds are taken again. The caller holds the member's
 * game wallet locks (lockGameWallets).
 */
export async function openGameWallet(trx: Db, accountId: number, at: Date): Promise<void> {
  await trx
    .updateTable('game_wallet_play')
    .set({ in_play_until: inPlayUntil(at), recalled_at: null })
    .where('account_id', '=', accountId)
    .execute();
}

/**
 * The member's games have ended (signed out everywhere): their wallets are idle at once rather
 * than GAME_WALLET_IDLE_MS after the last round.
 */
export async function releaseGameWallets(db: Db, memberId: number): Promise<void> {
  await sql`UPDATE game_wallet_play SET in_play_until = NULL
    WHERE account_id IN (SELECT account_id FROM game_wallet_play
      WHERE member_id = ${memberId} AND in_play_until IS NOT NULL ORDER BY account_id FOR UPDATE)`.execute(
    db,
  );
}

export interface GameWalletRecall {
  memberId: number;
  /** Only the wallets no game has played from for GAME_WALLET_IDLE_MS, or every one. */
  which: 'idle' | 'all';
  /** Wallets left where they are (the one a launch fills, a transfer's own legs). */
  except?: readonly number[];
  idempotencyKey: string;
  memo: string;
  at: Date;
}

/**
 * Brings the member's game wallets home to main in one transfer under the given key, and marks
 * each wallet recalled: a round on it is refused until a game fills it again (openGameWallet).
 * Answers the amount moved (0 when every chosen wallet was empty).
 */
export async function recallGameWallets(trx: Db, recall: GameWalletRecall): Promise<number> {
  const { memberId, at } = recall;
  const except = new Set(recall.except ?? []);
  const chosen = (await lockGameWallets(trx, [memberId])).filter(
    (wallet) => !except.has(wallet.account_id) && (recall.which === 'all' || isIdle(wallet, at)),
  );
  if (chosen.length === 0) return 0;
  const mainId = await accountFor(trx, memberId, 'player_main', at);
  const balances = await lockedBalances(trx, [mainId, ...chosen.map((wallet) => wallet.account_id)]);
  const funded = chosen.filter((wallet) => (balances.get(wallet.account_id) ?? 0) > 0);
  if (funded.length === 0) return 0;
  const total = funded.reduce((sum, wallet) => sum + balances.get(wallet.account_id)!, 0);
  const posted = await postTransfer(trx, {
    idempotencyKey: recall.idempotencyKey,
    kind: 'wallet_transfer',
    memo: recall.memo,
    legs: [
      ...funded.map((wallet) => ({
        accountId: wallet.account_id,
        amountMinor: -balances.get(wallet.account_id)!,
      })),
      { accountId: mainId, amountMinor: total },
    ],
    at,
  });
  if (!posted.created) return 0;
  await trx
    .updateTable('game_wallet_play')
    .set({ recalled_at: at, in_play_until: null })
    .where(
      'account_id',
      'in',
      funded.map((wallet) => wallet.account_id),
    )
    .execute();
  return total;
}

/**
 * The funded game wallets of the members whose main wallets are `debited`: one look-up answers both which mains
 * are debited and what their game wallets hold, the transfer's own wallets (`legs`) left out (they stay where
 * they are).
 */
function fundedGameWallets(on: Db, { debited, legs }: { debited: number[]; legs: number[] }) {
  return on
    .selectFrom('ledger_accounts as wallet')
    .innerJoin('ledger_accounts as main', 'main.member_id', 'wallet.member_id')
    .select(['wallet.id', 'wallet.member_id', 'main.id as main_id'])
    .where('main.id', 'in', debited)
    .where('main.kind', '=', 'player_main')
    .where('wallet.kind', 'like', 'player\\_vendor:%')
    .where('wallet.balance_minor', '>', 0)
    .where('wallet.id', 'not in', legs);
}

/**
 * The rule every payment from a main wallet follows (transfer() runs it before locking): when
 * the main wallet holds less than the transfer takes from it, every game wallet of that member
 * no game is playing from (no round for GAME_WALLET_IDLE_MS, or its games ended) comes home
 * first, in the same transaction, under the transfer's own key plus `:recall:<member>`. A
 * wallet still in play stays, and the payment is refused as short if main is still short.
 * Most payments find no money in any game wallet of the debited main wallets' members: nothing to lock, nothing
 * to bring home, so the look-up (`needed`) runs inside the transfer's own statement and the rest only when it
 * finds a wallet. Undefined when no leg is a debit.
 */
export function recallForMainDebits(request: TransferRequest): BeforeLocking | undefined {
  const net = new Map<number, number>();
  for (const leg of request.legs) net.set(leg.accountId, (net.get(leg.accountId) ?? 0) + leg.amountMinor);
  const debited = [...net].filter(([, amount]) => amount < 0).map(([accountId]) => accountId);
  if (debited.length === 0) return undefined;
  const legs = [...net.keys()];
  const lookUp = { debited, legs };
  return {
    needed: { build: fundedGameWallets, args: lookUp },
    run: async (trx) => {
      const gameWallets = await fundedGameWallets(trx, lookUp).execute();
      if (gameWallets.length === 0) return;
      const mains = new Map(gameWallets.map((wallet) => [wallet.main_id, wallet.member_id!]));
      const members = [...new Set(gameWallets.map((wallet) => wallet.member_id!))];
      await lockGameWallets(trx, members);
      // Every account this transfer touches, locked now in one id-ordered step, so none is taken
      // out of order by the recall first.
      const balances = await lockedBalances(trx, [...legs, ...gameWallets.map((wallet) => wallet.id)]);
      for (const [mainId, memberId] of mains) {
        if ((balances.get(mainId) ?? 0) + net.get(mainId)! >= 0) continue;
        await recallGameWallets(trx, {
          memberId,
          which: 'idle',
          except: legs,
          idempotencyKey: `${request.idempotencyKey}:recall:${memberId}`,
          memo: IDLE_RECALL_MEMO,
          at: request.at,
        });
      }
    },
  };
}
