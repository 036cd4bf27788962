import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { isLite, quietWarnings, sharedBuildOptions } from './vite.shared';

/**
 * Standalone build: one self-contained dist/gamedeck.js for a plain <script type="module"> tag
 * (dist/lite/gamedeck.js on preact/compat with `--mode lite`).
 */
export default defineConfig(({ mode }) => ({
  ...sharedBuildOptions(mode),
  build: {
    outDir: isLite(mode) ? 'dist/lite' : 'dist',
    emptyOutDir: false,
    target: 'es2022',
    lib: {
      entry: resolve(import.meta.dirname, 'src/elements/index.ts'),
      formats: ['es'],
      fileName: () => 'gamedeck.js',
    },
    rollupOptions: {
      onwarn: quietWarnings,
      output: { inlineDynamicImports: true },
    },
  },
}));
