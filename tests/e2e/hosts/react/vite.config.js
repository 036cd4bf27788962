import { defineConfig } from 'vite';

// React's automatic JSX runtime without a plugin: a partner's build as small as it gets.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // The elements package is one prebuilt bundle; its size is not this app's to split.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2048 },
  logLevel: 'warn',
});
