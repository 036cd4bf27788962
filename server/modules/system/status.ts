import type { SystemStatus } from '../../../src/core/contract/system';
import type { OperatorConfig } from '../../config/operator';
import type { ServerContext } from '../../context';
import { countryOf } from '../../http/client-ip';

export interface Gate {
  maintenance: boolean;
  regionRestricted: boolean;
  country: string;
}

/** Whether the site is closed for this caller: maintenance, or a restricted region. */
export function gateFor(ctx: ServerContext, config: OperatorConfig, ip: string): Gate {
  const country = countryOf(ip, config, ctx.brand.defaultCountry);
  return {
    maintenance: config.maintenance.enabled,
    regionRestricted: config.restrictedCountries.includes(country),
    country,
  };
}

export const downloadResources = (publicUrl: string) => [
  {
    resourceType: 'ANDROID',
    url: `${publicUrl}/download/android`,
    qrCodeUrl: `${publicUrl}/assets/banners/w_register.svg`,
    labelNameEn: 'Android app',
    labelNameCn: '安卓下载',
  },
  {
    resourceType: 'IOS',
    url: `${publicUrl}/download/ios`,
    qrCodeUrl: `${publicUrl}/assets/banners/w_register.svg`,
    labelNameEn: 'iOS app',
    labelNameCn: '苹果下载',
  },
  // The lite app is the site itself, saved to the phone's home screen: nothing to install.
  {
    resourceType: 'LITE',
    url: `${publicUrl}/`,
    qrCodeUrl: null,
    labelNameEn: 'Lite app',
    labelNameCn: '极速版',
  },
];

export function systemStatus(ctx: ServerContext, ip: string): SystemStatus {
  const config = ctx.operator.current();
  const gate = gateFor(ctx, config, ip);
  return {
    status: gate.maintenance ? 1 : gate.regionRestricted ? 2 : 0,
    info: {
      whitelabel: ctx.brand.whitelabel,
      register: ctx.brand.register,
      resources: downloadResources(ctx.publicUrl),
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
    },
    location: { ip, country: gate.country },
    maintenance: gate.maintenance,
    regionRestriction: gate.regionRestricted,
    maintenanceEnd: config.maintenance.enabled ? config.maintenance.endTime : null,
  };
}
