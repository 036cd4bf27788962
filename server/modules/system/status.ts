import type { RegisterSettings, SystemStatus } from '../../../src/core/contract/system';
import type { OperatorConfig } from '../../config/operator';
import { countryOf } from '../../http/client-ip';
import type { Gate } from '../../http/gates';
import type { ServerContext } from '../context';
import { downloadResources } from './app-downloads';

/** Whether the site is closed for this caller: maintenance, or a restricted region. */
export function gateFor(ctx: ServerContext, config: OperatorConfig, ip: string): Gate {
  const country = countryOf(ip, config, ctx.brand.defaultCountry);
  return {
    maintenance: config.maintenance.enabled,
    regionRestricted: config.restrictedCountries.includes(country),
    country,
  };
}

/**
 * What the brand's jurisdiction profile has the registration form ask for besides the brand's own fields: deposit
 * limits, a birth date (handed down by responsible gaming, which sits above this module). Absent keys: not asked.
 */
export type RegistrationAsks = () => Pick<RegisterSettings, 'depositLimits' | 'birthDateRequired'>;

/** The brand's registration settings with what the profile asks for. */
export const registerSettingsWith = (ctx: ServerContext, asks: RegistrationAsks): RegisterSettings => ({
  ...ctx.brand.register,
  ...asks(),
});

/** The status with the registration form told what the profile asks for. */
export const withRegistrationAsks = (
  ctx: ServerContext,
  status: SystemStatus,
  asks: RegistrationAsks,
): SystemStatus => ({
  ...status,
  info: { ...status.info, register: registerSettingsWith(ctx, asks) },
});

export function systemStatus(ctx: ServerContext, ip: string): SystemStatus {
  const config = ctx.operator.current();
  const gate = gateFor(ctx, config, ip);
  return {
    status: gate.maintenance ? 1 : gate.regionRestricted ? 2 : 0,
    info: {
      whitelabel: ctx.brand.whitelabel,
      register: ctx.brand.register,
      resources: downloadResources(ctx),
      // The live chat window asks for its own ticket; GET /wps/service/customerService answers links with one.
      customerService: [
        ...(config.telegramUrl ? [{ csType: 'TELEGRAM' as const, path: config.telegramUrl }] : []),
        { csType: 'LIVECHAT', path: `${ctx.publicUrl}/service/chat` },
        { csType: 'VIP', path: `${ctx.publicUrl}/service/chat` },
      ],
      analytics: { gtagId: null },
      imageCDNs: [ctx.publicUrl],
      launchGameCDNs: [ctx.publicUrl, ...config.gameHosts],
      loginedToHomePage: config.loginedToHomePage,
      languages: config.languages,
      demo: ctx.demoSite,
    },
    location: { ip, country: gate.country },
    maintenance: gate.maintenance,
    regionRestriction: gate.regionRestricted,
    maintenanceEnd: config.maintenance.enabled ? config.maintenance.endTime : null,
  };
}
