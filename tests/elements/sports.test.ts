import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-sports';
import { session } from '../../src/core';
import { games } from '../../src/core/contract';
import type { GameMenuCategory } from '../../src/core/contract/games';
import { navigationFallback } from '../../src/elements/define';
import { forgetMenus } from '../../src/features/ui/nav/menus';
import { menusFixture, signIn, vendorCard } from './nav-fixtures';
import {
  $,
  $$,
  expectAccessible,
  type FakeApi,
  fakeApi,
  mount,
  resetPage,
  route,
  textOf,
  waitFor,
} from './support';

const cardNames = (sports: HTMLElement) => $$(sports, '.sports-card__name').map((name) => name.textContent);
const sectionTitles = (sports: HTMLElement) =>
  $$(sports, '.sports__section-title').map((title) => title.textContent);

describe('<gd-sports>', () => {
  let api: FakeApi;
  let assigned: string[];
  beforeEach(async () => {
    await resetPage();
    forgetMenus();
    api = await fakeApi([
      route(games.gameMenus, () => ({ value: { categories: menusFixture() } })),
      route(games.launchGame, (call) => ({
        value: {
          nodeId: 'GLS-X',
          gameId: call.query.get('gameCode')!,
          roomId: null,
          vassalage: 'X',
          accountTypeName: 'X',
          isPvp: false,
        },
      })),
      route(games.launchAddress, () => ({ value: { game_url: '/play/roulette?launch=t1' } })),
    ]);
    assigned = [];
    navigationFallback.assign = (path) => assigned.push(path);
  });
  afterEach(() => api.restore());

  it('shows the sports, e-sports and cockfight vendors as cards in sections, HOT where isHot is 1', async () => {
    const sports = await mount('gd-sports');
    await waitFor(() => cardNames(sports).length > 0);
    expect(sectionTitles(sports)).to.deep.equal(['Sports betting', 'E-sports', 'Cockfight']);
    expect(cardNames(sports)).to.deep.equal([
      'SABA Gaming',
      'CMD Gaming',
      'IMES Gaming',
      'TF Gaming',
      'DS88 Gaming',
      'DIG Gaming',
    ]);
    const hot = $$(sports, '.sports-card').filter((card) => card.querySelector('.hot-badge'));
    expect(hot.map((card) => card.querySelector('.sports-card__name')?.textContent)).to.deep.equal([
      'SABA Gaming',
      'TF Gaming',
      'DS88 Gaming',
    ]);
    expect(textOf(sports)).to.not.contain('EVO Gaming');
    await expectAccessible(sports);
  });

  it('opens on the section its category names, follows a change, and switches with the tabs', async () => {
    const sports = await mount('gd-sports', { category: 'esports' });
    await waitFor(() => cardNames(sports).length > 0);
    expect(sectionTitles(sports)).to.deep.equal(['E-sports']);
    expect($(sports, '[role="tab"][aria-selected="true"]')?.textContent).to.equal('E-sports');
    sports.setAttribute('category', 'cockfight');
    await waitFor(() => sectionTitles(sports).join() === 'Cockfight');
    const all = $$(sports, '[role="tab"]').find((tab) => tab.textContent === 'All') as HTMLElement;
    all.click();
    await waitFor(() => sectionTitles(sports).length === 3);
  });

  it('launches the vendor game of a card (login first), and a card without a game cannot be chosen', async () => {
    api.on(games.gameMenus, () => ({
      value: {
        categories: [
          {
            title: 'SPORTS',
            gameClassify: 'SPORTS',
            cards: [
              vendorCard('SABA', { gameType: 'SPORTS', gameClassify: 'SPORTS', launchGameCode: 'SABA-0001' }),
              vendorCard('BTI', { gameType: 'SPORTS', gameClassify: 'SPORTS', launchGameCode: null }),
            ],
          } satisfies GameMenuCategory,
        ],
      },
    }));
    const sports = await mount('gd-sports');
    const [saba, bti] = await waitFor(() => {
      const cards = $$(sports, '.sports-card') as HTMLButtonElement[];
      return cards.length === 2 ? cards : null;
    });
    expect(bti?.disabled).to.equal(true);
    expect(bti?.textContent).to.contain('Not available');
    saba?.click();
    await waitFor(() => session.loginPopup.value.open);
    session.loginPopup.value = { open: false };

    await signIn();
    saba?.click();
    await waitFor(() => assigned.length === 1);
    expect(assigned).to.deep.equal(['/game']);
    expect(api.callsTo(games.launchGame)[0]?.query.get('gameCode')).to.equal('SABA-0001');
    expect(JSON.parse(sessionStorage.getItem('gd.game') ?? '{}').url).to.equal(
      `${location.origin}/play/roulette?launch=t1`,
    );
  });

  it('says so when there are no sports vendors, and offers a retry when the menus fail', async () => {
    api.on(games.gameMenus, () => ({ value: { categories: menusFixture().slice(0, 1) } }));
    const empty = await mount('gd-sports');
    await waitFor(() => $(empty, '[part="empty"]'));
    expect(textOf(empty)).to.contain('No sports books are open right now.');
    empty.remove();

    forgetMenus();
    let fail = true;
    api.on(games.gameMenus, () =>
      fail ? { code: 1, status: 500 } : { value: { categories: menusFixture() } },
    );
    const sports = await mount('gd-sports');
    const failure = await waitFor(() => $(sports, '[part="error"]'));
    fail = false;
    (failure.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => cardNames(sports).length === 6);
  });
});
