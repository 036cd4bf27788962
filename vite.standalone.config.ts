import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { quietWarnings, sharedBuildOptions } from './vite.shared';

/** Standalone build: one self-contained dist/gamedeck.js for a plain <script type="module"> tag. */
export default defineConfig({
  ...sharedBuildOptions,
  build: {
    outDir: 'dist',
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
});
