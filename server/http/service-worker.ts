import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { FastifyInstance } from 'fastify';

const source = fileURLToPath(new URL('../../demo/service-worker/service-worker.ts', import.meta.url));

/** The shell the worker keeps at install: the page and the files of dist/assets (the shell's hashed files). */
export function shellFilesOf(distDir: string): string[] {
  const assetsDir = join(distDir, 'assets');
  if (!existsSync(assetsDir)) return ['/'];
  const assets = readdirSync(assetsDir)
    .filter((name) => !/\.(br|gz|map)$/.test(name))
    .sort()
    .map((name) => `/assets/${name}`);
  return ['/', ...assets];
}

/**
 * The worker of the build in `distDir`, bundled with esbuild like the game pages' scripts. Its version is the
 * hash of the page and the shell's file names (which carry their contents' hashes), so every build gets a new
 * worker, which browsers install on their next visit.
 */
export function bundleServiceWorker(distDir: string): string {
  const shell = shellFilesOf(distDir);
  const version = createHash('sha256')
    .update(readFileSync(join(distDir, 'index.html')))
    .update(shell.join('\n'))
    .digest('hex')
    .slice(0, 16);
  const [script] = buildSync({
    entryPoints: [source],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    charset: 'utf8',
    logLevel: 'warning',
    define: { __SITE_BUILD__: JSON.stringify({ version, shell }) },
  }).outputFiles;
  return script!.text;
}

/**
 * GET /sw.js: the site's service worker. Revalidated on every check (no-cache), so a deploy reaches
 * browsers at their next page load; a build written over the running server's (its page changed) gets its
 * worker at once, not one listing files that are gone.
 */
export function serviceWorkerRoute(app: FastifyInstance, distDir: string): void {
  let built: { page: number; script: string } | null = null;
  app.get('/sw.js', async (_request, reply) => {
    const page = statSync(join(distDir, 'index.html')).mtimeMs;
    if (built?.page !== page) built = { page, script: bundleServiceWorker(distDir) };
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(built.script);
  });
}
