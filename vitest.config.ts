import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Server suites boot a fresh database per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
