import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../../server/app';
import type { ManualClock } from '../../../server/clock';
import type { DatabaseSource } from '../../../server/db/connection';
import { generateJweKeys, type JweKeys } from '../../../server/http/jwe';
import { DEMO_JACKPOTS } from '../../../server/modules/jackpots/seed';

/**
 * The catalogue a test server seeds unless a test asks for another size: big enough for
 * every kind of game, VASSALAGE halls and PvP rooms, small enough to start in a blink.
 */
export const TEST_CATALOGUE_SIZE = 400;

let sharedKeys: Promise<JweKeys> | undefined;

/**
 * The platform server as every test server is built: migrated and seeded on `database`, its demo jackpots
 * retired (a pot's random drop would move money in the middle of another area's test; the jackpot tests
 * create their own pots, and read the demo ones' rows).
 */
export async function buildTestApp(
  database: DatabaseSource,
  clock: ManualClock,
  options: Partial<BuildOptions>,
): Promise<FastifyInstance> {
  sharedKeys ??= generateJweKeys().then(({ keys }) => keys);
  const app = await sharedKeys.then((jwe) =>
    buildApp({
      database,
      clock,
      logStream: false,
      jwe,
      publicUrl: 'https://play.gamedeck.test',
      // No built site unless a test provides one.
      distDir: join(tmpdir(), 'gamedeck-no-site'),
      catalogueSize: TEST_CATALOGUE_SIZE,
      // Scheduled jobs run when a test asks (runSettlements, settleDue…), never on a timer in the middle of one.
      scheduledJobs: false,
      ...options,
    }),
  );
  await app.gamedeck.db
    .updateTable('jackpots')
    .set({ retired_at: new Date(clock.now()) })
    .where(
      'code',
      'in',
      DEMO_JACKPOTS.map((pot) => pot.code),
    )
    .where('retired_at', 'is', null)
    .execute();
  return app;
}

/**
 * Whether a server built with `options` seeds the same database as the default test server does, so it can
 * start from the seeded copy: not with a database of its own, another catalogue size or another clock (the
 * seed's dates come from the clock).
 */
export function seedsAsDefault(options: Partial<BuildOptions>): boolean {
  return options.database === undefined && options.catalogueSize === undefined && options.clock === undefined;
}
