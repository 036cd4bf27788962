import { resolve } from 'node:path';
import { removeViteLogging, vitePlugin } from '@remcovaes/web-test-runner-vite-plugin';
import { playwrightLauncher } from '@web/test-runner-playwright';

/** As in the bundles (vite.shared.ts `deferredSchemas`): the contract's zod/mini is the deferred one. */
const deferredZod = resolve(import.meta.dirname, 'src/core/contract/deferred-zod.ts');
const zodParts = resolve(import.meta.dirname, 'src/core/contract/zod-parts.ts');
const deferredSchemas = {
  name: 'gamedeck-deferred-schemas',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'zod/mini' || !importer || importer.includes('node_modules')) return null;
    return resolve(importer) === zodParts ? null : deferredZod;
  },
};

/** Port of the Vite dev server behind the runner (random, so parallel runs do not collide). */
const vitePort = 20000 + Math.floor(Math.random() * 20000);

/**
 * The runner's own static server would answer project files untransformed before the
 * plugin's fallback proxy is reached, so project paths are forwarded to Vite up front.
 */
const viteRoots = [
  '/src/',
  '/tests/',
  '/locales/',
  '/demo/',
  '/node_modules/',
  '/@vite/',
  '/@id/',
  '/@fs/',
  '/@react-refresh',
];
async function forwardToVite(ctx, next) {
  if (ctx.method !== 'GET' || !viteRoots.some((root) => ctx.path.startsWith(root))) return next();
  const response = await fetch(`http://127.0.0.1:${vitePort}${ctx.originalUrl}`, {
    headers: { accept: ctx.get('accept') || '*/*' },
  });
  ctx.status = response.status;
  const type = response.headers.get('content-type');
  if (type) ctx.set('content-type', type);
  ctx.set('cache-control', 'no-cache');
  ctx.body = Buffer.from(await response.arrayBuffer());
}

/**
 * A dropped connection, on request of a test: the next GET of the path named by the `gd-fail-once` cookie
 * answers 503 (and the cookie is cleared), so a test can check how an element takes a file that did not
 * arrive, and that a retry fetches it again.
 */
async function failOnce(ctx, next) {
  const path = ctx.cookies.get('gd-fail-once');
  if (ctx.method !== 'GET' || !path || decodeURIComponent(path) !== ctx.path) return next();
  ctx.cookies.set('gd-fail-once', null, { path: '/' });
  ctx.status = 503;
  ctx.set('cache-control', 'no-store');
  ctx.body = '';
}

/**
 * Element tests in Chromium (Debian's by default; CHROMIUM_PATH overrides), with Vite
 * compiling TS/TSX and JSON imports. The API is mocked at the network edge in each test.
 */
export default {
  files: ['tests/elements/**/*.test.ts'],
  concurrency: 1,
  // A test's own waits (support.ts waitFor, 10 s) fail first and say what they waited for.
  testFramework: { config: { timeout: 30000 } },
  // A whole file's run: on a busy two-core machine the longest files have once passed the runner's default
  // of 120 s with every test green; a file that hangs still fails, later.
  testsFinishTimeout: 240000,
  filterBrowserLogs: removeViteLogging,
  middleware: [failOnce, forwardToVite],
  browsers: [
    playwrightLauncher({
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
          // For the leak tests: a callable gc() and exact heap figures.
          '--js-flags=--expose-gc',
          '--enable-precise-memory-info',
        ],
      },
    }),
  ],
  plugins: [
    vitePlugin({
      configFile: false,
      logLevel: 'warn',
      server: { port: vitePort, strictPort: true, host: '127.0.0.1' },
      resolve: { dedupe: ['@preact/signals-core', 'react', 'react-dom'] },
      plugins: [deferredSchemas],
      // Pre-bundle every dependency up front: a re-optimisation mid-run would fail the first import.
      optimizeDeps: {
        // Scan only the element tests: the partner host pages under tests/e2e/hosts import the built
        // package by names Vite cannot resolve, and a failed scan skips pre-bundling altogether.
        entries: ['tests/elements/**/*.test.ts'],
        include: [
          '@esm-bundle/chai',
          '@preact/signals-core',
          '@preact/signals-react',
          '@preact/signals-react/runtime',
          '@web/test-runner-commands',
          'axe-core',
          'dompurify',
          'jose',
          // The lite React layer's own test (src/elements/lite-react.ts).
          'preact',
          'preact/hooks',
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'uqr',
          'zod/mini',
        ],
      },
    }),
  ],
};
