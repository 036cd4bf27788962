import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../../server/app';
import type { ManualClock } from '../../../server/clock';
import type { DatabaseSource } from '../../../server/db/connection';
import { generateJweKeys, type JweKeys } from '../../../server/http/jwe';

/**
 * The catalogue a test server seeds unless a test asks for another size: big enough for
 * every kind of game, VASSALAGE halls and PvP rooms, small enough to start in a blink.
 */
export const TEST_CATALOGUE_SIZE = 400;

let sharedKeys: Promise<JweKeys> | undefined;

/** The platform server as every test server is built: migrated and seeded on `database`. */
export function buildTestApp(
  database: DatabaseSource,
  clock: ManualClock,
  options: Partial<BuildOptions>,
): Promise<FastifyInstance> {
  sharedKeys ??= generateJweKeys().then(({ keys }) => keys);
  return sharedKeys.then((jwe) =>
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
}

/**
 * Whether a server built with `options` seeds the same database as the default test server does, so it can
 * start from the seeded copy: not with a database of its own, another catalogue size or another clock (the
 * seed's dates come from the clock).
 */
export function seedsAsDefault(options: Partial<BuildOptions>): boolean {
  return options.database === undefined && options.catalogueSize === undefined && options.clock === undefined;
}
