import { describe, expect, it } from 'vitest';
import { redirectFor, screenFor } from '../../../demo/routes';

const at = (address: string) => screenFor(new URL(address, 'https://site.test'));

describe('demo site routes', () => {
  it('opens a lobby for each page type of spec §2 and for /seamless, with ?vendor and ?filter', () => {
    for (const pageType of ['rng', 'bgs', 'bingo', 'live', 'fish', 'pvp', 'seamless']) {
      expect(at(`/${pageType}`)).toEqual({ kind: 'lobby', pageType, vendor: null, filter: null });
    }
    expect(at('/rng?vendor=PG&filter=HOT')).toEqual({
      kind: 'lobby',
      pageType: 'rng',
      vendor: 'PG',
      filter: 'HOT',
    });
    expect(at('/live/')).toMatchObject({ kind: 'lobby', pageType: 'live' });
  });

  it('opens the sports page with its section, the game page and promotions', () => {
    expect(at('/sports')).toEqual({ kind: 'sports', category: null });
    expect(at('/sports?category=esports')).toEqual({ kind: 'sports', category: 'esports' });
    expect(at('/game')).toEqual({ kind: 'game' });
    expect(at('/promotions')).toEqual({ kind: 'promotions' });
  });

  it('opens a promotion’s page with the promotion ?id= names when it is a positive id', () => {
    expect(at('/promoDetail?id=3')).toEqual({ kind: 'promotion-detail', id: 3 });
    for (const id of ['0', '-3', '1.5', 'x', '12345678901']) {
      expect(at(`/promoDetail?id=${id}`)).toEqual({ kind: 'promotion-detail', id: null });
    }
    expect(at('/promoDetail')).toEqual({ kind: 'promotion-detail', id: null });
  });

  it('opens the points mall and the VIP area', () => {
    expect(at('/pointMall')).toEqual({ kind: 'point-mall' });
    expect(at('/vip/')).toEqual({ kind: 'vip' });
  });

  it('opens the tournaments, and one tournament by its id', () => {
    expect(at('/tournaments')).toEqual({ kind: 'tournaments', id: null });
    expect(at('/tournaments?id=12')).toEqual({ kind: 'tournaments', id: 12 });
    expect(at('/tournaments?id=x')).toEqual({ kind: 'tournaments', id: null });
  });

  it('opens the lucky wheel', () => {
    expect(at('/lucky-wheel')).toEqual({ kind: 'lucky-wheel' });
  });

  it('opens the download page at /down and /download (Android first at /download/android), and the agent programme at /join', () => {
    expect(at('/down')).toEqual({ kind: 'download', platform: null });
    expect(at('/download/')).toEqual({ kind: 'download', platform: null });
    expect(at('/download/android')).toEqual({ kind: 'download', platform: 'android' });
    expect(at('/join')).toEqual({ kind: 'join' });
  });

  it('keeps /download open to visitors when the brand sends them to /login, and only the listed pages', () => {
    const visitor = (path: string) => redirectFor(new URL(path, 'https://site.test'), true, false);
    for (const path of [
      '/download',
      '/download/',
      '/download/android',
      '/login',
      '/register',
      '/register.html',
      '/helpmc',
    ]) {
      expect(visitor(path), path).toBeNull();
    }
    expect(visitor('/')).toBe('/login');
    for (const path of ['/down', '/join', '/vip']) {
      expect(visitor(path), path).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
    expect(redirectFor(new URL('https://site.test/join'), true, true)).toBeNull();
  });

  it('opens the help centre with and without the site frame, with the article a link names', () => {
    expect(at('/help')).toEqual({ kind: 'help', withHeader: true, article: null });
    expect(at('/helpmc')).toEqual({ kind: 'help', withHeader: false, article: null });
    expect(at('/help#terms')).toEqual({ kind: 'help', withHeader: true, article: 'terms' });
    expect(at('/helpmc?article=about-us')).toEqual({ kind: 'help', withHeader: false, article: 'about-us' });
    expect(at('/help?article=privacy#terms')).toMatchObject({ article: 'privacy' });
    for (const named of ['Terms', '<b>', '-x', 'a'.repeat(41)]) {
      expect(at(`/help?article=${encodeURIComponent(named)}`)).toMatchObject({ article: null });
    }
  });

  it('opens the feedback page', () => {
    expect(at('/feedback')).toEqual({ kind: 'feedback' });
  });

  it('opens the notices, with the notice ?id= names when it is a positive id', () => {
    expect(at('/noticePage')).toEqual({ kind: 'notices', id: null });
    expect(at('/noticePage?id=12')).toEqual({ kind: 'notices', id: 12 });
    for (const id of ['0', '-3', '1.5', 'x', '12345678901']) {
      expect(at(`/noticePage?id=${id}`)).toEqual({ kind: 'notices', id: null });
    }
  });

  it('opens the four lottery pages, /lottery with its game and play', () => {
    expect(at('/lottery?gameCode=SEA-F1&playType=bigsmall')).toEqual({
      kind: 'lottery',
      route: 'lottery',
      gameCode: 'SEA-F1',
      playType: 'bigsmall',
    });
    for (const route of ['vnlottery', 'seaLottery', 'elott']) {
      expect(at(`/${route}`)).toEqual({ kind: 'lottery', route, gameCode: null, playType: null });
    }
    expect(at('/sealottery')).toEqual({ kind: 'not-found' });
  });

  it('keeps the earlier routes and answers not-found for the rest', () => {
    expect(at('/home')).toEqual({ kind: 'home', modal: null });
    expect(at('/register')).toEqual({ kind: 'home', modal: 'register' });
    expect(at('/slots')).toEqual({ kind: 'not-found' });
    expect(at('/rngx')).toEqual({ kind: 'not-found' });
  });

  it('sends visitors without a session from a game page to /login when the brand asks, remembering the page', () => {
    expect(redirectFor(new URL('https://site.test/rng?vendor=PG#top'), true, false)).toBe(
      '/login?redirect=%2Frng%3Fvendor%3DPG%23top',
    );
    expect(redirectFor(new URL('https://site.test/rng'), true, true)).toBeNull();
    expect(redirectFor(new URL('https://site.test/rng'), false, false)).toBeNull();
  });

  it('sends a signed-in member away from the sign-in and register pages: home, or the page the link names', () => {
    const member = (path: string) => redirectFor(new URL(path, 'https://site.test'), false, true);
    for (const path of ['/login', '/login/', '/register', '/register.html?referralCode=DEMOAGENT']) {
      expect(member(path), path).toBe('/');
    }
    expect(member('/login?redirect=%2Fvip')).toBe('/vip');
    expect(member('/login?redirect=%2Fhelp%3Farticle%3Dterms%23top')).toBe('/help?article=terms#top');
    expect(redirectFor(new URL('https://site.test/login?redirect=/pointMall'), true, true)).toBe(
      '/pointMall',
    );
    // Only a page of this site, never another site, a script or the sign-in page again.
    for (const hostile of [
      '//evil.test/x',
      '/\\evil.test',
      'https://evil.test/',
      'javascript:alert(1)',
      'vip',
      '/login?redirect=%2Flogin',
      '/register',
      '',
    ]) {
      expect(member(`/login?redirect=${encodeURIComponent(hostile)}`), hostile).toBe('/');
    }
    // A visitor stays on them, and a member anywhere else stays where they are.
    expect(redirectFor(new URL('https://site.test/login?redirect=%2Fvip'), false, false)).toBeNull();
    expect(member('/vip')).toBeNull();
  });
});
