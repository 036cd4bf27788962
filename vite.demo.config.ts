import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * Demo site build: demo/index.html + the lit-html shell -> dist/index.html and dist/assets/.
 * The shell uses the elements only by tag name and loads /elements/index.js at runtime,
 * so the elements are not bundled into it. Files in demo/public (the partner-embed example page)
 * are copied as they are.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'demo'),
  publicDir: resolve(import.meta.dirname, 'demo/public'),
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: false,
    target: 'es2022',
    rollupOptions: {
      input: resolve(import.meta.dirname, 'demo/index.html'),
    },
  },
});
