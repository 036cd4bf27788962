import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Server suites boot a fresh database per file, and some tests one of their own (migrations and
    // seeding take 10-30 s when the machine is busy): room for that, so only a real hang fails.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
