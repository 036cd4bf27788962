import type { FastifyInstance } from 'fastify';
import { headers, notices, system } from '../../../src/core/contract';
import {
  issueBodyNonce,
  sweepUsedBodyNonces,
  USED_NONCE_SWEEP_JOB,
  USED_NONCE_SWEEP_MS,
} from '../../http/body-nonces';
import { route } from '../../http/route';
import type { ServerContext } from '../context';
import { listAnnouncements } from './announcements';
import { appDownloadRoutes, downloadResources } from './app-downloads';
import { helpCentre } from './help-centre';
import { dismissPopup, popupNotices } from './popup-notices';
import { type RegistrationAsks, registerSettingsWith, systemStatus, withRegistrationAsks } from './status';

export function systemRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  registrationAsks: RegistrationAsks,
): void {
  route(app, ctx, system.status, async (_input, call) =>
    withRegistrationAsks(ctx, systemStatus(ctx, call.ip), registrationAsks),
  );
  route(app, ctx, system.whitelabel, async () => ctx.brand.whitelabel);
  route(app, ctx, system.registerSettingsCall, async () => registerSettingsWith(ctx, registrationAsks));
  route(app, ctx, system.publicKey, async () => ({ kid: ctx.jwe.kid, jwk: { ...ctx.jwe.publicJwk } }));
  route(app, ctx, system.bodyNonce, (_input, call) => issueBodyNonce(ctx, call.ip));
  ctx.scheduler.every(USED_NONCE_SWEEP_JOB, USED_NONCE_SWEEP_MS, () => sweepUsedBodyNonces(ctx));

  route(app, ctx, system.domainRoute, async () => ({
    domainList: [{ domain: ctx.publicUrl, speed: 0 }],
    resources: downloadResources(ctx),
  }));

  appDownloadRoutes(app, ctx);

  route(app, ctx, system.countries, async () => {
    const rows = await ctx.db.selectFrom('countries').selectAll().orderBy('sort').execute();
    return rows.map((row) => ({
      countryCode: row.country_code,
      countryDialingCode: row.country_dialing_code,
      name: row.name,
    }));
  });

  const languageOf = (request: { headers: Record<string, unknown> }) =>
    request.headers[headers.language.toLowerCase()];
  route(app, ctx, system.announcements, async (input, call) =>
    listAnnouncements(ctx, input, languageOf(call.request)),
  );
  route(app, ctx, system.helpCenter, async (_input, call) => helpCentre(ctx, languageOf(call.request)));
  route(app, ctx, notices.popups, async (_input, call) =>
    popupNotices(ctx, call.session.memberId, languageOf(call.request)),
  );
  route(app, ctx, notices.dismissPopup, async (input, call) =>
    dismissPopup(ctx, call.session.memberId, input.id),
  );
}
