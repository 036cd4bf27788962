import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHashedAsset } from '../../../demo/site-paths';
import { bundleServiceWorker } from '../../../server/http/service-worker';
import { startServer, type TestServer } from './harness';

/** A built site as `npm run build` leaves it: fixed-name element files, hashed chunks, compressed copies. */
function writeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gd-site-'));
  mkdirSync(join(dir, 'elements', 'chunks'), { recursive: true });
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'index-CFJfRLBc.js'), 'console.log(1);');
  writeFileSync(join(dir, 'assets', 'index-CFJfRLBc.js.br'), brotliCompressSync('console.log(1);'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Gamedeck</title>');
  const files: Record<string, string> = {
    'elements/gd-login.js': `import './chunks/define-Eg9gSbsg.js';${' '.repeat(2000)}`,
    'elements/chunks/define-Eg9gSbsg.js': `export const x = 1;${'/* pad */'.repeat(300)}`,
  };
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(dir, name), body);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(body));
  }
  return dir;
}

describe('the built site', () => {
  let dir: string;
  let site: TestServer;
  beforeAll(async () => {
    dir = writeSite();
    site = await startServer({ distDir: dir });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the Brotli copy to browsers that accept it, gzip to the others, plain bytes otherwise', async () => {
    const url = '/elements/chunks/define-Eg9gSbsg.js';
    const br = await site.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.rawPayload.length).toBeLessThan(200);

    const gz = await site.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await site.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.startsWith('export const x = 1;')).toBe(true);
  });

  it("serves the site's service worker, revalidated on every visit, keeping the page and the shell's files", async () => {
    const response = await site.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('shell:["/","/assets/index-CFJfRLBc.js"]');
  });

  it('gives every build a service worker of its own, so browsers replace the old one and its cache', () => {
    const before = bundleServiceWorker(dir);
    expect(bundleServiceWorker(dir)).toBe(before);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Gamedeck, the next build</title>');
    try {
      const after = bundleServiceWorker(dir);
      const version = (script: string) => /version:"([0-9a-f]{16})"/.exec(script)?.[1];
      expect(version(after)).toMatch(/^[0-9a-f]{16}$/);
      expect(version(after)).not.toBe(version(before));
    } finally {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Gamedeck</title>');
    }
  });

  it('caches hashed chunks for a year and revalidates the fixed names partners link to', async () => {
    const chunk = await site.app.inject({
      method: 'GET',
      url: '/elements/chunks/define-Eg9gSbsg.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const entry = await site.app.inject({
      method: 'GET',
      url: '/elements/gd-login.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const etag = entry.headers.etag;
    expect(etag).toBeTruthy();
    const again = await site.app.inject({
      method: 'GET',
      url: '/elements/gd-login.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);

    const page = await site.app.inject({ method: 'GET', url: '/rng', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("answers the site's routes with the page, and a path it does not know with the page and 404", async () => {
    const page = (url: string) => site.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    for (const url of ['/', '/rng?vendor=PG', '/register.html?referralCode=DEMOAGENT', '/help', '/login']) {
      const known = await page(url);
      expect(known.statusCode, url).toBe(200);
      expect(known.body).toContain('<title>Gamedeck</title>');
    }
    const unknown = await page('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('<title>Gamedeck</title>');
    // Not a page: unknown API paths keep the error envelope.
    const api = await site.app.inject({
      method: 'GET',
      url: '/wps/no-such-call',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 1005 });
  });

  it('tells hashed file names from fixed ones', () => {
    expect(isHashedAsset('/dist/elements/chunks/define-Eg9gSbsg.js')).toBe(true);
    expect(isHashedAsset('/dist/elements/chunks/define-Eg9gSbsg.js.br')).toBe(true);
    expect(isHashedAsset('/dist/assets/index-B_x9Qw1z.css')).toBe(true);
    expect(isHashedAsset('/dist/elements/gd-agent-centre.js')).toBe(false);
    expect(isHashedAsset('/dist/gamedeck.js')).toBe(false);
    expect(isHashedAsset('/dist/index.html')).toBe(false);
  });
});
