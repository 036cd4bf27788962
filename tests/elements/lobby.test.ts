import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-lobby';
import '../../src/elements/gd-nav';
import { session } from '../../src/core';
import { games } from '../../src/core/contract';
import { navigationFallback } from '../../src/elements/define';
import { lazyImageSettings } from '../../src/features/ui/games/lazy-images';
import { catalogueOf, gameFixture, gameListOver, menusAnswer, okImage } from './games-support';
import {
  $,
  $$,
  expectAccessible,
  type FakeApi,
  fakeApi,
  mount,
  resetPage,
  route,
  sleep,
  textOf,
  type,
  waitFor,
} from './support';

async function signIn(): Promise<void> {
  session.token.value = 'tok-123';
  await session.loadMember();
}

const cardCodes = (el: HTMLElement) => $$(el, '.gcard[data-code]').map((card) => card.dataset.code);
const filterButton = (el: HTMLElement, filter: string) =>
  $(el, `[data-filter="${filter}"]`) as HTMLButtonElement;
const listCalls = (api: FakeApi) => api.callsTo(games.gameList);
const lastList = (api: FakeApi) => listCalls(api).at(-1)!.query;

describe('<gd-lobby>', () => {
  let api: FakeApi;
  const catalogue = catalogueOf(30, (n) => ({
    tags: n % 5 === 0 ? ['new'] : n % 7 === 0 ? ['hot'] : [],
    name: n === 3 ? 'Mahjong Ways' : `Dragon Fortune ${n}`,
    minBet: n % 2 === 0 ? 500 : 100,
  }));

  beforeEach(async () => {
    await resetPage();
    navigationFallback.assign = () => {};
    api = await fakeApi([
      route(games.gameMenus, menusAnswer),
      route(games.gameList, gameListOver(catalogue)),
      route(games.favouriteCodes, () => ({ value: { list: [] } })),
    ]);
  });
  afterEach(() => api.restore());

  it('shows the vendors of its category and lists the games of the page with the count', async () => {
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 30);
    const tabs = $$(el, '.vtab').map((tab) => tab.textContent?.replace('Hot', '').trim());
    // RNG slot vendors only: the board-game vendor (KM), live and PvP vendors are elsewhere.
    expect(tabs).to.deep.equal(['All', 'PG Games', 'JILI Games']);
    const query = lastList(api);
    expect(query.get('gameType')).to.equal('RNG');
    expect(query.get('gameClassify')).to.equal('SLOT');
    expect(query.get('filter')).to.equal('ALL');
    expect(query.get('language')).to.equal('en');
    expect(query.has('vendorCode')).to.equal(false);
    expect($(el, '[part="count"]')?.textContent).to.equal('30 games');
    await expectAccessible(el);
  });

  it('selects the vendor of its attribute and another on a tab click', async () => {
    const el = await mount('gd-lobby', { 'page-type': 'rng', vendor: 'JILI' });
    await waitFor(() => listCalls(api).length > 0);
    expect(lastList(api).get('vendorCode')).to.equal('JILI');
    await waitFor(() => $(el, '.vtab[aria-selected="true"]')?.dataset.vendor === 'JILI');
    ($(el, '.vtab[data-vendor="PG"]') as HTMLButtonElement).click();
    await waitFor(() => lastList(api).get('vendorCode') === 'PG');
    ($(el, '.vtab[data-vendor=""]') as HTMLButtonElement).click();
    await waitFor(() => !lastList(api).has('vendorCode'));
  });

  it('starts on the filter of its attribute; a visitor asking for FAV sees ALL', async () => {
    const hot = await mount('gd-lobby', { 'page-type': 'rng', filter: 'hot' });
    await waitFor(() => $$(hot, '.gcard[data-code]').length === 4);
    expect(lastList(api).get('filter')).to.equal('HOT');
    expect(filterButton(hot, 'HOT').getAttribute('aria-pressed')).to.equal('true');
    hot.remove();
    const fav = await mount('gd-lobby', { 'page-type': 'rng', filter: 'FAV' });
    await waitFor(() => $$(fav, '.gcard[data-code]').length === 30);
    expect(lastList(api).get('filter')).to.equal('ALL');
  });

  it('sends NEW and HOT as the list filter and shows what the server answers', async () => {
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 30);
    filterButton(el, 'NEW').click();
    await waitFor(() => lastList(api).get('filter') === 'NEW');
    await waitFor(() => cardCodes(el).length === 6);
    expect(filterButton(el, 'NEW').getAttribute('aria-pressed')).to.equal('true');
    filterButton(el, 'HOT').click();
    await waitFor(() => lastList(api).get('filter') === 'HOT');
    await waitFor(() => cardCodes(el).length === 4);
    expect(cardCodes(el)).to.deep.equal(['PG-00007', 'PG-00014', 'PG-00021', 'PG-00028']);
  });

  it('asks a visitor to log in for FAV and RECENT instead of listing', async () => {
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 30);
    const before = listCalls(api).length;
    filterButton(el, 'FAV').click();
    await waitFor(() => session.loginPopup.value.open);
    expect(session.loginPopup.value.messageKey).to.equal('err_not_logged_in');
    session.loginPopup.value = { open: false };
    filterButton(el, 'RECENT').click();
    await waitFor(() => session.loginPopup.value.open);
    await sleep(50);
    expect(listCalls(api).length).to.equal(before);
    expect(filterButton(el, 'ALL').getAttribute('aria-pressed')).to.equal('true');
  });

  it('sends FAV and RECENT for a member, with an empty state that says what to do', async () => {
    await signIn();
    api.on(games.gameList, (call) => {
      if (call.query.get('filter') === 'RECENT')
        return { value: { games: [], total: 0, totalPages: 0, page: 1 } };
      return gameListOver(catalogue.map((game, i) => ({ ...game, isFavourite: i < 2 })))(call);
    });
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 30);
    filterButton(el, 'FAV').click();
    await waitFor(() => lastList(api).get('filter') === 'FAV');
    await waitFor(() => cardCodes(el).length === 2);
    filterButton(el, 'RECENT').click();
    await waitFor(() => lastList(api).get('filter') === 'RECENT');
    await waitFor(() => textOf(el).includes('Games you play will appear here.'));
  });

  it('searches as the player types, in the site language, and offers to clear an empty result', async () => {
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 30);
    const before = listCalls(api).length;
    const box = $(el, 'input[name="gameName"]') as HTMLInputElement;
    for (const text of ['m', 'ma', 'mah', 'mahj']) {
      type(box, text);
      await sleep(40);
    }
    await waitFor(() => listCalls(api).length - before === 4);
    const searches = listCalls(api).slice(before);
    // No wait for typing to pause: each keystroke asks at once, in order, in the site language.
    expect(searches.map((call) => call.query.get('gameName'))).to.deep.equal(['m', 'ma', 'mah', 'mahj']);
    expect(searches.every((call) => call.query.get('language') === 'en')).to.equal(true);
    await waitFor(() => cardCodes(el).length === 1);
    expect(cardCodes(el)).to.deep.equal(['PG-00003']);

    type(box, 'zebra');
    await waitFor(() => textOf(el).includes('No games found'));
    expect(textOf(el)).to.include('Nothing matches “zebra”.');
    const clear = $$(el, '[part="lobby-empty"] button').find((b) => b.textContent === 'Clear search')!;
    clear.click();
    await waitFor(() => cardCodes(el).length === 30);
    expect(box.value).to.equal('');
  });

  it('keeps the games on screen while a search is on its way, then shows its results and count', async () => {
    let answerSearch = () => {};
    const held = new Promise<void>((resolve) => {
      answerSearch = resolve;
    });
    api.on(games.gameList, async (call) => {
      if (call.query.get('gameName') === 'mahj') await held;
      return gameListOver(catalogue)(call);
    });
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 30);
    const before = listCalls(api).length;
    type($(el, 'input[name="gameName"]') as HTMLInputElement, 'mahj');
    await waitFor(() => listCalls(api).length > before);

    // No spinner in place of the grid between keystrokes: the old games stay, marked busy.
    const grid = $(el, '.lobby__games')!;
    expect(grid.getAttribute('aria-busy')).to.equal('true');
    expect($(el, '[part="lobby-loading"]')).to.equal(null);
    expect(cardCodes(el).length).to.equal(30);

    answerSearch();
    await waitFor(() => cardCodes(el).length === 1);
    expect(cardCodes(el)).to.deep.equal(['PG-00003']);
    expect(grid.getAttribute('aria-busy')).to.equal('false');
    expect($(el, '[part="count"]')!.textContent).to.match(/\b1\b/);
  });

  it('asks for no thumbnail while a search is on its way, then for those of its results', async () => {
    let answerSearch = () => {};
    const held = new Promise<void>((resolve) => {
      answerSearch = resolve;
    });
    // Pictures no earlier test loaded: a remembered one would show at once.
    const fresh = Date.now();
    const pictured = catalogueOf(30, (n) => ({
      image: okImage.replace('%3C/svg%3E', `%3C!--${fresh}-${n}--%3E%3C/svg%3E`),
    }));
    api.on(games.gameList, async (call) => {
      if (call.query.get('gameName') === 'dragon') await held;
      return gameListOver(pictured)(call);
    });
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 30);
    type($(el, 'input[name="gameName"]') as HTMLInputElement, 'dragon');

    // Every card on screen matches and stays, well past its own wait: none of their pictures is asked for.
    await sleep(lazyImageSettings.settleMs + lazyImageSettings.throttleMs + 150);
    expect($$(el, '.lazy-img--loading, .lazy-img--loaded')).to.have.length(0);

    answerSearch();
    await waitFor(() => $$(el, '.lazy-img--loaded').length === 30);
  });

  it('never shows the answer to an older search over the newer one', async () => {
    let answerOlder = () => {};
    const held = new Promise<void>((resolve) => {
      answerOlder = resolve;
    });
    let olderAnswered = false;
    api.on(games.gameList, async (call) => {
      if (call.query.get('gameName') === 'dragon') {
        await held;
        olderAnswered = true;
      }
      return gameListOver(catalogue)(call);
    });
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 30);
    const box = $(el, 'input[name="gameName"]') as HTMLInputElement;
    type(box, 'dragon');
    await waitFor(() => listCalls(api).some((call) => call.query.get('gameName') === 'dragon'));
    type(box, 'mahj');
    await waitFor(() => cardCodes(el).length === 1);

    // The older search's answer (29 "Dragon Fortune" games) arrives last and is dropped.
    answerOlder();
    await waitFor(() => olderAnswered);
    await sleep(150);
    expect(cardCodes(el)).to.deep.equal(['PG-00003']);
    expect(box.value).to.equal('mahj');
    expect($(el, '.lobby__games')!.getAttribute('aria-busy')).to.equal('false');
  });

  it('filters by minimum bet and lines', async () => {
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 30);
    const minBet = $(el, 'select[name="minBet"]') as HTMLSelectElement;
    minBet.value = '200';
    minBet.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => lastList(api).get('minBet') === '200');
    await waitFor(() => cardCodes(el).length === 15);
    const lines = $(el, 'select[name="minLineNum"]') as HTMLSelectElement;
    lines.value = '25';
    lines.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => lastList(api).get('minLineNum') === '25');
    await waitFor(() => textOf(el).includes('No games here yet.'));
  });

  it('marks a favourite at once from the search results and keeps it when the server agrees', async () => {
    await signIn();
    let release: () => void = () => {};
    api.on(games.setFavourite, async (call) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return {
        value: { gameCode: call.body?.gameCode as string, favourite: call.body?.favourite as boolean },
      };
    });
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 30);
    type($(el, 'input[name="gameName"]') as HTMLInputElement, 'mahjong');
    await waitFor(() => cardCodes(el).length === 1);
    const heart = $(el, '.gcard[data-code="PG-00003"] .gcard__fav') as HTMLButtonElement;
    expect(heart.getAttribute('aria-pressed')).to.equal('false');
    expect(heart.getAttribute('aria-label')).to.equal('Add Mahjong Ways to favourites');
    heart.click();
    await waitFor(() => heart.getAttribute('aria-pressed') === 'true');
    expect(api.callsTo(games.setFavourite)[0]?.body).to.deep.equal({
      gameCode: 'PG-00003',
      favourite: true,
    });
    release();
    await sleep(50);
    expect(heart.getAttribute('aria-pressed')).to.equal('true');
    expect(heart.getAttribute('aria-label')).to.equal('Remove Mahjong Ways from favourites');
  });

  it('puts a favourite back and says why when the server refuses', async () => {
    await signIn();
    api.on(games.setFavourite, async () => {
      await sleep(100);
      return { code: 1005, status: 404 };
    });
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 30);
    const heart = $(el, '.gcard[data-code="PG-00001"] .gcard__fav') as HTMLButtonElement;
    heart.click();
    await waitFor(() => heart.getAttribute('aria-pressed') === 'true');
    await waitFor(() => heart.getAttribute('aria-pressed') === 'false');
    await waitFor(() => session.notice.value?.key === 'err_not_found');
  });

  it("shows the member's favourites once signed in and forgets them on sign-out", async () => {
    api.on(games.favouriteCodes, () => ({ value: { list: ['PG-00002'] } }));
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 30);
    const heart = () => $(el, '.gcard[data-code="PG-00002"] .gcard__fav') as HTMLButtonElement;
    expect(heart().getAttribute('aria-pressed')).to.equal('false');
    await signIn();
    await waitFor(() => heart()?.getAttribute('aria-pressed') === 'true');
    session.clearLocalSession();
    await waitFor(() => heart()?.getAttribute('aria-pressed') === 'false');
  });

  it('asks a visitor to log in before marking a favourite', async () => {
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 30);
    ($(el, '.gcard[data-code="PG-00001"] .gcard__fav') as HTMLButtonElement).click();
    await waitFor(() => session.loginPopup.value.open);
    expect(api.callsTo(games.setFavourite)).to.have.length(0);
  });

  it('opens the sub-game popup for a VASSALAGE game and launches the chosen sub-game', async () => {
    await signIn();
    const parent = gameFixture(1, { code: 'PG-BOX', name: 'Fortune Hall', isGame: 'VASSALAGE' });
    api.on(games.gameList, gameListOver([parent]));
    api.on(games.vassGameType, () => ({
      value: {
        game: parent,
        list: [
          { code: 'PG-BOX-1', name: 'Golden Table', image: gameFixture(1).image, minBet: 200 },
          { code: 'PG-BOX-2', name: 'Jade Table', image: gameFixture(1).image, minBet: 500 },
        ],
      },
    }));
    api.on(games.launchGame, () => ({
      value: {
        nodeId: 'GLS-PG',
        gameId: 'PG-BOX-2',
        roomId: null,
        vassalage: 'PG',
        accountTypeName: 'PG',
        isPvp: false,
      },
    }));
    api.on(games.launchAddress, () => ({ value: { game_url: '/play/slot?launch=t1' } }));
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => cardCodes(el).length === 1);
    ($(el, '.gcard[data-code="PG-BOX"] .gcard__main') as HTMLButtonElement).click();
    const popup = await waitFor(() => $(el, 'dialog[part="sub-games"][open]'));
    expect(popup.textContent).to.include('Fortune Hall: choose a game');
    await waitFor(() => $$(el, '.subgame').length === 2);
    expect(api.callsTo(games.vassGameType)[0]?.query.get('gameCode')).to.equal('PG-BOX');
    expect(api.callsTo(games.launchGame)).to.have.length(0);
    expect(textOf(el)).to.include('Jade Table');
    ($(el, '.subgame[data-code="PG-BOX-2"]') as HTMLButtonElement).click();
    await waitFor(() => api.callsTo(games.launchAddress).length === 1);
    expect(api.callsTo(games.launchGame)[0]?.query.get('gameCode')).to.equal('PG-BOX-2');
    await waitFor(() => !$(el, 'dialog[part="sub-games"][open]'));
  });

  it('lists the PvP tables for a member and joins one by its room id', async () => {
    await signIn();
    api.on(games.roomList, () => ({
      value: {
        list: [
          {
            roomId: 'KY-R1',
            name: 'Texas Hold’em 1',
            vendorCode: 'KY',
            gameCode: 'KY-00001',
            minBet: 1000,
            seats: 6,
            players: 2,
          },
        ],
      },
    }));
    api.on(games.launchGame, () => ({
      value: {
        nodeId: 'GLS-KY',
        gameId: 'KY-00001',
        roomId: 'KY-R1',
        vassalage: 'KY',
        accountTypeName: 'KY',
        isPvp: true,
      },
    }));
    api.on(games.launchAddress, () => ({ value: { content: '/play/roulette?launch=t2' } }));
    const el = await mount('gd-lobby', { 'page-type': 'pvp' });
    await waitFor(() => textOf(el).includes('Texas Hold’em 1'));
    expect(textOf(el)).to.include('2 of 6 seats taken');
    expect(lastList(api).get('gameType')).to.equal('PVP');
    ($(el, '.room button') as HTMLButtonElement).click();
    await waitFor(() => api.callsTo(games.launchAddress).length === 1);
    expect(api.callsTo(games.launchGame)[0]?.query.get('roomId')).to.equal('KY-R1');
    const body = api.callsTo(games.launchAddress)[0]!.body!;
    expect(body.roomId).to.equal('KY-R1');
    expect(body).to.not.have.property('gameId');
  });

  it('shows the first 8 tables and the rest on request', async () => {
    await signIn();
    const rooms = Array.from({ length: 11 }, (_, i) => ({
      roomId: `KY-R${i + 1}`,
      name: `Table ${i + 1}`,
      vendorCode: 'KY',
      gameCode: 'KY-00001',
      minBet: 1000,
      seats: 6,
      players: 0,
    }));
    api.on(games.roomList, () => ({ value: { list: rooms } }));
    const el = await mount('gd-lobby', { 'page-type': 'pvp' });
    await waitFor(() => $$(el, '.room').length === 8);
    const more = $$(el, '.rooms button').find((b) => b.textContent === 'Show all 11 tables')!;
    more.click();
    await waitFor(() => $$(el, '.room').length === 11);
    expect(more.getAttribute('aria-expanded')).to.equal('true');
  });

  it('asks a visitor to log in to see the PvP tables', async () => {
    const el = await mount('gd-lobby', { 'page-type': 'pvp' });
    await waitFor(() => textOf(el).includes('Log in to see the open tables'));
    expect(api.callsTo(games.roomList)).to.have.length(0);
  });

  it('lists seamless vendors one at a time on the seamless page', async () => {
    const el = await mount('gd-lobby', { 'page-type': 'seamless' });
    await waitFor(() => $$(el, '.vtab').length === 2);
    expect($$(el, '.vtab').map((tab) => tab.dataset.vendor)).to.deep.equal(['EVO', 'PG']);
    await waitFor(() => listCalls(api).length > 0);
    expect(lastList(api).get('vendorCode')).to.equal('EVO');
    expect(lastList(api).has('gameType')).to.equal(false);
  });

  it('holds the place of the vendor tabs while they load, so the games below do not move when they come', async () => {
    let answerMenus = () => {};
    api.on(games.gameMenus, () => new Promise((done) => (answerMenus = () => done(menusAnswer()))));
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    const waiting = await waitFor(() => $(el, '.vtabs--loading'));
    await waitFor(() => cardCodes(el).length === 30);
    const gridTop = ($(el, '.lobby__games') as HTMLElement).getBoundingClientRect().top;
    const rowHeight = waiting.getBoundingClientRect().height;
    answerMenus();
    const tabs = await waitFor(() => $(el, '[part="vendor-tabs"]'));
    expect(tabs.getBoundingClientRect().height).to.equal(rowHeight);
    expect(($(el, '.lobby__games') as HTMLElement).getBoundingClientRect().top).to.equal(gridTop);
  });

  it('says when the vendors could not be loaded and loads them again on retry', async () => {
    let fail = true;
    api.on(games.gameMenus, () => (fail ? { code: 1999, status: 500 } : menusAnswer()));
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    const error = await waitFor(() => $(el, '.lobby__inline-error'));
    expect(error.getAttribute('role')).to.equal('alert');
    // The games do not wait for the vendors.
    await waitFor(() => cardCodes(el).length === 30);
    fail = false;
    (error.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => $$(el, '.vtab').length === 3);
    expect($(el, '.lobby__inline-error')).to.equal(null);
  });

  it('asks once for the game menus that the navigation on the same page also shows', async () => {
    const nav = await mount('gd-nav');
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => $$(el, '.vtab').length === 3);
    await waitFor(() => $$(nav, '.nav__entry').length > 0);
    expect(api.callsTo(games.gameMenus)).to.have.length(1);
  });

  it('shows a failed list with a retry that loads again', async () => {
    let fail = true;
    api.on(games.gameList, (call) => (fail ? { code: 1999, status: 500 } : gameListOver(catalogue)(call)));
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    const error = await waitFor(() => $(el, '[part="lobby-error"]'));
    expect(error.textContent).to.include('The games could not be loaded.');
    fail = false;
    (error.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => cardCodes(el).length === 30);
  });
});
