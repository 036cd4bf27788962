import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-lobby';
import { session } from '../../src/core';
import { games, system } from '../../src/core/contract';
import { assetUrl, resolveGameAddress, storedGame } from '../../src/core/games';
import { navigationFallback } from '../../src/elements/define';
import { gameFixture, gameListOver, menusAnswer } from './games-support';
import {
  $,
  $$,
  type FakeApi,
  fakeApi,
  mount,
  refusal,
  resetPage,
  route,
  sleep,
  statusFixture,
  textOf,
  waitFor,
} from './support';

const launchNode = {
  nodeId: 'GLS-PG',
  gameId: 'PG-00001',
  roomId: null,
  vassalage: 'PG',
  accountTypeName: 'PG Soft',
  isPvp: false,
};

async function signIn(): Promise<void> {
  session.token.value = 'tok-123';
  await session.loadMember();
}

function clickCard(el: HTMLElement, code: string): void {
  ($(el, `.gcard[data-code="${code}"] .gcard__main`) as HTMLButtonElement).click();
}

describe('launching a game from <gd-lobby>', () => {
  let api: FakeApi;
  let assigned: string[];

  beforeEach(async () => {
    await resetPage();
    assigned = [];
    navigationFallback.assign = (path) => assigned.push(path);
    api = await fakeApi([
      route(system.status, () => ({
        value: statusFixture({
          info: { ...statusFixture().info, launchGameCDNs: ['https://play.example.test'] },
        }),
      })),
      route(games.gameMenus, menusAnswer),
      route(
        games.gameList,
        gameListOver([gameFixture(1), gameFixture(2, { maintenance: true, name: 'Closed Reels' })]),
      ),
      route(games.favouriteCodes, () => ({ value: { list: [] } })),
      route(games.launchGame, () => ({ value: launchNode })),
      route(games.launchAddress, () => ({ value: { game_url: '/play/slot?launch=abc123' } })),
    ]);
  });
  afterEach(() => api.restore());

  it('opens the login popup with "You are not logged in, please login" for a visitor', async () => {
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => $(el, '.gcard[data-code="PG-00001"]'));
    clickCard(el, 'PG-00001');
    await waitFor(() => $(el, 'dialog[part="login-popup"][open]'));
    expect(textOf(el)).to.include('You are not logged in, please login');
    expect(api.callsTo(games.launchGame)).to.have.length(0);
  });

  it('sends the spec payload, stores the address on a launch host and goes to /game', async () => {
    await signIn();
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => $(el, '.gcard[data-code="PG-00001"]'));
    const launches: CustomEvent[] = [];
    el.addEventListener('gd-game-launch', (event) => launches.push(event));
    clickCard(el, 'PG-00001');
    await waitFor(() => assigned.includes('/game'));

    expect(api.callsTo(games.launchGame)[0]?.query.get('gameCode')).to.equal('PG-00001');
    const address = api.callsTo(games.launchAddress)[0]!;
    expect(address.body).to.deep.equal({
      gameId: 'PG-00001',
      nodeId: 'GLS-PG',
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'PG',
      accountTypeName: 'PG Soft',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'demo_player',
      token: 'tok-123',
      merchantCode: 'GD',
      language: 'en',
    });
    expect(address.headers.get('Language')).to.equal('en');
    expect(launches).to.have.length(1);
    expect(launches[0]!.detail.url).to.equal('https://play.example.test/play/slot?launch=abc123');
    expect(launches[0]!.detail.game).to.include({
      code: 'PG-00001',
      name: 'Dragon Fortune 1',
      vendorName: 'PG Soft',
    });
    expect(storedGame()?.url).to.equal('https://play.example.test/play/slot?launch=abc123');
    expect(storedGame()?.url2).to.equal(null);
  });

  it('lets the host page open the game itself by cancelling gd-game-launch', async () => {
    await signIn();
    api.on(games.launchAddress, () => ({
      value: {
        game_url: 'https://cdn-a.example.test/play/slot?launch=x',
        game_url2: 'https://cdn-b.example.test/play/slot?launch=x',
      },
    }));
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => $(el, '.gcard[data-code="PG-00001"]'));
    let seen = '';
    const navigations: string[] = [];
    document.addEventListener('gd-navigate', (event) => navigations.push(event.detail.path));
    el.addEventListener('gd-game-launch', (event) => {
      seen = event.detail.url;
      event.preventDefault();
    });
    clickCard(el, 'PG-00001');
    await waitFor(() => seen !== '');
    await sleep(50);
    expect(seen).to.equal('https://cdn-a.example.test/play/slot?launch=x');
    expect(storedGame()?.url2).to.equal('https://cdn-b.example.test/play/slot?launch=x');
    expect(navigations).to.deep.equal([]);
    expect(assigned).to.deep.equal([]);
  });

  for (const bad of ['javascript:alert(1)', 'ftp://files.example.test/game', '']) {
    it(`says "Invalid URL, please contact customer service" for the address ${JSON.stringify(bad)}`, async () => {
      await signIn();
      api.on(games.launchAddress, () => ({ value: bad ? { game_url: bad } : {} }));
      const el = await mount('gd-lobby', { 'page-type': 'rng' });
      await waitFor(() => $(el, '.gcard[data-code="PG-00001"]'));
      let launched = false;
      el.addEventListener('gd-game-launch', () => {
        launched = true;
      });
      clickCard(el, 'PG-00001');
      await waitFor(() => textOf(el).includes('Invalid URL, please contact customer service'));
      expect(launched).to.equal(false);
      expect(assigned).to.deep.equal([]);
      expect(storedGame()).to.equal(null);
    });
  }

  it('offers the suggested games when the game is under maintenance', async () => {
    await signIn();
    api.on(games.launchGame, (call) =>
      call.query.get('gameCode') === 'PG-00002'
        ? refusal({
            code: 1830,
            status: 503,
            value: {
              suggestions: [gameFixture(7, { name: 'Lucky Koi' }), gameFixture(8, { name: 'Tiger Gold' })],
            },
          })
        : { value: launchNode },
    );
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => $(el, '.gcard[data-code="PG-00002"]'));
    expect($(el, '.gcard[data-code="PG-00002"]')?.textContent).to.include('Maintenance');
    clickCard(el, 'PG-00002');
    const popup = await waitFor(() => $(el, 'dialog[part="game-maintenance"][open]'));
    expect(popup.textContent).to.include('Closed Reels is under maintenance');
    expect(popup.textContent).to.include('This game is under maintenance. Try one of these instead.');
    const suggestions = $$(el, 'dialog[part="game-maintenance"] .gcard').map((card) => card.dataset.code);
    expect(suggestions).to.deep.equal(['PG-00007', 'PG-00008']);
    (
      $(el, 'dialog[part="game-maintenance"] .gcard[data-code="PG-00007"] .gcard__main') as HTMLButtonElement
    ).click();
    await waitFor(() => assigned.includes('/game'));
    expect(api.callsTo(games.launchGame).at(-1)?.query.get('gameCode')).to.equal('PG-00007');
  });

  it('warns a free-play account before launching a game for real accounts', async () => {
    await signIn();
    session.member.value = { ...session.member.value!, type: 4 };
    api.on(games.gameList, gameListOver([gameFixture(1, { realAccountOnly: true })]));
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => $(el, '.gcard[data-code="PG-00001"]'));
    clickCard(el, 'PG-00001');
    await waitFor(() => session.notice.value?.key === 'in_need_true_account');
    expect(api.callsTo(games.launchGame)).to.have.length(0);
  });
});

