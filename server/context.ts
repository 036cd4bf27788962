import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Brand } from './config/brand';
import type { OperatorConfigSource } from './config/operator';
import type { Db } from './db/connection';
import type { JweKeys } from './http/jwe';
import type { CatalogueSnapshot } from './modules/games/catalogue-snapshot';
import type { OperatorDecisions } from './modules/operator/decisions';
import type { SettlementHooks } from './modules/rounds/settled';
import type { EmailProvider, PhoneVerifier, SmsProvider } from './providers/messaging';
import type { Fanout } from './realtime/fanout';
import type { Scheduler } from './scheduling/scheduler';
import type { RateLimiter } from './security/rate-limiter';

/** Everything a module needs, built once by buildApp and passed down explicitly. */
export interface ServerContext {
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
}

export const now = (ctx: Pick<ServerContext, 'clock'>): Date => new Date(ctx.clock.now());
