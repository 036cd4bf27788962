/** What the site offers to install (apps, the iOS profile, the web app), with the domains it answers on. */
import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';

export const resource = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.nullable(z.string()),
  labelNameEn: z.string(),
  labelNameCn: z.string(),
  /**
   * How the download installs: a native app's `store` page, the site's iOS configuration `profile`, or the
   * site itself as a `webApp` (installed from the browser).
   */
  install: z.optional(z.enum(['store', 'profile', 'webApp'])),
  /** For a `profile`: whether the operator signs it (iOS then shows it as verified). */
  signed: z.optional(z.boolean()),
});
export type Resource = z.infer<typeof resource>;

export const domainRoute = endpoint({
  method: 'GET',
  path: '/wps/system/domainRoute',
  request: empty,
  response: z.object({
    domainList: z.array(z.object({ domain: z.string(), speed: z.number() })),
    resources: z.array(resource),
  }),
});
