import { z } from 'zod';
import { type ContractTerms, contractTerms } from '../../src/core/contract/agents';
import { FEEDBACK_MAX_WORDS_LIMIT, FEEDBACK_TYPE_PATTERN } from '../../src/core/contract/feedback';
import { AGENT_TYPES, MemberType } from '../../src/core/contract/member-types';
import { helpCentreSchema } from './help-centre';
import { localizedTextSchema } from './localized-text';

/** The languages the elements have translations for (locales/<lang>/); ty is French Polynesia's (docs/operating.md). */
const translatedLanguages = ['es', 'en', 'pt', 'ty'] as const;

/** The site's languages: the brand default and those its language picker offers (spec: ES, and ES and EN). */
const languagesSchema = z
  .object({ default: z.enum(translatedLanguages), supported: z.array(z.enum(translatedLanguages)).min(1) })
  .refine((languages) => languages.supported.includes(languages.default), {
    message: 'the default language must be one of the supported ones',
  });

const minor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** An item of the points mall: goods shipped to the member, or money paid to the wallet. */
const pointReward = z.object({
  /** Stable id: redemptions and the stock left refer to it. */
  code: z.string().regex(/^[a-z0-9-]{1,40}$/),
  /** Its name, one per language or one string in the brand's default language. */
  name: localizedTextSchema(translatedLanguages, 80),
  /** An image URL; a path (/assets/…) is served by this server. */
  image: z.string().max(500).default(''),
  /** Points one item costs. */
  cost: z.number().int().positive().max(1_000_000_000),
  /** Items on offer when the reward first appears; the database keeps what is left. */
  stock: z.number().int().nonnegative().max(1_000_000),
  kind: z.enum(['goods', 'money']),
  /** What a money reward pays into the main wallet, per item (minor units). */
  moneyMinor: minor.default(0),
});

const DEFAULT_REWARDS: z.output<typeof pointReward>[] = [
  {
    code: 'cash-50',
    name: { en: 'Cash 50.00', es: 'Efectivo 50.00', pt: 'Dinheiro 50.00', ty: 'Espèces 50.00' },
    image: '/assets/rewards/cash-50.svg',
    cost: 600,
    stock: 500,
    kind: 'money',
    moneyMinor: 5_000,
  },
  {
    code: 'cash-200',
    name: { en: 'Cash 200.00', es: 'Efectivo 200.00', pt: 'Dinheiro 200.00', ty: 'Espèces 200.00' },
    image: '/assets/rewards/cash-200.svg',
    cost: 2_200,
    stock: 200,
    kind: 'money',
    moneyMinor: 20_000,
  },
  {
    code: 'team-jersey',
    name: { en: 'Team jersey', es: 'Camiseta del equipo', pt: 'Camisa do time', ty: 'Maillot de l’équipe' },
    image: '/assets/rewards/team-jersey.svg',
    cost: 1_500,
    stock: 40,
    kind: 'goods',
    moneyMinor: 0,
  },
  {
    code: 'headphones',
    name: {
      en: 'Wireless headphones',
      es: 'Auriculares inalámbricos',
      pt: 'Fones de ouvido sem fio',
      ty: 'Casque sans fil',
    },
    image: '/assets/rewards/headphones.svg',
    cost: 8_000,
    stock: 10,
    kind: 'goods',
    moneyMinor: 0,
  },
  {
    code: 'smartwatch',
    name: { en: 'Smart watch', es: 'Reloj inteligente', pt: 'Relógio inteligente', ty: 'Montre connectée' },
    image: '/assets/rewards/smartwatch.svg',
    cost: 20_000,
    stock: 3,
    kind: 'goods',
    moneyMinor: 0,
  },
];

/** Loyalty points: how play earns them, what they are worth, and the mall's rewards. */
const pointsConfig = z.object({
  /** Valid bet (minor units) that earns one point; what is left over carries to the next round. */
  amountRequirement: z.number().int().positive().max(1_000_000_000).default(1_000),
  /** Money (minor units) one point converts to. */
  exchangeRatio: minor.default(10),
  /** The fewest points a conversion may take. */
  pointsRequirement: z.number().int().positive().max(1_000_000_000).default(100),
  rewards: z.array(pointReward).max(200).default(DEFAULT_REWARDS),
});

