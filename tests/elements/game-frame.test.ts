import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-game-frame';
import { session } from '../../src/core';
import { wallet } from '../../src/core/contract';
import { STORED_GAME_KEY, type StoredGame, storedGame } from '../../src/core/games';
import { navigationFallback } from '../../src/elements/define';
import { frameSettings } from '../../src/features/game-frame/GameFrame';
import {
  $,
  expectAccessible,
  type FakeApi,
  fakeApi,
  mount,
  resetPage,
  route,
  sleep,
  textOf,
  waitFor,
} from './support';

/** The game page is served by the test server itself, so the frame really loads (a 404 page). */
const gameUrl = `${location.origin}/no-such-game/slot?launch=abc`;

function storeGame(overrides: Partial<StoredGame> = {}): void {
  const stored: StoredGame = {
    url: gameUrl,
    url2: null,
    game: { code: 'PG-00001', name: 'Dragon Fortune', vendorCode: 'PG', vendorName: 'PG Soft', roomId: null },
    launchedAt: new Date().toISOString(),
    from: null,
    ...overrides,
  };
  sessionStorage.setItem(STORED_GAME_KEY, JSON.stringify(stored));
}

function post(data: unknown, origin: string, source: MessageEventSource | null): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('<gd-game-frame>', () => {
  let api: FakeApi;
  let assigned: string[];

  beforeEach(async () => {
    await resetPage();
    assigned = [];
    navigationFallback.assign = (path) => assigned.push(path);
    api = await fakeApi([
      route(wallet.walletTransfer, () => ({
        value: { isSingle: false, mainBalance: 123_456, sumBalance: 123_456, wallets: [] },
      })),
      route(wallet.balance, () => ({ value: { sumBalance: 123_456 } })),
    ]);
    session.token.value = 'tok-123';
    await session.loadMember();
  });
  afterEach(async () => {
    // A removed frame settles the wallets (recall, balance): let it finish on this test's API.
    for (const element of Array.from(document.body.children)) element.remove();
    await sleep(250);
    api.restore();
  });

  it('says no game is open, with a way to the lobby, when nothing was launched', async () => {
    const el = await mount('gd-game-frame');
    await waitFor(() => textOf(el).includes('No game is open'));
    await expectAccessible(el, 'with no game');
    ($(el, '[part="no-game"] a') as HTMLAnchorElement).click();
    expect(assigned).to.deep.equal(['/rng']);
    expect($(el, 'iframe')).to.equal(null);
  });

  it('shows the stored game in a titled, sandboxed frame that may go fullscreen', async () => {
    storeGame();
    const el = await mount('gd-game-frame');
    const frame = (await waitFor(() => $(el, 'iframe'))) as HTMLIFrameElement;
    expect(frame.src).to.equal(gameUrl);
    expect(frame.title).to.equal('Dragon Fortune · PG Soft');
    expect(frame.getAttribute('sandbox')).to.equal(
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
    expect(frame.allowFullscreen).to.equal(true);
    expect(textOf(el)).to.include('Dragon Fortune');
    await expectAccessible(el, 'with a game');
  });

  it('hears only the game: another origin or another window cannot change the balance', async () => {
    storeGame();
    const el = await mount('gd-game-frame');
    const frame = (await waitFor(() => $(el, 'iframe'))) as HTMLIFrameElement;
    await waitFor(() => frame.contentWindow);
    session.balanceMinor.value = 1_000;

    post(
      { type: 'gd-game-balance', balanceMinor: 999_999 },
      'https://evil.example.test',
      frame.contentWindow,
    );
    post({ type: 'gd-game-balance', balanceMinor: 999_999 }, `${location.origin}/`, frame.contentWindow);
    post({ type: 'gd-game-balance', balanceMinor: 999_999 }, location.origin, window);
    post({ type: 'gd-game-close' }, 'https://evil.example.test', frame.contentWindow);
    await sleep(30);
    expect(session.balanceMinor.value).to.equal(1_000);
    expect(api.callsTo(wallet.walletTransfer)).to.have.length(0);

    post({ type: 'gd-game-balance', balanceMinor: 4_250 }, location.origin, frame.contentWindow);
    await waitFor(() => session.balanceMinor.value === 4_250);
    post({ type: 'gd-game-balance', balanceMinor: -5 }, location.origin, frame.contentWindow);
    post({ type: 'gd-game-balance', balanceMinor: '77' }, location.origin, frame.contentWindow);
    await sleep(30);
    expect(session.balanceMinor.value).to.equal(4_250);
  });

  it('on close from the game, recalls vendor wallets, refreshes the balance and leaves', async () => {
    storeGame();
    const el = await mount('gd-game-frame');
    const frame = (await waitFor(() => $(el, 'iframe'))) as HTMLIFrameElement;
    await waitFor(() => frame.contentWindow);
    post({ type: 'gd-game-close' }, location.origin, frame.contentWindow);
    await waitFor(() => assigned.includes('/'));
    const recall = api.callsTo(wallet.walletTransfer);
    expect(recall).to.have.length(1);
    expect(recall[0]!.body).to.deep.equal({ direction: 'recallAll' });
    expect(api.callsTo(wallet.balance).length).to.be.greaterThan(0);
    expect(session.balanceMinor.value).to.equal(123_456);
    expect(storedGame()).to.equal(null);
  });

  it('the back button leaves the same way, even when there was nothing to recall', async () => {
    storeGame();
    api.on(wallet.walletTransfer, () => ({ code: 1103, status: 403 }));
    const el = await mount('gd-game-frame');
    ($(el, '[part="game-back"]') as HTMLButtonElement).click();
    await waitFor(() => assigned.includes('/'));
    expect(api.callsTo(wallet.balance).length).to.be.greaterThan(0);
    expect(session.balanceMinor.value).to.equal(123_456);
  });

  it('recalls the wallets when the page goes away without the back button', async () => {
    storeGame();
    const el = await mount('gd-game-frame');
    await waitFor(() => $(el, 'iframe'));
    el.remove();
    await waitFor(() => api.callsTo(wallet.walletTransfer).length === 1);
    await waitFor(() => api.callsTo(wallet.balance).length > 0);
    expect(assigned).to.deep.equal([]);
  });

  it('switches to the second address when the first does not say it is ready in time', async () => {
    const second = `${location.origin}/no-such-game/second?launch=abc`;
    storeGame({ url2: second });
    frameSettings.readyTimeoutMs = 150;
    try {
      const el = await mount('gd-game-frame');
      const frame = (await waitFor(() => $(el, 'iframe'))) as HTMLIFrameElement;
      expect(frame.src).to.equal(gameUrl);
      await waitFor(() => ($(el, 'iframe') as HTMLIFrameElement).src === second, 2000);
    } finally {
      frameSettings.readyTimeoutMs = 8000;
    }
  });

  it('stays on the first address once the game said it is ready', async () => {
    storeGame({ url2: `${location.origin}/no-such-game/second?launch=abc` });
    frameSettings.readyTimeoutMs = 200;
    try {
      const el = await mount('gd-game-frame');
      const frame = (await waitFor(() => $(el, 'iframe'))) as HTMLIFrameElement;
      await waitFor(() => frame.contentWindow);
      post({ type: 'gd-game-ready' }, location.origin, frame.contentWindow);
      await sleep(400);
      expect(($(el, 'iframe') as HTMLIFrameElement).src).to.equal(gameUrl);
    } finally {
      frameSettings.readyTimeoutMs = 8000;
    }
  });

  it('covers the viewport with an exit button where the Fullscreen API is missing; Escape leaves it', async () => {
    storeGame();
    const enabled = Object.getOwnPropertyDescriptor(Document.prototype, 'fullscreenEnabled')!;
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => false });
    try {
      const el = await mount('gd-game-frame');
      ($(el, '[part="game-fullscreen"]') as HTMLButtonElement).click();
      const section = $(el, '[part="game-frame"]') as HTMLElement;
      await waitFor(() => section.dataset.fullscreen === 'fallback');
      const stage = $(el, '.gframe__stage') as HTMLElement;
      const box = stage.getBoundingClientRect();
      expect(getComputedStyle(stage).position).to.equal('fixed');
      expect(box.width).to.equal(window.innerWidth);
      expect(box.height).to.equal(window.innerHeight);
      // The page's scroll is locked by an effect, which may run a frame after the attribute changed.
      await waitFor(() => document.documentElement.style.overflow === 'hidden');
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      await waitFor(() => section.dataset.fullscreen === 'off');
      ($(el, '[part="game-fullscreen"]') as HTMLButtonElement).click();
      await waitFor(() => section.dataset.fullscreen === 'fallback');
      ($(el, '[part="game-exit-fullscreen"]') as HTMLButtonElement).click();
      await waitFor(() => section.dataset.fullscreen === 'off');
      expect(document.documentElement.style.overflow).to.equal('');
    } finally {
      delete (document as unknown as Record<string, unknown>).fullscreenEnabled;
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'fullscreenEnabled')).to.deep.equal(enabled);
    }
  });
});
