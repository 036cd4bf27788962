import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { JOSE_CONTENT_TYPE } from '../src/core/contract';
import { isVipForService } from '../src/core/contract/vip';
import { type Clock, systemClock } from './clock';
import { defaultBrand } from './config/brand';
import { type OperatorConfigSource, staticOperatorConfig } from './config/operator';
import { OperatorConfigStore } from './config/operator-store';
import type { ServerContext } from './context';
import { createDb, type DatabaseSource } from './db/connection';
import { migrate } from './db/migrations';
import { fillAnnouncementTranslations, loadBrand, seedIfEmpty } from './db/seed';
import { DEFAULT_CATALOGUE_SIZE, seedGamesIfMissing } from './db/seed-games';
import { seedVendorsIfMissing } from './db/seed-vendors';
import type { Rng } from './games/rng';
import { playRoutes } from './games/routes';
import { installCompression } from './http/compression';
import { installCors } from './http/cors';
import { installErrorHandler } from './http/errors';
import { installGates } from './http/gates';
import { generateJweKeys, type JweKeys, loadOrCreateJweKeys } from './http/jwe';
import { installSecurityHeaders } from './http/security-headers';
import { installStaticSite } from './http/static-site';
import { refuseUnstorableUrlText } from './http/storable-text';
import { fillAgentBrandSettings, seedDemoAgentContracts } from './modules/agents/contracts-seed';
import { agentContractRoutes } from './modules/agents/routes-contracts';
import { agentJoinRoutes } from './modules/agents/routes-join';
import { agentTeamRoutes } from './modules/agents/routes-team';
import { scheduleSettlements } from './modules/agents/scheduler';
import { authRoutes } from './modules/auth/routes';
import { devRoutes } from './modules/dev/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { CatalogueSnapshot } from './modules/games/catalogue-snapshot';
import { launchRoutes } from './modules/games/launch-routes';
import { gamesRoutes } from './modules/games/routes';
import { gatewayRoutes } from './modules/gateway/page';
import { DEFAULT_LEASE_MS } from './modules/ledger/idempotent-requests';
import { seedLotteryGames } from './modules/lottery/catalogue';
import { popularLotteryCodes } from './modules/lottery/menu';
import { lotteryRoutes } from './modules/lottery/routes';
import { scheduleLotteryDraws } from './modules/lottery/runner';
import { DrawSeeds, loadOrCreateLotterySecret } from './modules/lottery/seeds';
import { memberRoutes } from './modules/member/routes';
import { messageRoutes } from './modules/messages/routes';
import { missionRoutes } from './modules/missions/routes';
import { OperatorDecisions } from './modules/operator/decisions';
import { OperatorKey } from './modules/operator/key';
import { operatorRoutes } from './modules/operator/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { pointsRoutes } from './modules/points/routes';
import { promoRoutes } from './modules/promo/routes';
import { recordsRoutes } from './modules/records/routes';
import { responsibleRoutes } from './modules/responsible/routes';
import { assertNotExcluded } from './modules/responsible/rules';
import { createSettlementHooks } from './modules/rounds/settled';
import { serviceRoutes } from './modules/service/routes';
import { assetRoutes } from './modules/system/assets';
import { systemRoutes } from './modules/system/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { rankOf } from './modules/vip/levels';
import { clubLabelOf, scheduleVipReview, vipRoutes } from './modules/vip/routes';
import { walletRoutes } from './modules/wallet/routes';
import { inHouseSmsVerifier, OutboxProvider } from './providers/messaging';
import { type Fanout, LocalFanout, RedisFanout } from './realtime/fanout';
import { Scheduler } from './scheduling/scheduler';
import type { WorkLimits } from './security/bounded-work';
import { limitPasswordHashing } from './security/passwords';
import {
  MemoryRateLimiter,
  type RateLimiter,
  RedisRateLimiter,
  SwitchableRateLimiter,
} from './security/rate-limiter';

