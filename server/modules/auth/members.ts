import { isSwitchOn } from '../../config/brand';
import { sameSecret } from '../../security/passwords';
import type { Member } from '../auth/tables';
import type { ServerContext } from '../context';
import type { Db } from '../database';
import { normaliseDialingCode } from './verification-codes';

export function findByUsername(db: Db, username: string): Promise<Member | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('username_lower', '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export function findByMobile(
  db: Db,
  countryDialingCode: string,
  mobileNum: string,
): Promise<Member | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('country_dialing_code', '=', normaliseDialingCode(countryDialingCode))
    .where('mobile_num', '=', mobileNum)
    .executeTakeFirst();
}

export function passwordExpired(ctx: ServerContext, member: Member): boolean {
  if (!ctx.brand.register.passwordExpiry || !isSwitchOn(ctx.brand.whitelabel, 'PASSEXPIRY3')) return false;
  const ageMs = ctx.clock.now() - member.password_changed_at.getTime();
  return ageMs > ctx.brand.passwordExpiryDays * 86_400_000;
}

export function isBrandDefaultPassword(ctx: ServerContext, password: string): boolean {
  return sameSecret(password, ctx.brand.defaultPassword);
}
