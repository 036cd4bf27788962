/**
 * Partner pages on origins of their own (tests/e2e/hosts/*): each host folder has its own package.json and
 * lockfile, is installed with `npm ci` and built with its own `npm run build` once per run, and both steps are
 * skipped while their inputs (the lockfile; the sources and the elements package in dist/) are unchanged.
 * A small static server serves each host, writing the element origin into its HTML.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const hostsDir = resolve(import.meta.dirname, 'hosts');
const distDir = resolve(import.meta.dirname, '../../dist');

export type HostName = 'plain' | 'react' | 'vue';

function filesUnder(dir: string, skip: Set<string>): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !skip.has(entry.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path, skip) : [path];
    })
    .sort();
}

function hashOf(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/** What a host's build depends on: its own files and the elements package it installs from dist/. */
function buildInputs(dir: string): string[] {
  const own = filesUnder(dir, new Set(['node_modules', 'dist', '.stamp.json']));
  const elements = ['elements', 'lite/elements'].flatMap((folder) =>
    filesUnder(join(distDir, folder), new Set()).filter((file) => file.endsWith('.js')),
  );
  return [...own, join(distDir, 'package.json'), ...elements];
}

/** Installs and builds a host when its inputs changed; answers the folder to serve. */
export function prepareHost(name: HostName): string {
  const dir = join(hostsDir, name);
  const stampFile = join(dir, '.stamp.json');
  const stamp = existsSync(stampFile)
    ? (JSON.parse(readFileSync(stampFile, 'utf8')) as { lock?: string; build?: string })
    : {};
  const lock = hashOf([join(dir, 'package-lock.json')]);
  if (stamp.lock !== lock || !existsSync(join(dir, 'node_modules/.package-lock.json'))) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'pipe' });
    stamp.lock = lock;
    stamp.build = undefined;
  }
  const scripts = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts?: object })
    .scripts;
  if (!scripts || !('build' in scripts)) {
    writeFileSync(stampFile, JSON.stringify(stamp));
    return dir;
  }
  const build = hashOf(buildInputs(dir));
  if (stamp.build !== build || !existsSync(join(dir, 'dist/index.html'))) {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: dir, stdio: 'pipe' });
    stamp.build = build;
  }
  writeFileSync(stampFile, JSON.stringify(stamp));
  return join(dir, 'dist');
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/**
 * Serves `root` on `port`; `__GAMEDECK_ORIGIN__` in HTML becomes the element origin. `pageHeaders` go with
 * every HTML page (a partner's Content-Security-Policy).
 */
export async function serveHost(
  root: string,
  port: number,
  elementOrigin: string,
  pageHeaders: Record<string, string> = {},
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    const type = types[extname(file)] ?? 'application/octet-stream';
    let body: string | Buffer = readFileSync(file);
    const html = extname(file) === '.html';
    if (html) body = body.toString('utf8').replaceAll('__GAMEDECK_ORIGIN__', elementOrigin);
    const headers = { 'content-type': type, 'cache-control': 'no-store', ...(html ? pageHeaders : {}) };
    response.writeHead(200, headers).end(body);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  return server;
}
