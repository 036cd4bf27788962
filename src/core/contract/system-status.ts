/** The site's state at start-up: open, in maintenance or closed to the visitor's region; the brand's setup. */
import { z } from 'zod/mini';
import { resource } from './downloads';
import { endpoint } from './endpoint';
import { registerSettings } from './register-settings';
import { whitelabelNode } from './whitelabel';

export const customerService = z.object({
  csType: z.enum(['TELEGRAM', 'LIVECHAT', 'VIP']),
  path: z.string(),
});

export const systemStatus = z.object({
  /** 0 normal, 1 maintenance, 2 region restricted. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  info: z.object({
    whitelabel: z.array(whitelabelNode),
    register: registerSettings,
    resources: z.array(resource),
    customerService: z.array(customerService),
    analytics: z.object({ gtagId: z.nullable(z.string()) }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    /**
     * Brand rule: visitors without a session token are sent to /login, except on /login,
     * /register, /register.html, /helpmc and /download. Absent means off.
     */
    loginedToHomePage: z.optional(z.boolean()),
    /** The operator's site languages (operator.json `languages`): its default and what its picker offers. */
    languages: z.optional(z.object({ default: z.string(), supported: z.array(z.string()) })),
    /**
     * A demo brand: it takes deposits through the demo payment gateway, where any member can pay
     * their own orders, so the site marks itself as a demo. Absent means a real brand.
     */
    demo: z.optional(z.boolean()),
  }),
  location: z.object({ ip: z.string(), country: z.string() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** ISO time the maintenance ends, when known. */
  maintenanceEnd: z.nullable(z.string()),
});
export type SystemStatus = z.infer<typeof systemStatus>;

export const status = endpoint({
  method: 'GET',
  path: '/wps/system/status',
  request: z.strictObject({ url: z.optional(z.string().check(z.maxLength(2048))) }),
  response: systemStatus,
});
