import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticOperatorConfig } from '../../../server/config/operator';
import { system } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let distDir: string;
const firstConfig = staticOperatorConfig({
  trustedProxies: ['10.0.0.0/8'],
  frameAncestors: ['https://partner.example.com'],
}).current();
// The operator may change the configuration while the server runs (operator.json, the console).
let config = firstConfig;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'gd-headers-'));
  mkdirSync(join(distDir, 'elements'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Gamedeck</title>');
  writeFileSync(join(distDir, 'elements', 'gd-login.js'), 'export {};');
  server = await startServer({
    distDir,
    operator: { current: () => config },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  server.app.inject({ method: 'GET', url, headers, remoteAddress });

function directives(csp: unknown): Map<string, string> {
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

describe('security headers', () => {
  it('give a page a CSP without inline scripts or styles, framed only by the site and configured partners', async () => {
    const page = await get('/register', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'self' https://partner.example.com");
    // Thumbnails and game pages carry the public URL, whichever name the visitor reached the site by.
    expect(csp.get('img-src')).toContain('https://play.gamedeck.test');
    expect(csp.get('frame-src')).toContain('https://play.gamedeck.test');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it('follow the operator when the partners that may frame the site change', async () => {
    config = {
      ...firstConfig,
      frameAncestors: ['https://partner.example.com', 'https://second.example.net'],
    };
    try {
      const page = await get('/register', { accept: 'text/html' });
      expect(directives(page.headers['content-security-policy']).get('frame-ancestors')).toBe(
        "'self' https://partner.example.com https://second.example.net",
      );
    } finally {
      config = firstConfig;
    }
    const again = await get('/register', { accept: 'text/html' });
    expect(directives(again.headers['content-security-policy']).get('frame-ancestors')).toBe(
      "'self' https://partner.example.com",
    );
  });

  it('let partner origins load element files and images', async () => {
    const element = await get('/elements/gd-login.js');
    expect(element.statusCode).toBe(200);
    expect(element.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(element.headers['x-content-type-options']).toBe('nosniff');
    const image = await get('/assets/avatar/default.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('mark API answers nosniff and same-origin, and CORS still admits configured partners only', async () => {
    const answer = await get(system.status.path);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('send HSTS only over TLS: a trusted proxy saying https, never a stranger claiming it', async () => {
    const plain = await get(system.status.path);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await get(system.status.path, { 'x-forwarded-proto': 'https' }, '10.1.2.3');
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await get(system.status.path, { 'x-forwarded-proto': 'https' }, '203.0.113.9');
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const downgraded = await get(system.status.path, { 'x-forwarded-proto': 'http' }, '10.1.2.3');
    expect(downgraded.headers['strict-transport-security']).toBeUndefined();
  });

  it('leave a game page its own stricter CSP', async () => {
    const page = await get('/play/slot?launch=unknown', { accept: 'text/html' });
    expect(page.statusCode).toBe(410);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('form-action')).toBe("'none'");
  });
});
