import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-game-shelf';
import { session } from '../../src/core';
import { games as gamesApi } from '../../src/core/contract';
import { navigationFallback } from '../../src/elements/define';
import { gameFixture, games, signIn } from './nav-fixtures';
import { $, $$, expectAccessible, type FakeApi, fakeApi, mount, resetPage, route, waitFor } from './support';

const names = (shelf: HTMLElement) => $$(shelf, '.gcard__name').map((name) => name.textContent);
const key = (target: Element, name: string) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }),
  );

describe('<gd-game-shelf>', () => {
  let api: FakeApi;
  let assigned: string[];
  let favouriteCodes: string[];
  beforeEach(async () => {
    await resetPage();
    favouriteCodes = [];
    api = await fakeApi([
      route(gamesApi.popularGames, (call) => ({
        value: { list: games('PG', Number(call.query.get('count'))) },
      })),
      route(gamesApi.hotGames, () => ({ value: { list: games('HOT', 5, { tags: ['hot'] }) } })),
      route(gamesApi.newGameVendor, () => ({
        value: {
          data: {
            lanes: [
              { vendorCode: 'AA', displayName: 'AA', games: games('AA', 3, { tags: ['new'] }) },
              { vendorCode: 'BB', displayName: 'BB', games: games('BB', 1, { tags: ['new'] }) },
            ],
          },
        },
      })),
      route(gamesApi.favouriteCodes, () => ({ value: { list: favouriteCodes } })),
      route(gamesApi.favouriteGames, () => ({
        value: { list: favouriteCodes.map((code) => gameFixture(code, { isFavourite: true })) },
      })),
      route(gamesApi.setFavourite, (call) => {
        const { gameCode, favourite } = call.body as { gameCode: string; favourite: boolean };
        favouriteCodes = favourite
          ? [...favouriteCodes, gameCode]
          : favouriteCodes.filter((code) => code !== gameCode);
        return { value: { gameCode, favourite } };
      }),
      route(gamesApi.recentGames, () => ({ value: { list: [] } })),
    ]);
    assigned = [];
    navigationFallback.assign = (path) => assigned.push(path);
  });
  afterEach(() => api.restore());

  it('shows the popular games in a titled row, as many as asked, with See all to the lobby', async () => {
    const shelf = await mount('gd-game-shelf', { kind: 'popular', count: '8' });
    await waitFor(() => names(shelf).length === 8);
    expect($(shelf, 'h2')?.textContent).to.equal('Popular games');
    const call = api.callsTo(gamesApi.popularGames)[0];
    expect(call?.query.get('count')).to.equal('8');
    expect(call?.query.get('language')).to.equal('en');
    expect(names(shelf)[0]).to.equal('Game PG-0001');
    await expectAccessible(shelf);
    ($(shelf, '.shelf__see-all') as HTMLElement).click();
    expect(assigned).to.deep.equal(['/rng']);
  });

  it('shows hot games with See all to the hot filter, or no link when asked', async () => {
    const shelf = await mount('gd-game-shelf', { kind: 'hot' });
    await waitFor(() => names(shelf).length === 5);
    expect($(shelf, 'h2')?.textContent).to.equal('Hot games');
    expect($(shelf, '.shelf__see-all')?.getAttribute('href')).to.equal('/rng?filter=HOT');
    expect($$(shelf, '.badge--hot')).to.have.length(5);
    const bare = await mount('gd-game-shelf', { kind: 'hot', 'see-all-path': 'none' });
    await waitFor(() => names(bare).length === 5);
    expect($(bare, '.shelf__see-all')).to.equal(null);
  });

  it('takes new games lane by lane so every vendor shows near the start', async () => {
    const shelf = await mount('gd-game-shelf', { kind: 'new' });
    await waitFor(() => names(shelf).length === 4);
    expect(names(shelf)).to.deep.equal(['Game AA-0001', 'Game BB-0001', 'Game AA-0002', 'Game AA-0003']);
  });

  it('keeps favourites hidden when signed out; signed in it lists them and an unmarked one leaves at once', async () => {
    const shelf = await mount('gd-game-shelf', { kind: 'favourites' });
    await new Promise((done) => setTimeout(done, 100));
    expect($(shelf, '[part="shelf"]')).to.equal(null);
    // Not displayed at all, so it leaves no gap in the page.
    expect(shelf.hasAttribute('data-empty')).to.equal(true);
    expect(getComputedStyle(shelf).display).to.equal('none');
    expect(api.callsTo(gamesApi.favouriteGames)).to.have.length(0);

    favouriteCodes = ['PG-0007', 'PG-0003'];
    await signIn();
    await waitFor(() => names(shelf).length === 2);
    expect(shelf.hasAttribute('data-empty')).to.equal(false);
    expect($(shelf, 'h2')?.textContent).to.equal('Your favourites');
    const heart = $(shelf, '[data-code="PG-0007"] .gcard__fav') as HTMLButtonElement;
    expect(heart.getAttribute('aria-pressed')).to.equal('true');
    heart.click();
    await waitFor(() => names(shelf).join() === 'Game PG-0003');
    await waitFor(() => api.callsTo(gamesApi.setFavourite).length === 1);
    expect(api.callsTo(gamesApi.setFavourite)[0]?.body).to.deep.equal({
      gameCode: 'PG-0007',
      favourite: false,
    });

    // The last one unmarked: an empty favourites row is not shown.
    ($(shelf, '[data-code="PG-0003"] .gcard__fav') as HTMLButtonElement).click();
    await waitFor(() => $(shelf, '[part="shelf"]') === null);

    session.clearLocalSession();
    await waitFor(() => $(shelf, '[part="shelf"]') === null);
  });

  it('keeps recently played hidden while the member has played nothing', async () => {
    await signIn();
    const shelf = await mount('gd-game-shelf', { kind: 'recent' });
    await waitFor(() => api.callsTo(gamesApi.recentGames).length === 1);
    await new Promise((done) => setTimeout(done, 50));
    expect($(shelf, '[part="shelf"]')).to.equal(null);
    shelf.remove();

    api.on(gamesApi.recentGames, () => ({ value: { list: games('JILI', 2) } }));
    const played = await mount('gd-game-shelf', { kind: 'recent' });
    await waitFor(() => names(played).length === 2);
    expect($(played, 'h2')?.textContent).to.equal('Recently played');
  });

  it('puts one card in the Tab order and moves between cards with the arrow keys', async () => {
    const shelf = await mount('gd-game-shelf', { kind: 'popular', count: '6' });
    await waitFor(() => names(shelf).length === 6);
    const mains = () => $$(shelf, '.gcard__main');
    expect(mains().map((main) => main.tabIndex)).to.deep.equal([0, -1, -1, -1, -1, -1]);
    mains()[0]?.focus();
    key(mains()[0] as HTMLElement, 'ArrowRight');
    await waitFor(() => shelf.shadowRoot?.activeElement === mains()[1]);
    await waitFor(() => mains()[1]?.tabIndex === 0 && mains()[0]?.tabIndex === -1);
    key(mains()[1] as HTMLElement, 'End');
    await waitFor(() => shelf.shadowRoot?.activeElement === mains()[5]);
    key(mains()[5] as HTMLElement, 'ArrowRight');
    expect(shelf.shadowRoot?.activeElement).to.equal(mains()[5]);
  });

  it('offers a retry when the games do not load', async () => {
    api.on(gamesApi.popularGames, () => ({ code: 1, status: 500 }));
    const shelf = await mount('gd-game-shelf', { kind: 'popular', count: '3' });
    const failure = await waitFor(() => $(shelf, '[part="error"]'));
    api.on(gamesApi.popularGames, () => ({ value: { list: games('PG', 3) } }));
    (failure.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => names(shelf).length === 3);
  });

  it("reads its games only when the visitor scrolls toward it; a member's own shelf reads at once", async () => {
    await signIn();
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    document.body.append(spacer);
    const popular = await mount('gd-game-shelf', { kind: 'popular', count: '4' });
    const recent = await mount('gd-game-shelf', { kind: 'recent' });
    // The member's recently played decides at once whether the shelf shows at all.
    await waitFor(() => api.callsTo(gamesApi.recentGames).length === 1);
    await waitFor(() => recent.hasAttribute('data-empty'));
    await new Promise((done) => setTimeout(done, 300));
    expect(api.callsTo(gamesApi.popularGames)).to.have.length(0);
    // Placeholder cards meanwhile, hidden from assistive technology and not announced as loading.
    expect($$(popular, '.shelf__placeholder').length).to.be.greaterThan(0);
    expect($(popular, '.shelf__row')?.getAttribute('aria-hidden')).to.equal('true');
    expect($(popular, '[aria-busy="true"]')).to.equal(null);
    popular.scrollIntoView();
    await waitFor(() => names(popular).length === 4);
    expect(api.callsTo(gamesApi.popularGames)).to.have.length(1);
    spacer.remove();
  });
});
