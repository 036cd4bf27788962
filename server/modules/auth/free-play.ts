import { randomBytes } from 'node:crypto';
import type { LoginResult } from '../../../src/core/contract/auth';
import { MemberType } from '../../../src/core/contract/member-types';
import { isSwitchOn } from '../../config/brand';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { hashPassword } from '../../security/passwords';
import { newToken } from '../../security/tokens';
import { now, type ServerContext } from '../context';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import { rememberIp } from './challenge';
import { addToTree } from './member-tree';
import { openSession } from './sessions';

export const DEMO_BALANCE_MINOR = 200_000;

/**
 * POST /wps/session/login/freeplay: needs header `version: 3` and a nonce encrypted to
 * the server key. Creates a type-4 demo account funded from the free-play house account.
 */
export async function freePlay(
  ctx: ServerContext,
  input: { nonce: string },
  version: string | undefined,
  ip: string,
): Promise<LoginResult> {
  if (!isSwitchOn(ctx.brand.whitelabel, 'FREEPLAY3')) fail('FEATURE_DISABLED');
  if (version !== '3') fail('INVALID_INPUT', null, { version: 'err_invalid_input' });
  try {
    const nonce = await ctx.jwe.decrypt(input.nonce);
    if (nonce.length < 8) throw new Error('short nonce');
  } catch {
    fail('DECRYPTION_FAILED');
  }

  // Demo accounts never sign in with a password: it is random and thrown away.
  const passwordHash = await hashPassword(newToken());
  const at = now(ctx);
  return inTransaction(ctx.db, async (trx) => {
    const username = `guest_${randomBytes(3).toString('hex')}`;
    const member = await trx
      .insertInto('members')
      .values({
        username,
        username_lower: username,
        password_hash: passwordHash,
        password_changed_at: at,
        type: MemberType.freePlay,
        mobile_num: null,
        country_dialing_code: null,
        email: null,
        nickname: null,
        totp_secret: null,
        bank_account_name: null,
        affiliate_code: null,
        upline_id: null,
        recommender_id: null,
        first_time_login: false,
        last_login_at: null,
        last_login_ip: null,
        registration_ip: ip,
        profile: '{}',
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await addToTree(trx, member.id, null);
    const demoAccount = await accountFor(trx, member.id, 'player_demo', at);
    const house = await accountFor(trx, null, 'house_freeplay', at);
    await transfer(trx, {
      idempotencyKey: `freeplay:${member.id}`,
      kind: 'freeplay',
      memo: 'Free demo balance',
      legs: [
        { accountId: house, amountMinor: -DEMO_BALANCE_MINOR },
        { accountId: demoAccount, amountMinor: DEMO_BALANCE_MINOR },
      ],
      at,
    });
    await rememberIp({ ...ctx, db: trx }, member.id, ip);
    return openSession(ctx, trx, member, {
      ip,
      defaultPassword: false,
      passwordExpired: false,
      mustChangePassword: false,
    });
  });
}
