import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { isLite, minifyOptions, quietWarnings, sharedBuildOptions, treeshake } from './vite.shared';

/**
 * Elements build: one ES module per element (src/elements/gd-*.ts) plus index.ts (every element),
 * all sharing one chunk of React + core, written to dist/elements/. Locale files stay lazy chunks.
 */
const elementsDir = resolve(import.meta.dirname, 'src/elements');

function elementEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const file of readdirSync(elementsDir)) {
    if (/^gd-[a-z-]+\.ts$/.test(file) || file === 'index.ts') {
      entries[file.replace(/\.ts$/, '')] = resolve(elementsDir, file);
    }
  }
  return entries;
}

export default defineConfig(({ mode }) => ({
  ...sharedBuildOptions(mode),
  // Chunk addresses relative to the module that loads them: the elements work from any folder of any
  // origin (dist/lite/, a partner's CDN), and the chunks preloaded with a lazy part come from there too.
  base: './',
  build: {
    // The first build of `npm run build` empties dist/ and the later builds add to it;
    // the lite variant writes its own folder.
    outDir: isLite(mode) ? 'dist/lite' : 'dist',
    emptyOutDir: !isLite(mode),
    target: 'es2022',
    ...minifyOptions(mode),
    // Sizes are held by the element byte budgets, not by Vite's generic chunk warning.
    chunkSizeWarningLimit: 2048,
    sourcemap: true,
    // dist/.vite/manifest.json (dist/lite/.vite/ for lite): what each element entry loads, read by
    // scripts/element-budgets.mjs.
    manifest: true,
    rollupOptions: {
      input: elementEntries(),
      preserveEntrySignatures: 'strict',
      treeshake,
      onwarn: quietWarnings,
      output: {
        format: 'es',
        entryFileNames: 'elements/[name].js',
        chunkFileNames: 'elements/chunks/[name]-[hash].js',
        assetFileNames: 'elements/assets/[name]-[hash][extname]',
      },
    },
  },
}));