/** One VIP level: reached when the rolling period's valid bets and deposits both reach its thresholds. */
const vipLevel = z.object({
  /** 1 is the level every member starts at; above 4 is VIP for customer service. */
  rank: z.number().int().min(1).max(99),
  name: z.string().min(1).max(40),
  validBet: minor.default(0),
  deposits: minor.default(0),
  /** Paid once per member the first time the level is reached (minor units). */
  upgradeBonus: minor.default(0),
  /** Shown side by side in the benefits table: percent of valid bet back, monthly bonus, withdrawals a day. */
  rebatePercent: z.number().min(0).max(100).default(0),
  monthlyBonus: minor.default(0),
  dailyWithdrawals: z.number().int().min(1).max(1000).default(3),
});

const DEFAULT_VIP_LEVELS: z.output<typeof vipLevel>[] = [
  {
    rank: 1,
    name: 'Bronze',
    validBet: 0,
    deposits: 0,
    upgradeBonus: 0,
    rebatePercent: 0.2,
    monthlyBonus: 0,
    dailyWithdrawals: 3,
  },
  {
    rank: 2,
    name: 'Silver',
    validBet: 500_000,
    deposits: 100_000,
    upgradeBonus: 5_000,
    rebatePercent: 0.3,
    monthlyBonus: 2_000,
    dailyWithdrawals: 5,
  },
  {
    rank: 3,
    name: 'Gold',
    validBet: 2_000_000,
    deposits: 500_000,
    upgradeBonus: 20_000,
    rebatePercent: 0.4,
    monthlyBonus: 10_000,
    dailyWithdrawals: 8,
  },
  {
    rank: 4,
    name: 'Platinum',
    validBet: 10_000_000,
    deposits: 2_000_000,
    upgradeBonus: 80_000,
    rebatePercent: 0.6,
    monthlyBonus: 40_000,
    dailyWithdrawals: 10,
  },
  {
    rank: 5,
    name: 'Diamond',
    validBet: 50_000_000,
    deposits: 10_000_000,
    upgradeBonus: 300_000,
    rebatePercent: 0.8,
    monthlyBonus: 150_000,
    dailyWithdrawals: 20,
  },
];

const vipConfig = z.object({
  /** The rolling period (days) whose valid bets and deposits count. */
  periodDays: z.number().int().min(1).max(366).default(30),
  /** At each daily review, move members whose period no longer holds their level down to the one it holds. */
  downgradeAtReview: z.boolean().default(false),
  levels: z
    .array(vipLevel)
    .min(1)
    .max(20)
    .default(DEFAULT_VIP_LEVELS)
    .refine(
      (levels) =>
        levels[0]?.rank === 1 && levels.every((level, i) => i === 0 || level.rank > levels[i - 1]!.rank),
      {
        message: 'levels start at rank 1 and rise',
      },
    ),
});

/** The house contracts a newly approved agent starts with (one per kind): what the programme pays. */
const DEFAULT_AGENT_CONTRACTS: ContractTerms[] = [
  {
    kind: 'dividend',
    periodType: 'weekly',
    rate: 2000,
    activeMembers: 3,
    periodValidBet: 500_000,
    periodProfitLoss: 0,
  },
  { kind: 'dailySalary', rate: 100, activeMembers: 3, dailyBetAmount: 10_000 },
];

const DEFAULT_AGENT_DESCRIPTION = {
  en: 'Bring players to the site and earn from their play. Every agent gets an invitation code and a register link, sees the team, its bets and its profit and loss in the agent centre, and is paid by contract: a share of the team’s net loss each week, and a daily salary on the team’s valid bets.',
  es: 'Traiga jugadores al sitio y gane con su juego. Cada agente recibe un código de invitación y un enlace de registro, ve a su equipo, sus apuestas y sus ganancias y pérdidas en el centro de agentes, y cobra por contrato: una parte de la pérdida neta del equipo cada semana y un salario diario sobre las apuestas válidas del equipo.',
  pt: 'Traga jogadores para o site e ganhe com o jogo deles. Cada agente recebe um código de convite e um link de registo, vê a equipa, as apostas e os lucros e perdas no centro de agentes, e é pago por contrato: uma parte da perda líquida da equipa todas as semanas e um salário diário sobre as apostas válidas da equipa.',
  ty: 'Amenez des joueurs sur le site et gagnez sur leur jeu. Chaque agent reçoit un code d’invitation et un lien d’inscription, suit son équipe, ses paris et ses gains et pertes dans le centre des agents, et il est payé par contrat : une part de la perte nette de l’équipe chaque semaine et un salaire journalier sur les paris valides de l’équipe.',
};

