import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PlistValue, parse } from 'plist';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticOperatorConfig } from '../../../server/config/operator';
import { loadProfileSigner } from '../../../server/modules/system/profile-signing';
import { system } from '../../../src/core/contract';
import { readQrPicture } from '../../qr-reader';
import { startServer, type TestServer } from './harness';

const SITE = 'https://play.gamedeck.test';

type Dict = { [key: string]: PlistValue };

/** The profile's property list, and its payloads. */
function profileOf(xml: string): { profile: Dict; payloads: Dict[] } {
  const profile = parse(xml) as Dict;
  return { profile, payloads: profile.PayloadContent as Dict[] };
}

/** A self-signed certificate and its key, as an operator would drop them in DATA_DIR. */
function writeSigningFiles(dir: string, keyType: 'rsa' | 'ec'): void {
  const key = join(dir, 'ios-profile.key');
  const certificate = join(dir, 'ios-profile.crt');
  const newKey =
    keyType === 'rsa' ? ['-newkey', 'rsa:2048'] : ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      ...newKey,
      '-nodes',
      '-keyout',
      key,
      '-out',
      certificate,
      '-days',
      '2',
      '-subj',
      '/CN=play.gamedeck.test',
    ],
    { stdio: 'ignore' },
  );
}

describe('the app downloads without store apps', () => {
  let server: TestServer;
  let site: string;
  beforeAll(async () => {
    // A built site: its pages answer the site's addresses.
    site = mkdtempSync(join(tmpdir(), 'gd-site-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>Gamedeck</title>');
    server = await startServer({ distDir: site });
  });
  afterAll(async () => {
    await server.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('lists iOS, the iOS profile, Android and the lite app, each at an address of the site', async () => {
    const { body } = await server.call(system.domainRoute, {});
    const byType = Object.fromEntries(body.value!.resources.map((entry) => [entry.resourceType, entry]));
    expect(Object.keys(byType)).toEqual(['IOS', 'MOBILECONFIG', 'ANDROID', 'LITE']);
    expect(byType.IOS).toMatchObject({ url: `${SITE}/download/ios`, install: 'profile', signed: false });
    expect(byType.MOBILECONFIG).toMatchObject({
      url: `${SITE}/download/ios`,
      install: 'profile',
      signed: false,
    });
    expect(byType.ANDROID).toMatchObject({ url: `${SITE}/download/android`, install: 'webApp' });
    expect(byType.LITE).toMatchObject({ url: `${SITE}/`, install: 'webApp' });
    const status = await server.call(system.status, {});
    expect(status.body.value!.info.resources).toEqual(body.value!.resources);
  });

  it("gives each download a QR picture that reads as the download's own address", async () => {
    const { body } = await server.call(system.domainRoute, {});
    for (const resource of body.value!.resources) {
      expect(resource.qrCodeUrl, resource.resourceType).toMatch(
        /^https:\/\/play\.gamedeck\.test\/download\/qr\//,
      );
      const picture = await server.app.inject({ method: 'GET', url: new URL(resource.qrCodeUrl!).pathname });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
      expect(await readQrPicture(picture.rawPayload), resource.resourceType).toBe(resource.url);
    }
    expect((await server.app.inject({ method: 'GET', url: '/download/qr/windows.svg' })).statusCode).toBe(
      404,
    );
  });

  it("serves /download/ios as an unsigned iOS profile with one web clip of the site's own address and icon", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/download/ios',
      // The profile is built from the configuration, never from what the request claims.
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Gamedeck.mobileconfig"');
    const { profile, payloads } = profileOf(response.body);
    expect(profile).toMatchObject({
      PayloadType: 'Configuration',
      PayloadVersion: 1,
      PayloadDisplayName: 'Gamedeck',
      PayloadIdentifier: 'test.gamedeck.play.profile',
    });
    expect(profile.PayloadDescription).toBe(
      'Añade Gamedeck a su pantalla de inicio como una aplicación que abre play.gamedeck.test. No cambia ningún otro ajuste.',
    );
    expect(payloads).toHaveLength(1);
    const [clip] = payloads as [Dict];
    expect(clip).toMatchObject({
      PayloadType: 'com.apple.webClip.managed',
      URL: `${SITE}/`,
      Label: 'Gamedeck',
      FullScreen: true,
      IsRemovable: true,
    });
    expect(clip.PayloadUUID).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    const icon = await sharp(clip.Icon as Uint8Array).metadata();
    expect([icon.format, icon.width, icon.height, icon.hasAlpha]).toEqual(['png', 180, 180, false]);
    expect(response.body).not.toContain('evil.example');
  });

  it('answers /download/android with the download page, as a phone opening its QR code asks for it', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/download/android',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.location).toBeUndefined();
  });

  it('describes the brand as an installable web app, with icons in every size the manifest lists', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/app/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Gamedeck',
      short_name: 'Gamedeck',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'es',
      theme_color: '#0a101c',
      background_color: '#0a101c',
    });
    const purposes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.purpose} ${icon.sizes}`,
    );
    expect(purposes).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
    for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
      const png = await server.app.inject({ method: 'GET', url: icon.src });
      expect(png.statusCode, icon.src).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const meta = await sharp(png.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      // A maskable icon fills its square: Android cuts its own shape out of it.
      if (icon.purpose === 'maskable') {
        const { data } = await sharp(png.rawPayload)
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect(data[3], `${icon.src} corner`).toBe(255);
      }
    }
    expect((await server.app.inject({ method: 'GET', url: '/app/icon-100.png' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/apple-touch-icon.png' })).statusCode).toBe(200);
  });
});

describe('the app downloads of an operator with store apps, its own names and its own icon', () => {
  let server: TestServer;
  let dataDir: string;
  const ios = 'https://apps.apple.com/app/id1234567890';
  const android = 'https://play.google.com/store/apps/details?id=test.gamedeck';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gd-app-'));
    // The operator's icon: a red square with a white disc.
    writeFileSync(
      join(dataDir, 'app-icon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#d00000"/><circle cx="32" cy="32" r="20" fill="#fff"/></svg>',
    );
    server = await startServer({
      dataDir,
      operator: staticOperatorConfig({
        app: {
          name: 'Lucky Harbour Casino',
          shortName: 'Lucky Harbor',
          themeColour: '#102030',
          backgroundColour: '#00ff00',
          iosStoreUrl: ios,
          androidStoreUrl: android,
        },
      }),
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('links the store pages as they are configured, and keeps the profile as the mobile-config download', async () => {
    const { body } = await server.call(system.domainRoute, {});
    const byType = Object.fromEntries(body.value!.resources.map((entry) => [entry.resourceType, entry]));
    expect(byType.IOS).toMatchObject({ url: ios, install: 'store' });
    expect(byType.IOS!.signed).toBeUndefined();
    expect(byType.ANDROID).toMatchObject({ url: android, install: 'store' });
    expect(byType.MOBILECONFIG).toMatchObject({ url: `${SITE}/download/ios`, install: 'profile' });
    for (const resource of [byType.IOS!, byType.ANDROID!]) {
      const picture = await server.app.inject({ method: 'GET', url: new URL(resource.qrCodeUrl!).pathname });
      expect(await readQrPicture(picture.rawPayload)).toBe(resource.url);
    }
  });

  it('sends old /download/android links to the store page', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/download/android' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(android);
  });

  it("names the app and draws its icons from the operator's configuration and picture", async () => {
    const manifest = (await server.app.inject({ method: 'GET', url: '/app/manifest.webmanifest' })).json();
    expect(manifest).toMatchObject({
      name: 'Lucky Harbour Casino',
      short_name: 'Lucky Harbor',
      theme_color: '#102030',
    });
    const pixel = async (url: string, x: number, y: number) => {
      const png = (await server.app.inject({ method: 'GET', url })).rawPayload;
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * 4;
      return [...data.subarray(at, at + 4)];
    };
    // The picture fills the plain icon; the maskable one sits inside the safe zone, on the background colour.
    expect(await pixel('/app/icon-512.png', 4, 4)).toEqual([208, 0, 0, 255]);
    expect(await pixel('/app/maskable-512.png', 4, 4)).toEqual([0, 255, 0, 255]);
    expect(await pixel('/app/maskable-512.png', 256, 256)).toEqual([255, 255, 255, 255]);
    const profile = await server.app.inject({ method: 'GET', url: '/download/ios' });
    expect(profile.headers['content-disposition']).toBe('attachment; filename="Lucky-Harbor.mobileconfig"');
    const [clip] = profileOf(profile.body).payloads as [Dict];
    expect(clip.Label).toBe('Lucky Harbor');
  });
});

/** Checks a CMS SignedData with openssl, as the certificate it carries and as a trusted root; answers the content. */
function verifiedContent(dir: string, der: Uint8Array): string {
  const file = join(dir, 'profile.der');
  writeFileSync(file, der);
  const verify = (...more: string[]) =>
    execFileSync('openssl', ['cms', '-verify', '-inform', 'DER', '-in', file, ...more], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString('utf8');
  // The chain iOS checks: here the certificate is its own root.
  verify('-CAfile', join(dir, 'ios-profile.crt'), '-purpose', 'any', '-out', '/dev/null');
  return verify('-noverify');
}

describe('the iOS profile with a signing certificate', () => {
  it("is a CMS SignedData holding the profile, signed with the operator's certificate, and said to be signed", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gd-sign-'));
    writeSigningFiles(dataDir, 'rsa');
    const server = await startServer({ dataDir });
    try {
      const { body } = await server.call(system.domainRoute, {});
      for (const type of ['IOS', 'MOBILECONFIG']) {
        expect(body.value!.resources.find((entry) => entry.resourceType === type)?.signed, type).toBe(true);
      }
      const response = await server.app.inject({ method: 'GET', url: '/download/ios' });
      expect(response.headers['content-type']).toBe('application/x-apple-aspen-config');
      const { payloads } = profileOf(verifiedContent(dataDir, response.rawPayload));
      expect(payloads).toHaveLength(1);
      expect(payloads[0]!.URL).toBe(`${SITE}/`);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('signs with an EC key too', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gd-sign-'));
    try {
      writeSigningFiles(dataDir, 'ec');
      const signer = await loadProfileSigner(dataDir);
      const content = '<plist version="1.0"><dict/></plist>';
      const der = await signer!.sign(new TextEncoder().encode(content), new Date());
      expect(verifiedContent(dataDir, der)).toBe(content);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses a key that is not the certificate's, or a certificate without its key", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gd-sign-'));
    const otherDir = mkdtempSync(join(tmpdir(), 'gd-sign-'));
    try {
      writeSigningFiles(dataDir, 'rsa');
      writeSigningFiles(otherDir, 'rsa');
      copyFileSync(join(otherDir, 'ios-profile.key'), join(dataDir, 'ios-profile.key'));
      await expect(loadProfileSigner(dataDir)).rejects.toThrow(/is not the key of the first certificate/);
      rmSync(join(dataDir, 'ios-profile.key'));
      await expect(loadProfileSigner(dataDir)).rejects.toThrow(/ios-profile\.key is missing/);
      rmSync(join(dataDir, 'ios-profile.crt'));
      expect(await loadProfileSigner(dataDir)).toBeNull();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
