import { describe, expect, it } from 'vitest';
import { strategyFor } from '../../../demo/service-worker/strategy';

const origin = 'https://play.gamedeck.test';
const shell = new Set(['/', '/assets/index-CFJfRLBc.js', '/assets/index-B5ZjBGwd.css']);
const get = (path: string, mode = 'cors') =>
  strategyFor({ method: 'GET', mode, url: `${origin}${path}` }, origin, shell);

describe("the site's service worker", () => {
  it('never answers for the API, the operator, the games, the gateway, the sockets or the downloads the server makes', () => {
    for (const path of [
      '/wps/member/balance',
      '/wps/system/status?url=x',
      '/lgw/vn/numeros/opened/game',
      '/lotto/lgw/games/opened/numero',
      '/operator/',
      '/operator/api/pending',
      '/play/slot?token=abc',
      '/gateway/pay/ORD1',
      '/dev/outbox',
      '/ws/service?ticket=t',
      '/download/ios',
      '/download/qr/ios.svg',
      '/app/manifest.webmanifest',
      '/app/icon-192.png',
      '/sw.js',
    ]) {
      expect(get(path), path).toBe('network');
      expect(get(path, 'navigate'), `${path} (page)`).toBe('network');
    }
  });

  it('leaves other origins and anything but GET to the network', () => {
    expect(
      strategyFor(
        { method: 'POST', mode: 'cors', url: `${origin}/lite/elements/gd-header.js` },
        origin,
        shell,
      ),
    ).toBe('network');
    expect(
      strategyFor({ method: 'GET', mode: 'cors', url: 'https://cdn.example/x-12345678.js' }, origin, shell),
    ).toBe('network');
  });

  it("answers the site's pages from the network, with its shell kept for offline", () => {
    for (const path of [
      '/',
      '/rng',
      '/download',
      '/download/android',
      '/lottery?gameCode=X',
      '/no-such-page',
    ]) {
      expect(get(path, 'navigate'), path).toBe('page');
    }
  });

  it('keeps only the shell and the hashed files of the site, and element files by their latest copy', () => {
    expect(get('/assets/index-CFJfRLBc.js')).toBe('cache-first');
    expect(get('/lite/elements/chunks/define-Eg9gSbsg.js')).toBe('cache-first');
    expect(get('/lite/elements/gd-header.js')).toBe('network-first');
    // Pictures the server draws, member avatars, files with a query: never kept.
    for (const path of [
      '/assets/banners/w_home_1.svg',
      '/assets/avatar/custom/12-abcdefgh.png',
      '/assets/games/PG-1.webp?lang=es',
      '/lite/elements/chunks/define-Eg9gSbsg.js?v=1',
      '/lite/elements/gd-header.js.map',
      '/elements/gd-login.js',
      '/embed-register.html',
    ]) {
      expect(get(path), path).toBe('network');
    }
  });
});
