import { addToTree } from '../../../server/modules/auth/member-tree';
import { accountFor } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import { WALLET_MODE_SETTING } from '../../../server/modules/vendors/seed';
import { creditRound, debitRound } from '../../../server/modules/wallet/seamless';
import { hashPassword } from '../../../server/security/passwords';
import { auth } from '../../../src/core/contract';
import { DEFAULT_POLICY, type TestServer } from './harness';
import { PASSWORD } from './payments-fixtures';

export { PASSWORD, PAY_PASSWORD, signIn } from './payments-fixtures';

let passwordHash: Promise<string> | undefined;

export interface MemberOptions {
  /** 0 member (default), 1/2/41/42 agents. */
  type?: number;
  uplineId?: number | null;
  /** Money on the main wallet, in minor units. */
  balance?: number;
  agentSiteOnly?: boolean;
  /** Registration time (default: the server clock). */
  at?: Date;
}

/**
 * A member inserted the way registration does it: the row, its closure rows under the upline,
 * its main wallet (funded from the house seed account) and the loopback IP as known, so it
 * signs in without a challenge with PASSWORD.
 */
export async function newMember(server: TestServer, username: string, options: MemberOptions = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const at = options.at ?? new Date(server.clock.now());
  const db = server.ctx.db;
  const uplineId = options.uplineId ?? null;
  const row = await db
    .insertInto('members')
    .values({
      username,
      username_lower: username.toLowerCase(),
      password_hash: await passwordHash,
      password_changed_at: at,
      type: options.type ?? 0,
      agent_site_only: options.agentSiteOnly ?? false,
      mobile_num: null,
      country_dialing_code: null,
      email: null,
      nickname: null,
      totp_secret: null,
      bank_account_name: null,
      affiliate_code: null,
      upline_id: uplineId,
      recommender_id: null,
      first_time_login: false,
      last_login_at: null,
      last_login_ip: null,
      registration_ip: null,
      profile: '{}',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addToTree(db, row.id, uplineId);
  await db.insertInto('known_ips').values({ member_id: row.id, ip: '127.0.0.1', created_at: at }).execute();
  const main = await accountFor(db, row.id, 'player_main', at);
  if (options.balance) {
    await transfer(db, {
      idempotencyKey: `test-fund:${username}`,
      kind: 'seed',
      memo: 'test balance',
      legs: [
        { accountId: await accountFor(db, null, 'house_seed', at), amountMinor: -options.balance },
        { accountId: main, amountMinor: options.balance },
      ],
      at,
    });
  }
  return { id: row.id, username };
}

export interface AgentTree {
  /** Type 1 (or 41 for an affiliate tree) top agent. */
  agent: { id: number; username: string; token: string };
  /** The agent's sub-agent (type 2 or 42). */
  sub: { id: number; username: string; token: string };
  /** Direct member children of the agent. */
  member1: { id: number; username: string };
  member2: { id: number; username: string };
  /** Members under the sub-agent (the agent's grandchildren). */
  subMember1: { id: number; username: string };
  subMember2: { id: number; username: string };
}

export const TREE_FUNDS = {
  agent: 1_000_000,
  sub: 200_000,
  member1: 100_000,
  member2: 0,
  subMember1: 50_000,
  subMember2: 0,
} as const;

/**
 * An agent with a small downline, every name prefixed (keep prefixes short: usernames are
 * 4–20 characters), registered and funded at `at` (default: now):
 *
 *   <p>agent (type 1 / 41)  1,000,000
 *   ├─ <p>sub (type 2 / 42)   200,000
 *   │   ├─ <p>sm1              50,000
 *   │   └─ <p>sm2                   0
 *   ├─ <p>m1                   100,000
 *   └─ <p>m2                         0
 */
export async function agentTree(
  server: TestServer,
  prefix: string,
  options: { affiliate?: boolean; at?: Date } = {},
): Promise<AgentTree> {
  const affiliate = options.affiliate ?? false;
  const at = options.at ? { at: options.at } : {};
  const agent = await newMember(server, `${prefix}agent`, {
    type: affiliate ? 41 : 1,
    balance: TREE_FUNDS.agent,
    agentSiteOnly: affiliate,
    ...at,
  });
  const sub = await newMember(server, `${prefix}sub`, {
    type: affiliate ? 42 : 2,
    uplineId: agent.id,
    balance: TREE_FUNDS.sub,
    agentSiteOnly: affiliate,
    ...at,
  });
  const member1 = await newMember(server, `${prefix}m1`, {
    uplineId: agent.id,
    balance: TREE_FUNDS.member1,
    ...at,
  });
  const member2 = await newMember(server, `${prefix}m2`, { uplineId: agent.id, ...at });
  const subMember1 = await newMember(server, `${prefix}sm1`, {
    uplineId: sub.id,
    balance: TREE_FUNDS.subMember1,
    ...at,
  });
  const subMember2 = await newMember(server, `${prefix}sm2`, { uplineId: sub.id, ...at });
  // Affiliate agents sign in on the agent site only.
  const site = affiliate ? 'agent' : 'member';
  return {
    agent: { ...agent, token: await signInOn(server, agent.username, site) },
    sub: { ...sub, token: await signInOn(server, sub.username, site) },
    member1,
    member2,
    subMember1,
    subMember2,
  };
}

/** Signs in on the member or the agent site with PASSWORD; throws when refused. */
export async function signInOn(
  server: TestServer,
  username: string,
  site: 'member' | 'agent',
  password = PASSWORD,
): Promise<string> {
  const answer = await server.call(auth.login, {
    type: 'username',
    username,
    password,
    site,
  });
  if (!answer.body.value) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.value.token;
}

/** Stakes come from the main wallet (single-wallet mode) for the rest of the test file. */
export async function useSingleWallet(server: TestServer): Promise<void> {
  await server.ctx.db
    .updateTable('brand_settings')
    .set({ value: JSON.stringify('single') })
    .where('key', '=', WALLET_MODE_SETTING)
    .execute();
}

let roundNumber = 0;

/**
 * One game round through the seamless wallet: the stake is debited at `at`, and unless `open`
 * the payout is credited (settled) at `at` too. Call useSingleWallet first.
 */
export async function playRound(
  server: TestServer,
  memberId: number,
  round: { stake: number; payout?: number; vendor?: string; game?: string; at?: Date; open?: boolean },
) {
  const at = round.at ?? new Date(server.clock.now());
  const vendorCode = round.vendor ?? 'PG';
  roundNumber += 1;
  const roundRef = `t${memberId}-${roundNumber}`;
  const opened = await debitRound(server.ctx.db, {
    memberId,
    vendorCode,
    roundRef,
    gameCode: round.game ?? 'mahjong-ways',
    stakeMinor: round.stake,
    policy: DEFAULT_POLICY,
    at,
  });
  if (round.open) return opened;
  return creditRound(server.ctx.db, server.ctx.hooks.roundSettled, {
    vendorCode,
    roundRef,
    payoutMinor: round.payout ?? 0,
    at,
  });
}
