import type { FastifyInstance } from 'fastify';
import { member } from '../../../src/core/contract';
import type { MemberInfo } from '../../../src/core/contract/member';
import { route } from '../../http/route';
import type { ServerContext } from '../context';
import { avatarImageRoutes, chooseStaticAvatar, currentAvatar, staticChoices } from './avatar';
import { confirmEmailBind, confirmPhoneBind, requestEmailBind, requestPhoneBind } from './bindings';
import { callerOf, realMemberOf } from './guard';
import { liveSessions, logOutOthers } from './member-sessions';
import { memberLabelsOf, profileOf } from './profile';
import { confirmTotpSetup, startTotpSetup } from './totp-setup';

/** The member's VIP level as member info shows it; the VIP module, above this one, answers it. */
export type ClubLabelOf = (memberId: number) => Promise<{ labelName: string; rankLevel: number }>;

/** Member info and the security centre: profile, avatar, phone/e-mail binding, authenticator, sessions. */
export function memberRoutes(app: FastifyInstance, ctx: ServerContext, clubLabelOf: ClubLabelOf): void {
  route(app, ctx, member.info, async (_input, call): Promise<MemberInfo> => {
    const row = await callerOf(ctx.db, call);
    return {
      id: row.id,
      account: row.username,
      nickname: row.nickname,
      type: row.type,
      toUpline: row.upline_id !== null,
      clubLabel: await clubLabelOf(row.id),
      memberLabel: await memberLabelsOf(ctx, row),
      mobileNum: row.mobile_num,
      email: row.email,
      firstTimeLogin: row.first_time_login,
      lastLoginTime: row.last_login_at?.toISOString() ?? null,
      lastLoginIp: row.last_login_ip,
      restriction: call.session.restriction && {
        kind: call.session.restriction.kind,
        until: call.session.restriction.until?.toISOString() ?? null,
      },
    };
  });

  route(app, ctx, member.icon, async (_input, call) => currentAvatar(ctx, ctx.db, call.session.memberId));

  route(app, ctx, member.profile, async (_input, call) => {
    const row = await callerOf(ctx.db, call);
    return { ...(await profileOf(ctx, row)), clubLabel: await clubLabelOf(row.id) };
  });

  route(app, ctx, member.updateNickname, async (input, call) => {
    const row = await realMemberOf(ctx.db, call);
    await ctx.db.updateTable('members').set({ nickname: input.nickname }).where('id', '=', row.id).execute();
    return { nickname: input.nickname };
  });

  route(app, ctx, member.playerAvatar, async (_input, call) => ({
    ...(await currentAvatar(ctx, ctx.db, call.session.memberId)),
    choices: staticChoices(ctx),
  }));

  route(app, ctx, member.setStaticAvatar, async (input, call) => {
    const row = await realMemberOf(ctx.db, call);
    return chooseStaticAvatar(ctx, row.id, input.key);
  });

  avatarImageRoutes(app, ctx);

  route(app, ctx, member.bindPhoneCode, async (input, call) =>
    requestPhoneBind(ctx, (await realMemberOf(ctx.db, call)).id, input),
  );
  route(app, ctx, member.bindPhone, async (input, call) =>
    confirmPhoneBind(ctx, (await realMemberOf(ctx.db, call)).id, input),
  );
  route(app, ctx, member.bindEmailCode, async (input, call) =>
    requestEmailBind(ctx, (await realMemberOf(ctx.db, call)).id, input.email),
  );
  route(app, ctx, member.bindEmail, async (input, call) =>
    confirmEmailBind(ctx, (await realMemberOf(ctx.db, call)).id, input),
  );

  route(app, ctx, member.totpSetup, async (_input, call) =>
    startTotpSetup(ctx, await realMemberOf(ctx.db, call)),
  );
  route(app, ctx, member.totpConfirm, async (input, call) => {
    await confirmTotpSetup(ctx, (await realMemberOf(ctx.db, call)).id, input.code);
    return { totpEnabled: true };
  });

  route(app, ctx, member.sessions, async (_input, call) => ({
    list: await liveSessions(ctx, call.session.memberId, call.session.tokenHash),
  }));
  route(app, ctx, member.logoutOtherSessions, async (_input, call) =>
    logOutOthers(ctx, call.session.memberId, call.session.tokenHash),
  );
}
