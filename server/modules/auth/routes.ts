import type { FastifyInstance } from 'fastify';
import { auth, headers } from '../../../src/core/contract';
import { isSwitchOn } from '../../config/brand';
import { fail } from '../../http/envelope';
import { route } from '../../http/route';
import { signInAdmission } from '../../security/passwords';
import type { ServerContext } from '../context';
import { issueCaptcha } from './captcha';
import { sendChallengeCode } from './challenge';
import { freePlay } from './free-play';
import { login, type SignInCheck } from './login';
import { findByMobile } from './members';
import { changePassword, forgotByEmail, forgotCode, resetByEmailLink, resetByPhone } from './passwords';
import {
  agentByAffiliateCode,
  type RegistrationCheck,
  type RegistrationLimits,
  registerMember,
} from './register';
import { endSession } from './sessions';
import { sendSmsCode } from './verification-codes';

const SMS_SENT = { expiredMinutes: 1, message: 'sent' };

export function authRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  signInCheck: SignInCheck,
  registrationCheck: RegistrationCheck,
  registrationLimits: RegistrationLimits,
): void {
  route(app, ctx, auth.login, (input, call) => login(ctx, input, call.ip, signInCheck), {
    admission: signInAdmission,
  });

  route(app, ctx, auth.sendChallengeCode, (input) => sendChallengeCode(ctx, input.challengeId, input.method));

  route(
    app,
    ctx,
    auth.firstLogin,
    async (_input, call) => {
      await ctx.db
        .updateTable('members')
        .set({ first_time_login: false })
        .where('id', '=', call.session.memberId)
        .execute();
      return null;
    },
    { duringForcedChange: true },
  );

  route(app, ctx, auth.freePlay, (input, call) => {
    const version = call.request.headers[headers.version.toLowerCase()];
    return freePlay(ctx, input, typeof version === 'string' ? version : undefined, call.ip);
  });

  route(
    app,
    ctx,
    auth.logout,
    async (_input, call) => {
      await endSession(ctx, call.session.tokenHash, 'logout');
      return null;
    },
    { duringForcedChange: true },
  );

  // An unknown number cannot sign in by SMS: say so before sending anything.
  route(app, ctx, auth.smsLoginCode, async (input) => {
    if (!isSwitchOn(ctx.brand.whitelabel, 'MOBILEVERCODELOGIN3')) fail('FEATURE_DISABLED');
    if (!(await findByMobile(ctx.db, input.countryDialingCode, input.mobileNum)))
      fail('USER_EMAIL_NOT_FOUND');
    await sendSmsCode(ctx, { ...input, purpose: 'login' });
    return SMS_SENT;
  });

  route(app, ctx, auth.smsRegisterCode, async (input) => {
    if (await findByMobile(ctx.db, input.countryDialingCode, input.mobileNo)) fail('MOBILE_TAKEN');
    await sendSmsCode(ctx, {
      countryDialingCode: input.countryDialingCode,
      mobileNum: input.mobileNo,
      purpose: 'register',
    });
    return SMS_SENT;
  });

  route(app, ctx, auth.captchaImage, (input) => issueCaptcha(ctx, input.id));

  route(app, ctx, auth.register, (input, call) =>
    registerMember(ctx, { ...input, tab: 'username' }, call.ip, registrationCheck, registrationLimits),
  );
  route(app, ctx, auth.registerMobile, (input, call) =>
    registerMember(ctx, { ...input, tab: 'mobile' }, call.ip, registrationCheck, registrationLimits),
  );

  route(app, ctx, auth.affiliate, async (input) => {
    const agent = await agentByAffiliateCode(ctx.db, input.code);
    if (!agent) fail('INVALID_AFFILIATE');
    return { valid: true as const, agentName: agent.username };
  });

  route(app, ctx, auth.changePassword, (input, call) => changePassword(ctx, call.session, input), {
    duringForcedChange: true,
  });
  route(app, ctx, auth.forgotByEmail, (input) => forgotByEmail(ctx, input));
  route(app, ctx, auth.resetByEmailLink, (input) => resetByEmailLink(ctx, input));
  route(app, ctx, auth.forgotCode, (input) => forgotCode(ctx, input));
  route(app, ctx, auth.resetByPhone, (input) => resetByPhone(ctx, input));
}