export interface BuildOptions {
  /** An in-memory or on-disk PGlite, or a PostgreSQL pool. */
  database: DatabaseSource;
  /**
   * Holds jwe-key.json, operator.json and operator-key; without it the JWE key lives in memory, the
   * operator config is fixed and there is no operator API.
   */
  dataDir?: string;
  /** Overrides the operator config (tests). */
  operator?: OperatorConfigSource;
  publicUrl?: string;
  /** On unless production: /dev routes and response checking. */
  devMode?: boolean;
  clock?: Clock;
  /** False switches every rate limit off (benchmarks). */
  rateLimits?: boolean;
  redisUrl?: string;
  /** The built bundle served at /; skipped when it has no index.html. */
  distDir?: string;
  /** The least severe log line written (default info: every request; warn keeps only trouble). */
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
  /** Where structured logs go (default stdout); `false` silences them. */
  logStream?: Writable | false;
  jwe?: JweKeys;
  /**
   * Runs scheduled work on its timers: settlements, payment sweeps… (default on; tests run
   * the jobs themselves, or start `ctx.scheduler`).
   */
  scheduledJobs?: boolean;
  /** How long a node holding a scheduled job counts as alive without renewing (default 30 s). */
  jobLeaseMs?: number;
  /**
   * How long a node that stops renewing its lease on a money-moving request in flight counts
   * as alive (default 10 s); then a retry of the request takes it over.
   */
  requestLeaseMs?: number;
  /** How many password derivations run at once and may wait (default: cores - 1, and 8 per core). */
  passwordHashing?: WorkLimits;
  /** Games a new database's catalogue gets (default 10,000; the test harness seeds fewer). */
  catalogueSize?: number;
  /** The built-in games' randomness (default node:crypto); tests inject a seeded one. */
  gameRng?: Rng;
  /**
   * The secret the lottery's draw seeds derive from (at least 32 bytes); default
   * DATA_DIR/lottery-secret, created on first start, or a random one kept in memory.
   */
  lotterySecret?: Uint8Array;
}

declare module 'fastify' {
  interface FastifyInstance {
    gamedeck: ServerContext;
  }
}

