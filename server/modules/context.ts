import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Brand } from '../config/brand';
import type { OperatorConfigSource } from '../config/operator';
import type { JweKeys } from '../http/jwe';
import type { RouteContext } from '../http/route';
import type { ExclusionRegisters } from '../providers/exclusion-registers';
import type { EmailProvider, PhoneVerifier, SmsProvider } from '../providers/messaging';
import type { PaymentProviders } from '../providers/payments';
import type { Fanout } from '../realtime/fanout';
import type { Scheduler } from '../scheduling/scheduler';
import type { RateLimiter } from '../security/rate-limiter';
import type { Db } from './database';
import type { CatalogueSnapshot } from './games/catalogue-snapshot';
import type { OperatorDecisions } from './operator/decisions';
import type { SettlementHooks } from './rounds/settled';
import type { SiteApp } from './system/site-app';

/** Everything a module needs, built once by buildApp and passed down explicitly. */
export interface ServerContext extends RouteContext {
  db: Db;
  /** The game catalogue held in memory, as new as the database's on every read. */
  catalogue: CatalogueSnapshot;
  clock: Clock;
  brand: Brand;
  operator: OperatorConfigSource;
  limiter: RateLimiter;
  sms: SmsProvider;
  email: EmailProvider;
  phoneVerifier: PhoneVerifier;
  /** The payment providers deposits go through (the demo gateway registers itself when it is on). */
  payments: PaymentProviders;
  /**
   * Production serving the demo payment gateway because the operator turned it on: the status
   * tells the site it is a demo, and the site shows it.
   */
  demoSite: boolean;
  jwe: JweKeys;
  /** Base of every link the server sends out (never derived from the Host header). */
  publicUrl: string;
  /** Dev mode exposes /dev/outbox and /dev/captcha and checks every response against the contract. */
  devMode: boolean;
  /** Plain captcha answers kept only in dev mode, for /dev/captcha/:id. */
  devCaptchaAnswers: Map<string, string> | null;
  log: FastifyBaseLogger;
  /** Where settled rounds and credited deposits are announced, inside their transactions. */
  hooks: SettlementHooks;
  /** What features leave to the operator (console, CLI and audit log): `decisions.register(kind)`. */
  decisions: OperatorDecisions;
  /** How long a money-moving request's owner counts as alive between lease renewals (ms). */
  requestLeaseMs: number;
  /** Scheduled work: each job on one node at a time (server/scheduling). */
  scheduler: Scheduler;
  /** Real-time messages to every node's subscribers (Redis pub/sub when REDIS_URL is set). */
  fanout: Fanout;
  /** The brand's app on phones: its icons and the iOS profile's signer (DATA_DIR files). */
  siteApp: SiteApp;
  /** The national self-exclusion registers (the development file in DATA_DIR unless a live provider is set). */
  exclusionRegisters: ExclusionRegisters;
}

export const now = (ctx: Pick<ServerContext, 'clock'>): Date => new Date(ctx.clock.now());