/** The agent programme /join presents, and what an approved application grants. */
const agentProgrammeConfig = z.object({
  /** The member type an approved member gets: 1 or 2 (agents), 41 or 42 (affiliates, agent site only). */
  agentType: z.literal(AGENT_TYPES).default(MemberType.agent),
  /** What the programme offers, per language (en, es, pt, ty); the operator's default language answers the others. */
  description: z
    .partialRecord(z.enum(translatedLanguages), z.string().min(1).max(2000))
    .default(DEFAULT_AGENT_DESCRIPTION),
  /** The house contracts a new agent starts with, one per kind (the contract schema's terms). */
  contracts: z
    .array(
      z.custom<ContractTerms>((value) => contractTerms.safeParse(value).success, 'invalid contract terms'),
    )
    .max(4)
    .refine((list) => new Set(list.map((terms) => terms.kind)).size === list.length, {
      message: 'one contract per kind',
    })
    .default(DEFAULT_AGENT_CONTRACTS),
});
/** Member feedback (PUT /wps/feedback): the types offered and the content's bounds in words. */
const feedbackConfig = z
  .object({
    /** Type codes in the order the form offers them; the elements name the usual ones in every language. */
    types: z
      .array(z.string().regex(FEEDBACK_TYPE_PATTERN))
      .min(1)
      .max(20)
      .refine((types) => new Set(types).size === types.length, { message: 'each type once' })
      .default(['suggestion', 'bug', 'payment', 'games', 'other']),
    minWords: z.number().int().min(1).max(FEEDBACK_MAX_WORDS_LIMIT).default(5),
    maxWords: z.number().int().min(1).max(FEEDBACK_MAX_WORDS_LIMIT).default(300),
    /** Bytes of feedback images one member may keep, on top of the uploads' shared quota. */
    imageQuotaBytes: z
      .number()
      .int()
      .min(0)
      .max(1024 * 1024 * 1024)
      .default(20 * 1024 * 1024),
  })
  .refine((feedback) => feedback.minWords <= feedback.maxWords, {
    message: 'minWords must not be above maxWords',
  });

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');
/** An https address of an app store's page (App Store, Google Play, or the operator's own download host). */
const storeUrl = z
  .string()
  .url()
  .max(500)
  .refine((url) => url.startsWith('https://'), { message: 'an https address' })
  .nullable()
  .default(null);

/**
 * The site as an app on players' phones: the installable web app's names and colours (its manifest), the iOS
 * profile's web clip, and the store pages of native apps when the operator has them. The icon is a file in
 * DATA_DIR (app-icon.svg or app-icon.png, see docs/operating.md), not part of this file.
 */
const appConfig = z.object({
  /** The app's name: the install dialog, the splash screen, the iOS profile. */
  name: z.string().trim().min(1).max(45).default('Gamedeck'),
  /** The name under the icon on a home screen, where about 12 characters fit. */
  shortName: z.string().trim().min(1).max(12).default('Gamedeck'),
  /** The browser's bars around the installed app. */
  themeColour: hexColour.default('#0a101c'),
  /** The splash screen while the app starts, and the ground of icons that must fill their square. */
  backgroundColour: hexColour.default('#0a101c'),
  /** The native iOS app's store page; without one the iOS entry installs the site's profile (/download/ios). */
  iosStoreUrl: storeUrl,
  /** The native Android app's store page; without one /download/android installs the web app. */
  androidStoreUrl: storeUrl,
});
export type AppConfig = z.infer<typeof appConfig>;