/** Builds the platform server: migrates and seeds the database, then registers every route. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    bodyLimit: 64 * 1024,
    logger:
      options.logStream === false
        ? false
        : {
            level: options.logLevel ?? 'info',
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Never log secrets: headers are redacted and bodies are never serialised.
            redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              req: (request) => ({
                method: request.method,
                path: request.url.split('?')[0],
                remoteAddress: request.ip,
              }),
            },
          },
  });

  if (options.passwordHashing) limitPasswordHashing(options.passwordHashing);
  const db = createDb(options.database);
  await migrate(db as never);
  await seedIfEmpty(db, defaultBrand, new Date(clock.now()));
  await fillAnnouncementTranslations(db);
  await seedVendorsIfMissing(db);
  await fillAgentBrandSettings(db);
  await seedDemoAgentContracts(db, new Date(clock.now()));
  const catalogueStart = performance.now();
  const seededGames = await seedGamesIfMissing(db, { size: options.catalogueSize ?? DEFAULT_CATALOGUE_SIZE });
  await seedLotteryGames(db);
  if (seededGames > 0) {
    app.log.info(
      { games: seededGames, ms: Math.round(performance.now() - catalogueStart) },
      'game catalogue seeded',
    );
  }
  const brand = await loadBrand(db);

  const operatorStore =
    !options.operator && options.dataDir
      ? await OperatorConfigStore.open(db, join(options.dataDir, 'operator.json'), (message) =>
          app.log.warn(message),
        )
      : null;
  const operator = options.operator ?? operatorStore ?? staticOperatorConfig();
  const seeds = new DrawSeeds(
    options.lotterySecret ??
      (options.dataDir
        ? await loadOrCreateLotterySecret(join(options.dataDir, 'lottery-secret'))
        : randomBytes(32)),
  );
  const jwe =
    options.jwe ??
    (options.dataDir
      ? await loadOrCreateJweKeys(join(options.dataDir, 'jwe-key.json'))
      : (await generateJweKeys()).keys);

  const redis = (url: string) => new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const store: RateLimiter = options.redisUrl
    ? new RedisRateLimiter(redis(options.redisUrl))
    : new MemoryRateLimiter(clock);
  // Subscribing takes a connection of its own.
  const fanout: Fanout = options.redisUrl
    ? new RedisFanout(redis(options.redisUrl), redis(options.redisUrl))
    : new LocalFanout();
  const limitsOn = options.rateLimits ?? true;
  const limiter = new SwitchableRateLimiter(store, () => limitsOn && operator.current().rateLimits);

  const devMode = options.devMode ?? true;
  const ctx: ServerContext = {
    db,
    catalogue: new CatalogueSnapshot(db),
    clock,
    brand,
    operator,
    limiter,
    sms: new OutboxProvider(db, clock, 'sms'),
    email: new OutboxProvider(db, clock, 'email'),
    phoneVerifier: inHouseSmsVerifier,
    jwe,
    publicUrl: (options.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
    devMode,
    devCaptchaAnswers: devMode ? new Map() : null,
    log: app.log,
    requestLeaseMs: options.requestLeaseMs ?? DEFAULT_LEASE_MS,
    fanout,
    scheduler: new Scheduler(db, app.log, { ...(options.jobLeaseMs ? { leaseMs: options.jobLeaseMs } : {}) }),
    hooks: createSettlementHooks(),
    decisions: new OperatorDecisions(),
  };
  app.decorate('gamedeck', ctx);

  app.addContentTypeParser(JOSE_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  // Anything else arrives as text, so the route can answer in the envelope (e.g. ENCRYPTION_REQUIRED).
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  await app.register(formbody);

  installErrorHandler(app);
  refuseUnstorableUrlText(app);
  installSecurityHeaders(app, operator, ctx.publicUrl);
  await installCompression(app);
  await installCors(app, operator);
  installGates(app, ctx);

  // A time-out or self-exclusion keeps the member out until it ends.
  authRoutes(app, ctx, (memberId, at) => assertNotExcluded(db, memberId, at));
  memberRoutes(app, ctx, (memberId) => clubLabelOf(ctx, memberId));
  recordsRoutes(app, ctx);
  promoRoutes(app, ctx);
  missionRoutes(app, ctx);
  messageRoutes(app, ctx);
  systemRoutes(app, ctx);
  walletRoutes(app, ctx);
  uploadRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  paymentsRoutes(app, ctx);
  pointsRoutes(app, ctx);
  vipRoutes(app, ctx);
  gatewayRoutes(app, ctx);
  responsibleRoutes(app, ctx);
  agentTeamRoutes(app, ctx);
  assetRoutes(app);
  gamesRoutes(app, ctx, (prizeMode, count, at) => popularLotteryCodes(db, prizeMode, count, at));
  lotteryRoutes(app, ctx, seeds);
  launchRoutes(app, ctx);
  playRoutes(app, ctx, options.gameRng);
  agentContractRoutes(app, ctx);
  agentJoinRoutes(app, ctx);
  const operatorGate = operatorRoutes(app, ctx, new OperatorKey(options.dataDir ?? null));
  await serviceRoutes(app, ctx, operatorGate, async (memberId) =>
    isVipForService(await rankOf(db, memberId)) ? 'VIP' : 'LIVECHAT',
  );
  if (devMode) devRoutes(app, ctx);

  scheduleSettlements(ctx);
  scheduleVipReview(ctx);
  scheduleLotteryDraws(ctx, seeds);
  if (options.scheduledJobs !== false) ctx.scheduler.start();
  // Before the database closes (onClose): a run in progress finishes and the leases go.
  app.addHook('preClose', async () => ctx.scheduler.stop());

  await installStaticSite(app, resolve(options.distDir ?? 'dist'));
  app.addHook('onClose', async () => {
    await operatorStore?.close();
    await fanout.close();
    await db.destroy();
  });
  return app;
}
