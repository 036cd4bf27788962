import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { isLite, minifyOptions, quietWarnings, sharedBuildOptions, treeshake } from './vite.shared';

/**
 * Standalone build: one self-contained dist/gamedeck.js for a plain <script type="module"> tag
 * (dist/lite/gamedeck.js on preact with `--mode lite`).
 */
export default defineConfig(({ mode }) => ({
  ...sharedBuildOptions(mode),
  build: {
    outDir: isLite(mode) ? 'dist/lite' : 'dist',
    emptyOutDir: false,
    target: 'es2022',
    ...minifyOptions(mode),
    // Sizes are held by the element byte budgets, not by Vite's generic chunk warning.
    chunkSizeWarningLimit: 2048,
    rollupOptions: {
      input: { gamedeck: resolve(import.meta.dirname, 'src/elements/index.ts') },
      preserveEntrySignatures: 'strict',
      treeshake,
      onwarn: quietWarnings,
      output: { format: 'es', entryFileNames: '[name].js', inlineDynamicImports: true },
    },
  },
}));