/**
 * Player protection: the jurisdiction profile whose rules every product obeys (round pace, slot stake
 * cap, products off, win celebration, limit-raise delay; docs/responsible-gaming.md). `none` is the
 * platform's own rules. The rules of each are in server/modules/responsible/profiles.ts.
 */
export const PROFILE_CODES = ['none', 'uk', 'de', 'es', 'nl', 'on'] as const;
/** An IANA time zone name the runtime knows (Europe/Amsterdam, UTC, …). */
const timeZoneName = z
  .string()
  .max(64)
  .refine(
    (name) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: name });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'an IANA time zone name, e.g. Europe/Amsterdam' },
  );
const responsibleGamingConfig = z.object({
  profile: z.enum(PROFILE_CODES).default('none'),
  /** The brand's time zone: calendar windows (de, es, nl) start at its midnight, Monday and first of the month. */
  timeZone: timeZoneName.default('UTC'),
});

/**
 * The operator's live switches: one copy in the database for every node (operator-store.ts),
 * edited through DATA_DIR/operator.json on any node.
 */
export const operatorConfigSchema = z.object({
  maintenance: z
    .object({ enabled: z.boolean().default(false), endTime: z.string().nullable().default(null) })
    .default({ enabled: false, endTime: null }),
  /** IPv4/IPv6 ranges mapped to country codes. */
  regions: z.array(z.object({ cidr: z.string(), country: z.string() })).default([]),
  restrictedCountries: z.array(z.string()).default([]),
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges). */
  trustedProxies: z.array(z.string()).default([]),
  /** Partner sites allowed to call the API from the browser. */
  corsOrigins: z.array(z.string()).default([]),
  /** Partner sites allowed to frame the operator site's pages (CSP frame-ancestors, besides the site itself). */
  frameAncestors: z.array(z.string().regex(/^[^\s;,]+$/, 'one origin per entry')).default([]),
  /** More hosts serving the built-in games besides the site itself (status launchGameCDNs; a launch's fallback address). */
  gameHosts: z.array(z.string().url()).default([]),
  rateLimits: z.boolean().default(true),
  /** The brand's Telegram channel, offered as a customer-service entry (csType TELEGRAM) when set. */
  telegramUrl: z.string().url().nullable().default('https://t.me/gamedeck_support'),
  /**
   * Serve the demo payment gateway in production too (in dev mode it is always on): any member can
   * then credit their own deposits, the server warns at every start and the site is marked as a
   * demo. Read when a node starts.
   */
  demoGatewayInProduction: z.boolean().default(false),
  /** Brand rule: visitors without a session token are sent to /login, except on the public routes. */
  loginedToHomePage: z.boolean().default(false),
  app: appConfig.default(appConfig.parse({})),
  points: pointsConfig.default(pointsConfig.parse({})),
  vip: vipConfig.default(vipConfig.parse({})),
  languages: languagesSchema.default({ default: 'es', supported: ['es', 'en'] }),
  agentProgramme: agentProgrammeConfig.default(agentProgrammeConfig.parse({})),
  /** The help centre's sections and articles per language (help-centre.ts). */
  helpCentre: helpCentreSchema,
  feedback: feedbackConfig.default(feedbackConfig.parse({})),
  responsibleGaming: responsibleGamingConfig.default({ profile: 'none', timeZone: 'UTC' }),
});
export type OperatorConfig = z.infer<typeof operatorConfigSchema>;
export type PointsConfig = z.infer<typeof pointsConfig>;
export type PointRewardConfig = z.infer<typeof pointReward>;
export type VipConfig = z.infer<typeof vipConfig>;
export type VipLevelConfig = z.infer<typeof vipLevel>;
export type AgentProgrammeConfig = z.infer<typeof agentProgrammeConfig>;
export type FeedbackConfig = z.infer<typeof feedbackConfig>;

export const defaultOperatorConfig: OperatorConfig = operatorConfigSchema.parse({});

export interface OperatorConfigSource {
  current(): OperatorConfig;
}

/** A fixed configuration (tests that do not exercise the file). */
export function staticOperatorConfig(config: Partial<OperatorConfig> = {}): OperatorConfigSource {
  const parsed = operatorConfigSchema.parse(config);
  return { current: () => parsed };
}
