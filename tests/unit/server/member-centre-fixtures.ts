import { randomUUID } from 'node:crypto';
import { inTransaction } from '../../../server/db/transaction';
import { rememberIp } from '../../../server/modules/auth/challenge';
import { addToTree } from '../../../server/modules/auth/member-tree';
import { accountFor } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import type { TransferKind } from '../../../server/modules/ledger/transfer-kinds';
import { saveBirthDate } from '../../../server/modules/responsible/age';
import { hashPassword } from '../../../server/security/passwords';
import { auth } from '../../../src/core/contract';
import type { TestServer } from './harness';

export const PASSWORD = 'Demo1234';
let passwordHash: Promise<string> | undefined;

export interface Player {
  id: number;
  token: string;
  mainAccount: number;
}

/** The birth date fixture members are registered with: an adult of 35 at the fixture clock's start. */
export const ADULT_BIRTH_DATE = '1990-01-01';

/**
 * A fresh member who signs in from 127.0.0.1 without a challenge, holding `balance` on the main wallet. Made as
 * registration makes one, in one transaction: the member row, its place in the member tree, its main account,
 * its known address and its birth date (`birthDate: null`: an account from before the profile asked for one;
 * registration's form checks and captcha are left out, and the password hash is shared).
 */
export async function player(
  server: TestServer,
  username: string,
  options: { balance?: number; recommenderId?: number; birthDate?: string | null } = {},
): Promise<Player> {
  passwordHash ??= hashPassword(PASSWORD);
  const at = new Date(server.clock.now());
  const hash = await passwordHash;
  const { id, mainAccount } = await inTransaction(server.ctx.db, async (trx) => {
    const member = await trx
      .insertInto('members')
      .values({
        username,
        username_lower: username.toLowerCase(),
        password_hash: hash,
        password_changed_at: at,
        type: 0,
        mobile_num: null,
        country_dialing_code: null,
        email: null,
        nickname: null,
        totp_secret: null,
        bank_account_name: null,
        affiliate_code: null,
        upline_id: null,
        recommender_id: options.recommenderId ?? null,
        first_time_login: false,
        last_login_at: null,
        last_login_ip: null,
        registration_ip: null,
        profile: '{}',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addToTree(trx, member.id, null);
    const account = await accountFor(trx, member.id, 'player_main', at);
    await rememberIp({ ...server.ctx, db: trx }, member.id, '127.0.0.1');
    const birthDate = options.birthDate === undefined ? ADULT_BIRTH_DATE : options.birthDate;
    if (birthDate !== null) await saveBirthDate(trx, member.id, birthDate, 'registration', at);
    return { id: member.id, mainAccount: account };
  });
  if (options.balance) await fund(server, mainAccount, options.balance, 'seed');
  return { id, token: await signIn(server, username), mainAccount };
}

/** Moves house money onto a player account as a transfer of `kind` (deposit, bonus, seed...). */
export async function fund(
  server: TestServer,
  accountId: number,
  amount: number,
  kind: TransferKind,
): Promise<void> {
  const at = new Date(server.clock.now());
  const house = await accountFor(server.ctx.db, null, 'house_seed', at);
  await transfer(server.ctx.db, {
    idempotencyKey: `test-${kind}:${randomUUID()}`,
    kind,
    memo: `test ${kind}`,
    legs: [
      { accountId: house, amountMinor: -amount },
      { accountId, amountMinor: amount },
    ],
    at,
  });
}

export async function signIn(server: TestServer, username: string, ip = '127.0.0.1'): Promise<string> {
  const answer = await server.call(auth.login, { type: 'username', username, password: PASSWORD }, { ip });
  if (!answer.body.value) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.value.token;
}

/** A type-4 free-play account's token. */
export async function freePlayToken(server: TestServer): Promise<string> {
  const nonce = await server.encrypt(randomUUID());
  const answer = await server.call(
    auth.freePlay,
    { os: 'Linux', platform: 'W', nonce },
    { headers: { version: '3' } },
  );
  return answer.body.value!.token;
}

/** A game vendor for rounds in tests (kept if it exists). */
export async function testVendor(
  server: TestServer,
  code = 'TSTSLOT',
  gameType = 'RNG',
  accountTypeId = 9901,
) {
  await server.ctx.db
    .insertInto('vendors')
    .values({
      code,
      display_name: code,
      game_type: gameType,
      account_type_id: accountTypeId,
      vassalage: code,
      wallet_code: code,
      sort: accountTypeId,
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

/** A finished (or open/refunded) game round of a player, written straight to the rounds table. */
export async function testRound(
  server: TestServer,
  who: Player,
  values: {
    stake: number;
    payout?: number;
    status?: 'open' | 'settled' | 'refunded';
    at?: Date;
    vendor?: string;
  },
): Promise<void> {
  const at = values.at ?? new Date(server.clock.now());
  const status = values.status ?? 'settled';
  await server.ctx.db
    .insertInto('rounds')
    .values({
      vendor_code: values.vendor ?? 'TSTSLOT',
      round_ref: randomUUID(),
      member_id: who.id,
      game_code: 'test-game',
      game_type: 'RNG',
      account_id: who.mainAccount,
      stake_minor: values.stake,
      payout_minor: values.payout ?? 0,
      status,
      started_at: at,
      settled_at: status === 'open' ? null : at,
    })
    .execute();
}
