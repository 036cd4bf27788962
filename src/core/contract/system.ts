import { z } from 'zod/mini';
import { ruledRegisterFields } from './auth-fields';
import { empty, endpoint } from './endpoint';

export { helpCenter } from './help';
export { bodyNonce, publicKey } from './server-key';

/** A node of the brand's whitelabel menu tree; feature switches are its codes. */
export interface WhitelabelNode {
  code: string;
  name: string;
  enabled: boolean;
  children: WhitelabelNode[];
}
export const whitelabelNode: z.ZodMiniType<WhitelabelNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    children: z.array(whitelabelNode),
  }),
);

/** Feature switch codes named by the spec. */
export const featureSwitches = {
  mobileLogin: 'MOBILEVERCODELOGIN3',
  directRegister: 'DIRECTREG3',
  freePlay: 'FREEPLAY3',
  phonePasswordReset: 'CHNGPASSVERIF3',
  passwordExpiry: 'PASSEXPIRY3',
} as const;

export const whitelabel = endpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  request: empty,
  response: z.array(whitelabelNode),
});

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

export const customerService = z.object({
  csType: z.enum(['TELEGRAM', 'LIVECHAT', 'VIP']),
  path: z.string(),
});

/** One registration field rule: shown when enabled, bounds and pattern id from the brand. */
export const registerFieldRule = z.object({
  name: z.enum(ruledRegisterFields),
  enabled: z.boolean(),
  required: z.boolean(),
  min: z.int().check(z.nonnegative()),
  max: z.int().check(z.positive()),
  /** A pattern id of the validation catalogue, or `*` for any text. */
  pattern: z.string(),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRule>;

export const registerSettings = z.object({
  fields: z.array(registerFieldRule),
  /** A verification code is required on the username tab (always on the mobile tab). */
  smsVerification: z.boolean(),
  captcha: z.boolean(),
  /** Phone numbers must have exactly this many digits, when set. */
  phoneDigits: z.nullable(z.int()),
  /** Who checks phone numbers: our own SMS, or a third-party verifier. */
  phoneVerifier: z.enum(['sms', 'thirdParty']),
  /** The brand enforces password expiry (forced change when expired). */
  passwordExpiry: z.boolean(),
  /**
   * Deposit limits the jurisdiction profile asks for at registration: a prompt (limits or an explicit
   * "no limit") or required (the monthly one at most maxMonthly when set). Absent: not asked.
   */
  depositLimits: z.optional(
    z.object({ ask: z.enum(['prompt', 'required']), maxMonthly: z.nullable(z.int()) }),
  ),
  /** The jurisdiction profile asks for a birth date at registration (uk, nl). Absent means not asked. */
  birthDateRequired: z.optional(z.boolean()),
});
export type RegisterSettings = z.infer<typeof registerSettings>;

export const registerSettingsCall = endpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  request: empty,
  response: registerSettings,
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

export const domainRoute = endpoint({
  method: 'GET',
  path: '/wps/system/domainRoute',
  request: empty,
  response: z.object({
    domainList: z.array(z.object({ domain: z.string(), speed: z.number() })),
    resources: z.array(resource),
  }),
});

export const country = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
});
export type Country = z.infer<typeof country>;

export const countries = endpoint({
  method: 'GET',
  path: '/wps/system/countries',
  request: empty,
  response: z.array(country),
});

export const announcementType = z.enum(['B', 'PL', 'PU', 'PR', 'H']);
export const announcement = z.object({
  id: z.int(),
  type: announcementType,
  /** Banner group, e.g. w_login, w_register, w_home. */
  group: z.nullable(z.string()),
  title: z.string(),
  /** HTML; sanitised before render. */
  content: z.string(),
  imageUrl: z.nullable(z.string()),
  link: z.nullable(z.string()),
  startTime: z.string(),
  endTime: z.nullable(z.string()),
  /** A promotion announcement (PR): the promotion it presents, and its category tab. */
  promotionId: z.optional(z.nullable(z.int())),
  category: z.optional(z.nullable(z.string())),
});
export type Announcement = z.infer<typeof announcement>;

export const announcements = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  request: z.strictObject({
    /** Comma-separated announcement types. */
    types: z._default(z.string().check(z.maxLength(64)), 'B,PL,PU,PR,H'),
    platform: z._default(z.literal('W'), 'W'),
    execution: z._default(announcementType, 'B'),
    group: z.optional(z.string().check(z.maxLength(32))),
  }),
  response: z.object({
    player: z.array(announcement),
    banners: z.array(announcement),
    popup: z.array(announcement),
    promotion: z.array(announcement),
  }),
});
