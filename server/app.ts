import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { JOSE_CONTENT_TYPE } from '../src/core/contract';
import { SOCKET_FRAME_BYTES } from '../src/core/contract/service';
import { type Clock, systemClock } from './clock';
import { type OperatorConfigSource, staticOperatorConfig } from './config/operator';
import { OperatorConfigStore, type OperatorConfigTables } from './config/operator-store';
import { createDb, type DatabaseSource } from './db/connection';
import { migrate } from './db/migrations';
import { ownTables } from './db/own-tables';
import type { Rng } from './games/rng';
import { AccessLog } from './http/access-log';
import type { BodyNonceTables } from './http/body-nonces';
import { installCompression } from './http/compression';
import { installCors } from './http/cors';
import { installErrorHandler } from './http/errors';
import { installGates } from './http/gates';
import { generateJweKeys, type JweKeys, loadOrCreateJweKeys } from './http/jwe';
import { flushLog, type LogDestination } from './http/log-destination';
import type { ReplayTables } from './http/replays';
import { DEFAULT_LEASE_MS } from './http/replays';
import { installSecurityHeaders } from './http/security-headers';
import { installStaticSite } from './http/static-site';
import { refuseUnstorableUrlText } from './http/storable-text';
import {
  handedFunctions,
  loadBrand,
  type ModuleDeps,
  migrationPlan,
  seedDatabase,
  serverModules,
  subscribeSettlementHooks,
} from './modules';
import { authenticate } from './modules/auth/sessions';
import type { ServerContext } from './modules/context';
import type { Database } from './modules/database';
import { CatalogueSnapshot } from './modules/games/catalogue-snapshot';
import { OperatorDecisions } from './modules/operator/decisions';
import { OperatorKey } from './modules/operator/key';
import { createSettlementHooks } from './modules/rounds/settled';
import { AppIcons } from './modules/system/app-icons';
import { loadProfileSigner, type ProfileSigner } from './modules/system/profile-signing';
import { gateFor } from './modules/system/status';
import { type ExclusionRegisters, FileExclusionRegisters } from './providers/exclusion-registers';
import { inHouseSmsVerifier, OutboxProvider, type OutboxTables } from './providers/messaging';
import { PaymentProviders } from './providers/payments';
import { type Fanout, LocalFanout, RedisFanout } from './realtime/fanout';
import { type JobLeaseTables, Scheduler } from './scheduling/scheduler';
import type { WorkLimits } from './security/bounded-work';
import { limitPasswordHashing } from './security/passwords';
import {
  MemoryRateLimiter,
  type RateLimiter,
  RedisRateLimiter,
  SwitchableRateLimiter,
} from './security/rate-limiter';
import { loadOrCreateSecretFile } from './security/secret-file';

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
  /** Where structured logs go (default stdout, written synchronously); `false` silences them. Flushed on close. */
  logStream?: LogDestination | false;
  /** One log line per answered request (default on). */
  accessLog?: boolean;
  jwe?: JweKeys;
  /**
   * Runs scheduled work on its timers: settlements, payment sweeps… (default on; tests run
   * the jobs themselves, or start `ctx.scheduler`).
   */
  scheduledJobs?: boolean;
  /** How long a node holding a scheduled job counts as alive without renewing (default 3 s). */
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
  /** The national self-exclusion registers; default: the development file DATA_DIR/exclusion-registers.json. */
  exclusionRegisters?: ExclusionRegisters;
  /**
   * The secret the lottery's draw seeds derive from (at least 32 bytes); default
   * DATA_DIR/lottery-secret, created on first start, or a random one kept in memory.
   */
  lotterySecret?: Uint8Array;
  /**
   * The secret payment callbacks are signed with (at least 32 bytes); default
   * DATA_DIR/payment-callback-secret, created on first start, or a random one kept in memory.
   */
  paymentCallbackSecret?: Uint8Array;
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
    logController: new AccessLog(options.accessLog ?? true),
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
  const db = createDb<Database>(options.database);
  await migrate(db as never, migrationPlan);
  const catalogueStart = performance.now();
  const seededGames = await seedDatabase(db, {
    at: new Date(clock.now()),
    catalogueSize: options.catalogueSize,
  });
  if (seededGames > 0) {
    app.log.info(
      { games: seededGames, ms: Math.round(performance.now() - catalogueStart) },
      'game catalogue seeded',
    );
  }
  const brand = await loadBrand(db);

  const operatorStore =
    !options.operator && options.dataDir
      ? await OperatorConfigStore.open(
          ownTables<OperatorConfigTables>()(db),
          join(options.dataDir, 'operator.json'),
          (message) => app.log.warn(message),
        )
      : null;
  const operator = options.operator ?? operatorStore ?? staticOperatorConfig();
  const lotterySecret =
    options.lotterySecret ??
    (options.dataDir
      ? await loadOrCreateSecretFile(join(options.dataDir, 'lottery-secret'))
      : randomBytes(32));
  const paymentCallbackSecret =
    options.paymentCallbackSecret ??
    (options.dataDir
      ? await loadOrCreateSecretFile(join(options.dataDir, 'payment-callback-secret'))
      : randomBytes(32));
  if (paymentCallbackSecret.length < 32)
    throw new Error('the payment callback secret needs at least 32 bytes');
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
  // Decided at start (modules/gateway): the demo gateway's routes exist only on a node started with it on.
  const demoGateway = devMode || operator.current().demoGatewayInProduction;
  if (demoGateway && !devMode) {
    app.log.warn(
      'the demo payment gateway is on in production (operator.json demoGatewayInProduction): any member can ' +
        'credit their own deposits, so the site is marked as a demo; turn it off before taking real money',
    );
  }
  const ctx: ServerContext = {
    siteApp: {
      icons: new AppIcons(options.dataDir ?? null, (message) => app.log.warn(message)),
      profileSigner: await profileSignerOf(options.dataDir ?? null, app.log.error.bind(app.log)),
    },
    exclusionRegisters: options.exclusionRegisters ?? new FileExclusionRegisters(options.dataDir ?? null),
    db,
    catalogue: new CatalogueSnapshot(db),
    clock,
    brand,
    operator,
    limiter,
    sms: new OutboxProvider(ownTables<OutboxTables>()(db), clock, 'sms'),
    email: new OutboxProvider(ownTables<OutboxTables>()(db), clock, 'email'),
    phoneVerifier: inHouseSmsVerifier,
    payments: new PaymentProviders(),
    demoSite: demoGateway && !devMode,
    jwe,
    publicUrl: (options.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
    devMode,
    devCaptchaAnswers: devMode ? new Map() : null,
    log: app.log,
    requestLeaseMs: options.requestLeaseMs ?? DEFAULT_LEASE_MS,
    sessions: { authenticate: (token) => authenticate(ctx, token, handed.exclusionOf, handed.sessionLimits) },
    nonceDb: ownTables<BodyNonceTables>()(db),
    replayDb: ownTables<ReplayTables>()(db),
    fanout,
    scheduler: new Scheduler(ownTables<JobLeaseTables>()(db), app.log, {
      ...(options.jobLeaseMs ? { leaseMs: options.jobLeaseMs } : {}),
    }),
    hooks: createSettlementHooks(),
    decisions: new OperatorDecisions(),
  };
  const handed = handedFunctions(ctx);
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
  installGates(app, operator, (config, ip) => gateFor(ctx, config, ip));

  // Every browser socket (chat, rooms, the live channel) refuses frames over this size.
  await app.register(websocket, { options: { maxPayload: SOCKET_FRAME_BYTES } });

  const deps: ModuleDeps = {
    ctx,
    operatorKey: new OperatorKey(options.dataDir ?? null),
    lotterySecret,
    paymentCallbackSecret,
    gameRng: options.gameRng,
    demoGateway,
    handed,
  };
  subscribeSettlementHooks(ctx, handed);
  for (const module of Object.values(serverModules)) await module.register?.(app, deps);
  if (options.scheduledJobs !== false) ctx.scheduler.start();
  // Before the database closes (onClose): a run in progress finishes and the leases go.
  app.addHook('preClose', async () => ctx.scheduler.stop());

  await installStaticSite(app, resolve(options.distDir ?? 'dist'));
  app.addHook('onClose', async () => {
    await operatorStore?.close();
    await fanout.close();
    await db.destroy();
    // The lines of the last requests and of closing itself, when the log buffers them.
    if (options.logStream) flushLog(options.logStream);
  });
  return app;
}

/**
 * The iOS profile's signer from DATA_DIR, or none. A certificate that cannot sign is the operator's to fix, but
 * not a reason to keep the site down: it is logged, and profiles go out unsigned (the download page says so).
 */
async function profileSignerOf(
  dataDir: string | null,
  logError: (message: string) => void,
): Promise<ProfileSigner | null> {
  try {
    return await loadProfileSigner(dataDir);
  } catch (error) {
    logError(`iOS profiles are not signed: ${(error as Error).message}`);
    return null;
  }
}
