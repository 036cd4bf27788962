import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const SERVER_TESTS = 'tests/unit/server/**/*.test.ts';
/**
 * Server test files that run alone, after the others: two nodes sharing Redis (its rate-limit keys and
 * channels are not per file), child processes killed or raced on a timer, password-hashing queues sized to the
 * test's own calls.
 */
const RUN_ALONE = [
  'tests/unit/server/crash-recovery.test.ts',
  'tests/unit/server/workers.test.ts',
  'tests/unit/server/service.test.ts',
  'tests/unit/server/sign-in-burst.test.ts',
  'tests/unit/server/sign-in-storm.test.ts',
];
const serverSetup = ['tests/unit/server/seeded-copy.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // A server file's servers start from a copy of a database migrated and seeded once per run (seeded-copy.ts);
    // a test that migrates its own still takes 10-30 s when the machine is busy: room for that, so only a real
    // hang fails.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Files run side by side, one per core (server files wait on the database as much as they compute).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SERVER_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: [SERVER_TESTS],
          // The files share their worker's loaded modules: importing the server's module graph afresh for each
          // file cost more than running the tests. Each file still builds its own servers on its own database.
          isolate: false,
          exclude: [...configDefaults.exclude, ...RUN_ALONE],
          globalSetup: serverSetup,
        },
      },
      {
        extends: true,
        // One worker: vitest runs these files one at a time, after every other group.
        test: { name: 'server-alone', include: RUN_ALONE, globalSetup: serverSetup, maxWorkers: 1 },
      },
    ],
  },
});
