import type { FastifyInstance } from 'fastify';
import { member } from '../../../src/core/contract';
import type { MemberInfo } from '../../../src/core/contract/member';
import type { ServerContext } from '../../context';
import { route } from '../../http/route';

/** VIP service starts above rank 4; every new account starts at the first rank. */
const STARTING_CLUB = { labelName: 'Bronze', rankLevel: 1 };

export function memberRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, member.info, async (_input, call): Promise<MemberInfo> => {
    const row = await ctx.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', call.session!.memberId)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      account: row.username,
      nickname: row.nickname,
      type: row.type,
      toUpline: row.upline_id !== null,
      clubLabel: STARTING_CLUB,
      memberLabel: row.type === 4 ? [{ labelName: 'Demo', color: '#ABABAB' }] : [],
      mobileNum: row.mobile_num,
      email: row.email,
      firstTimeLogin: row.first_time_login,
      lastLoginTime: row.last_login_at?.toISOString() ?? null,
      lastLoginIp: row.last_login_ip,
    };
  });

  route(app, ctx, member.icon, async () => ({
    avatar: `${ctx.publicUrl}/assets/avatar/default.svg`,
    avatarType: 'STATIC' as const,
  }));
}