describe('game hosts', () => {
  beforeEach(async () => {
    await resetPage();
  });

  it('puts every image path on one host picked from imageCDNs, and on the page without a list', () => {
    const hosts = ['https://img-a.example.test', 'https://img-b.example.test/cdn/'];
    session.systemStatus.value = statusFixture({ info: { ...statusFixture().info, imageCDNs: hosts } });
    const urls = Array.from({ length: 20 }, (_, i) => assetUrl(`/assets/games/PG-${i}.svg?v=1`));
    const used = new Set(urls.map((url) => url.replace(/assets\/games\/.*$/, '')));
    expect(used.size).to.equal(1);
    expect(['https://img-a.example.test/', 'https://img-b.example.test/cdn/']).to.include([...used][0]);
    expect(assetUrl('data:image/png;base64,AAAA')).to.equal('data:image/png;base64,AAAA');
    session.systemStatus.value = statusFixture();
    expect(assetUrl('/assets/vendors/PG.svg')).to.equal(`${location.origin}/assets/vendors/PG.svg`);
  });

  it('resolves a game path on a launch host and accepts only http(s) addresses', () => {
    const hosts = ['https://play-a.example.test', 'https://play-b.example.test'];
    session.systemStatus.value = statusFixture({ info: { ...statusFixture().info, launchGameCDNs: hosts } });
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) seen.add(new URL(resolveGameAddress('/play/slot?launch=t')!).origin);
    expect([...seen].every((origin) => hosts.includes(origin))).to.equal(true);
    expect(resolveGameAddress('https://other.example.test/x')).to.equal('https://other.example.test/x');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'mailto:a@b.c',
      'http://',
      '',
      undefined,
    ]) {
      expect(resolveGameAddress(bad), String(bad)).to.equal(null);
    }
  });
});
