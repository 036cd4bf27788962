import type { Profile } from '../../../src/core/contract/member';
import { MemberType } from '../../../src/core/contract/member-types';
import type { Member } from '../auth/tables';
import type { ServerContext } from '../context';
import { currentAvatar } from './avatar';

/** The brand's colour for a member (and for labels without their own colour). */
export const DEFAULT_MEMBER_COLOR = '#ABABAB';
/** VIP service starts above rank 4; every new account starts at the first rank. */
export const STARTING_CLUB = { labelName: 'Bronze', rankLevel: 1 };

export async function memberLabelsOf(ctx: ServerContext, member: Member) {
  const rows = await ctx.db
    .selectFrom('member_labels')
    .select(['label_name', 'color'])
    .where('member_id', '=', member.id)
    .orderBy('id')
    .execute();
  const labels = rows.map((row) => ({ labelName: row.label_name, color: row.color ?? DEFAULT_MEMBER_COLOR }));
  return member.type === MemberType.freePlay
    ? [{ labelName: 'Demo', color: DEFAULT_MEMBER_COLOR }, ...labels]
    : labels;
}

export async function profileOf(ctx: ServerContext, member: Member): Promise<Profile> {
  const memberLabel = await memberLabelsOf(ctx, member);
  return {
    account: member.username,
    nickname: member.nickname,
    clubLabel: STARTING_CLUB,
    memberLabel,
    // The first coloured label gives the member its colour.
    memberColor:
      memberLabel.find((label) => label.color !== DEFAULT_MEMBER_COLOR)?.color ?? DEFAULT_MEMBER_COLOR,
    avatar: await currentAvatar(ctx, ctx.db, member.id),
    mobileNum: member.mobile_num,
    countryDialingCode: member.country_dialing_code,
    email: member.email,
    totpEnabled: member.totp_secret !== null,
    previousLoginTime: member.previous_login_at?.toISOString() ?? null,
    previousLoginIp: member.previous_login_ip,
  };
}
