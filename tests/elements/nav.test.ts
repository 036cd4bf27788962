import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/gd-nav';
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
  statusFixture,
  textOf,
  waitFor,
} from './support';

/** The entries the bar shows (those in its "more" menu and the "more" entry itself left out). */
const shownEntries = (nav: HTMLElement) =>
  $$(nav, '.nav__list > .nav__item:not([data-overflow], [data-more]) > .nav__entry');

const entryTexts = (nav: HTMLElement) => shownEntries(nav).map((entry) => entry.textContent?.trim());

/** The frame after a resize, once resize observers have answered it. */
const nextFrame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

const moreButton = (nav: HTMLElement) => $(nav, '[part="more"]') as HTMLButtonElement;

/** Whether the "more" entry is shown (it is only laid out, out of sight, while every entry fits). */
const moreShown = (nav: HTMLElement) => !moreButton(nav).closest('[data-overflow]');

/** Every entry the bar shows lies wholly inside it, and the bar is no wider than the window. */
function expectEntriesInside(nav: HTMLElement, width: number) {
  const list = $(nav, '.nav__list') as HTMLElement;
  const box = list.getBoundingClientRect();
  expect(list.scrollWidth, `the bar at ${width} px`).to.be.at.most(list.clientWidth);
  expect(document.documentElement.scrollWidth, `the page at ${width} px`).to.be.at.most(width);
  for (const shown of [...shownEntries(nav), ...(moreShown(nav) ? [moreButton(nav)] : [])]) {
    const entryBox = shown.getBoundingClientRect();
    expect(entryBox.left, `${shown.textContent} at ${width} px`).to.be.at.least(box.left - 0.5);
    expect(entryBox.right, `${shown.textContent} at ${width} px`).to.be.at.most(box.right + 0.5);
  }
}

/** The names of the "more" menu's items, opening it for the time of the look. */
async function moreMenuItems(nav: HTMLElement): Promise<string[]> {
  moreButton(nav).click();
  const menu = await waitFor(() => $(nav, '[part~="more-menu"]'));
  const names = Array.from(menu.querySelectorAll('[role="menuitem"]')).map(
    (item) => item.textContent?.trim() ?? '',
  );
  moreButton(nav).click();
  await waitFor(() => !$(nav, '[part~="more-menu"]'));
  return names;
}

const allEntries = [
  'Home',
  'Live casino',
  'Cockfight',
  'Sports',
  'Fishing',
  'Slots',
  'E-sports',
  'Promotions',
];

const entry = (nav: HTMLElement, title: string) =>
  $$(nav, '.nav__list .nav__entry').find(
    (button) => button.textContent?.trim() === title,
  ) as HTMLButtonElement;

const key = (target: Element, name: string) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }),
  );

const activeInShadow = (nav: HTMLElement) => nav.shadowRoot?.activeElement as HTMLElement | null;

describe('<gd-nav>', () => {
  let api: FakeApi;
  let assigned: string[];
  beforeEach(async () => {
    await resetPage();
    await setViewport({ width: 1366, height: 800 });
    forgetMenus();
    api = await fakeApi([route(games.gameMenus, () => ({ value: { categories: menusFixture() } }))]);
    assigned = [];
    navigationFallback.assign = (path) => assigned.push(path);
  });
  afterEach(() => api.restore());

  it('lists Home, each category of the menus in order with its title, and Promotions; the page entry is current', async () => {
    const nav = await mount('gd-nav', { path: '/sports?category=cockfight' });
    await waitFor(() => textOf(nav).includes('Live casino'));
    expect(entryTexts(nav)).to.deep.equal(allEntries);
    expect(api.callsTo(games.gameMenus)[0]?.query.get('language')).to.equal('en');
    const current = $$(nav, '.nav__list [aria-current="page"]');
    expect(current.map((element) => element.textContent?.trim())).to.deep.equal(['Cockfight']);
    await expectAccessible(nav);

    nav.setAttribute('path', '/bgs?vendor=BGA');
    await waitFor(() => entry(nav, 'Slots').getAttribute('aria-current') === 'page');
    expect($$(nav, '.nav__list [aria-current="page"]')).to.have.length(1);
  });

  it('on every lottery route exactly one entry is current: the category whose page or vendor it is', async () => {
    const lotteryVendor = (code: string, gameType: 'LOTT' | 'ELOTT') =>
      vendorCard(code, { gameType, gameClassify: 'LOTT' });
    // As the site seeds them: VN lottery (/vnlottery) and the house lotto (/lottery) are e-lottery,
    // TCG (/seaLottery) and SG Win (/lottery) lottery.
    const eLottery: GameMenuCategory = {
      title: 'ELOTT',
      gameClassify: 'LOTT',
      cards: [lotteryVendor('VNLOTT', 'ELOTT'), lotteryVendor('GDLOTT', 'ELOTT')],
    };
    const lottery: GameMenuCategory = {
      title: 'LOTT',
      gameClassify: 'LOTT',
      cards: [lotteryVendor('TCG', 'LOTT'), lotteryVendor('SGWIN', 'LOTT')],
    };
    const currentEntries = (nav: HTMLElement) =>
      $$(nav, '.nav__list [aria-current="page"]').map((element) => element.textContent?.trim());
    const highlighted = (nav: HTMLElement) =>
      $$(nav, '.nav__list .is-active').map((element) => element.textContent?.trim());

    api.on(games.gameMenus, () => ({ value: { categories: [eLottery, lottery, ...menusFixture()] } }));
    const nav = await mount('gd-nav', { path: '/elott' });
    await waitFor(() => entry(nav, 'E-lottery'));
    const expected: [string, string][] = [
      ['/elott', 'E-lottery'],
      ['/vnlottery', 'E-lottery'],
      ['/seaLottery', 'Lottery'],
      ['/lottery', 'Lottery'],
      ['/lottery?gameCode=LOTT-3D&playType=exact', 'Lottery'],
    ];
    for (const [path, title] of expected) {
      nav.setAttribute('path', path);
      await waitFor(() => entry(nav, title).getAttribute('aria-current') === 'page');
      expect(currentEntries(nav), path).to.deep.equal([title]);
      expect(highlighted(nav), path).to.deep.equal([title]);
    }
    nav.remove();

    // A brand with only one lottery category: that entry is the current one on every lottery route.
    for (const [only, title] of [
      [eLottery, 'E-lottery'],
      [lottery, 'Lottery'],
    ] as const) {
      forgetMenus();
      api.on(games.gameMenus, () => ({ value: { categories: [only, ...menusFixture()] } }));
      const single = await mount('gd-nav', { path: '/seaLottery' });
      await waitFor(() => entry(single, title));
      for (const path of ['/elott', '/vnlottery', '/seaLottery', '/lottery']) {
        single.setAttribute('path', path);
        await waitFor(() => entry(single, title).getAttribute('aria-current') === 'page');
        expect(currentEntries(single), `${title} ${path}`).to.deep.equal([title]);
      }
      single.remove();
    }
  });

  it('opens a dropdown of the vendors with logo, name and a HOT badge only where isHot is 1', async () => {
    api.on(games.gameMenus, () => {
      const categories = menusFixture();
      const [evo, sexy] = categories[0]?.cards ?? [];
      // Paths on the image host: one picture that exists, one that does not.
      if (evo) evo.image = '/nav-logo.svg';
      if (sexy) sexy.image = '/missing-logo.svg';
      return { value: { categories } };
    });
    const nav = await mount('gd-nav', { path: '/' });
    const status = statusFixture();
    status.info.imageCDNs = [`${location.origin}/tests/elements`];
    session.systemStatus.value = status;
    await waitFor(() => entry(nav, 'Live casino'));
    const live = entry(nav, 'Live casino');
    expect(live.getAttribute('aria-expanded')).to.equal('false');
    live.click();
    const menu = await waitFor(() => $(nav, '[role="menu"]'));
    expect(live.getAttribute('aria-expanded')).to.equal('true');
    const items = Array.from(menu.querySelectorAll('.vendor-item'));
    expect(items.map((item) => item.querySelector('.vendor-item__name')?.textContent)).to.deep.equal([
      'EVO Gaming',
      'SEXY Gaming',
      'DG Gaming',
    ]);
    expect(items.map((item) => Boolean(item.querySelector('.hot-badge')))).to.deep.equal([
      true,
      false,
      false,
    ]);
    // Looked up afresh on each try (the menu may draw its items again), with room for a busy machine.
    const logo = await waitFor(() => {
      const img = menu.querySelector<HTMLImageElement>('.vendor-item img');
      return img?.complete && img.naturalWidth > 0 && img;
    }, 20_000);
    expect(logo.getAttribute('src')).to.equal(`${location.origin}/tests/elements/nav-logo.svg`);
    expect(logo.naturalWidth).to.be.above(0);
    // A logo that does not load gives way to the vendor code.
    await waitFor(() => items[1]?.querySelector('.vendor-logo--text')?.textContent === 'SEXY');
    // Three vendors: a narrow dropdown centred under its entry.
    expect(menu.classList.contains('nav__menu--wide')).to.equal(false);
    const liveBox = live.getBoundingClientRect();
    const menuBox = menu.getBoundingClientRect();
    expect(Math.abs(menuBox.left + menuBox.width / 2 - (liveBox.left + liveBox.width / 2))).to.be.below(2);

    // A second click closes it.
    live.click();
    await waitFor(() => !$(nav, '[role="menu"]'));
  });

  it('past six vendors the dropdown is a wide grid, no longer centred under its entry, grouped by kind', async () => {
    const nav = await mount('gd-nav', { path: '/' });
    await waitFor(() => entry(nav, 'Slots'));
    const slots = entry(nav, 'Slots');
    slots.click();
    const menu = await waitFor(() => $(nav, '[role="menu"]'));
    expect(menu.classList.contains('nav__menu--wide')).to.equal(true);
    expect(menu.getAttribute('part')).to.contain('dropdown-wide');
    const slotsBox = slots.getBoundingClientRect();
    const menuBox = menu.getBoundingClientRect();
    expect(menuBox.width).to.be.above(slotsBox.width * 3);
    expect(Math.abs(menuBox.left + menuBox.width / 2 - (slotsBox.left + slotsBox.width / 2))).to.be.above(20);
    expect(
      Array.from(menu.querySelectorAll('.nav__group-title')).map((title) => title.textContent),
    ).to.deep.equal(['Slots', 'Board games', 'Bingo']);
  });

  it('works from the keyboard: Enter opens and focuses the first vendor, arrows move, Escape closes back to the entry', async () => {
    const nav = await mount('gd-nav', { path: '/' });
    await waitFor(() => entry(nav, 'Live casino'));
    const live = entry(nav, 'Live casino');
    live.focus();
    key(live, 'Enter');
    await waitFor(() => activeInShadow(nav)?.textContent?.includes('EVO Gaming'));
    key(activeInShadow(nav) as HTMLElement, 'ArrowDown');
    expect(activeInShadow(nav)?.textContent).to.contain('SEXY Gaming');
    key(activeInShadow(nav) as HTMLElement, 'ArrowUp');
    key(activeInShadow(nav) as HTMLElement, 'ArrowUp');
    // Up from the first item wraps to the last: the link to the whole category.
    expect(activeInShadow(nav)?.textContent).to.equal('All of Live casino');
    key(activeInShadow(nav) as HTMLElement, 'Escape');
    await waitFor(() => !$(nav, '[role="menu"]'));
    expect(activeInShadow(nav)).to.equal(live);

    // Space and ArrowDown open it too.
    key(live, ' ');
    await waitFor(() => $(nav, '[role="menu"]'));
    key(activeInShadow(nav) as HTMLElement, 'Escape');
    await waitFor(() => !$(nav, '[role="menu"]'));
    key(live, 'ArrowDown');
    await waitFor(() => activeInShadow(nav)?.textContent?.includes('EVO Gaming'));
  });

  it('opens on hover with a mouse and closes shortly after the pointer leaves', async () => {
    const nav = await mount('gd-nav', { path: '/' });
    await waitFor(() => entry(nav, 'Sports'));
    const item = entry(nav, 'Sports').closest('li') as HTMLElement;
    const pointer = (type: string, target: Element, related: Element | null) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          composed: true,
          pointerType: 'mouse',
          relatedTarget: related,
        }),
      );
    pointer('pointerover', item, document.body);
    const menu = await waitFor(() => $(nav, '[role="menu"]'));
    expect(menu.textContent).to.contain('SABA Gaming');
    pointer('pointerout', item, document.body);
    await waitFor(() => !$(nav, '[role="menu"]'));
  });

  it('a slots, board-game or bingo vendor opens its lobby; the category link opens the lobby of the category', async () => {
    const nav = await mount('gd-nav', { path: '/' });
    const paths: string[] = [];
    nav.addEventListener('gd-navigate', (event) => {
      paths.push(event.detail.path);
      event.preventDefault();
    });
    await waitFor(() => entry(nav, 'Slots'));
    for (const name of ['PG Gaming', 'BGA Gaming', 'BNG Gaming', 'All of Slots']) {
      entry(nav, 'Slots').click();
      const menu = await waitFor(() => $(nav, '[role="menu"]'));
      const item = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')).find((element) =>
        element.textContent?.includes(name),
      );
      item?.click();
      await waitFor(() => !$(nav, '[role="menu"]'));
    }
    expect(paths).to.deep.equal(['/rng?vendor=PG', '/bgs?vendor=BGA', '/bingo?vendor=BNG', '/rng']);
    expect(api.callsTo(games.launchGame)).to.have.length(0);
  });

  it('a live vendor launches its game: the login popup when signed out, the two launch calls when signed in', async () => {
    api.on(games.launchGame, (call) => ({
      value: {
        nodeId: 'GLS-EVO',
        gameId: call.query.get('gameCode')!,
        roomId: null,
        vassalage: 'EVO',
        accountTypeName: 'EVO',
        isPvp: false,
      },
    }));
    api.on(games.launchAddress, () => ({ value: { game_url: '/play/roulette?launch=abc' } }));
    const nav = await mount('gd-nav', { path: '/' });
    await waitFor(() => entry(nav, 'Live casino'));
    const chooseEvo = async () => {
      entry(nav, 'Live casino').click();
      const menu = await waitFor(() => $(nav, '[role="menu"]'));
      (menu.querySelector('.vendor-item') as HTMLElement).click();
    };

    await chooseEvo();
    await waitFor(() => session.loginPopup.value.open);
    expect(api.callsTo(games.launchGame)).to.have.length(0);
    session.loginPopup.value = { open: false };

    await signIn();
    const launched: string[] = [];
    nav.addEventListener('gd-game-launch', (event) => {
      launched.push((event as CustomEvent<{ url: string }>).detail.url);
      event.preventDefault();
    });
    await chooseEvo();
    await waitFor(() => launched.length === 1);
    expect(api.callsTo(games.launchGame)[0]?.query.get('gameCode')).to.equal('EVO-0001');
    expect(api.callsTo(games.launchAddress)[0]?.body).to.include({
      gameId: 'EVO-0001',
      nodeId: 'GLS-EVO',
    });
    expect(launched[0]).to.equal(`${location.origin}/play/roulette?launch=abc`);
    await waitFor(() => !$(nav, '[role="menu"]'));
    expect(assigned).to.deep.equal([]);
  });

  it('a category with one vendor is that vendor itself; without a lobby game it leads to its lobby', async () => {
    const nav = await mount('gd-nav', { path: '/' });
    await waitFor(() => entry(nav, 'Fishing'));
    const fishing = entry(nav, 'Fishing');
    expect(fishing.tagName).to.equal('A');
    expect(fishing.getAttribute('href')).to.equal('/fish?vendor=JILIFISH');
    fishing.click();
    expect(assigned).to.deep.equal(['/fish?vendor=JILIFISH']);
  });

  it('has a phone bottom bar of e-sports, PvP, sports and slots, with lottery only once a lottery category exists', async () => {
    const nav = await mount('gd-nav', { path: '/sports?category=esports' });
    await waitFor(() => entry(nav, 'Slots'));
    const bar = $(nav, '[part="bottom-bar"]') as HTMLElement;
    const links = () =>
      Array.from(bar.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links()).to.deep.equal([
      ['E-sports', '/sports?category=esports'],
      ['PvP', '/pvp'],
      ['Sports', '/sports'],
      ['Slots', '/rng'],
    ]);
    expect(bar.querySelector('[aria-current="page"]')?.textContent).to.equal('E-sports');
    // Wider than a phone the bar is not shown.
    expect(getComputedStyle(bar).display).to.equal('none');
    nav.remove();

    forgetMenus();
    api.on(games.gameMenus, () => ({
      value: {
        categories: [
          {
            title: 'LOTT',
            gameClassify: 'LOTT',
            cards: [vendorCard('GD', { gameType: 'LOTT', gameClassify: 'LOTT' })],
          } satisfies GameMenuCategory,
          ...menusFixture(),
        ],
      },
    }));
    const withLottery = await mount('gd-nav', { path: '/' });
    await waitFor(() => entry(withLottery, 'Lottery'));
    const lottery = $$(withLottery, '.bottom-bar a').find((link) => link.textContent === 'Lottery');
    expect(lottery?.getAttribute('href')).to.equal('/lottery');
  });

  it('on a phone the bar keeps to the screen with a More menu, dropdowns open full width and the bottom bar is fixed', async () => {
    await setViewport({ width: 390, height: 844 });
    const nav = await mount('gd-nav', { path: '/' });
    await waitFor(() => entry(nav, 'Slots') && moreShown(nav));
    expectEntriesInside(nav, 390);
    expect(entryTexts(nav)[0]).to.equal('Home');
    expect(entryTexts(nav)).to.include('Promotions');
    const bar = $(nav, '[part="bottom-bar"]') as HTMLElement;
    expect(getComputedStyle(bar).position).to.equal('fixed');
    expect(Math.round(bar.getBoundingClientRect().bottom)).to.equal(844);
    moreButton(nav).click();
    const menu = await waitFor(() => $(nav, '[role="menu"]'));
    const box = menu.getBoundingClientRect();
    expect(box.left).to.be.at.most(20);
    expect(box.right).to.be.at.least(370);
    await expectAccessible(nav, 'on a phone with the More menu open');
  });

  it('on a phone never makes the page wider than the screen, not even before it has measured what fits', async () => {
    await setViewport({ width: 390, height: 844 });
    // Every frame from before the bar draws until its More menu shows: a page wider than a phone's screen makes the
    // phone lay the whole page out at that width and zoom it out.
    let widest = 0;
    let watching = true;
    const watch = () => {
      widest = Math.max(widest, document.documentElement.scrollWidth);
      if (watching) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    const nav = await mount('gd-nav', { path: '/' });
    await waitFor(() => entry(nav, 'Slots') && moreShown(nav));
    await nextFrame();
    watching = false;
    expect(widest).to.equal(390);
  });

  it('moves the entries that do not fit into a More menu as the bar narrows, measured, and brings them back as it widens', async () => {
    const nav = await mount('gd-nav', { path: '/' });
    await waitFor(() => entry(nav, 'Slots'));
    expect(entryTexts(nav)).to.deep.equal(allEntries);
    expect(moreShown(nav)).to.equal(false);
    let hiddenBefore = 0;
    for (const width of [800, 600, 390]) {
      await setViewport({ width, height: 800 });
      await nextFrame();
      await waitFor(() => moreShown(nav));
      expectEntriesInside(nav, width);
      const moved = await moreMenuItems(nav);
      // Each entry once: on the bar or in the menu, in the bar's order; the last categories go first.
      expect([
        ...entryTexts(nav).filter((text) => text !== 'Promotions' && text !== 'Home'),
        ...moved,
      ]).to.deep.equal(allEntries.filter((text) => text !== 'Promotions' && text !== 'Home'));
      expect(entryTexts(nav)).to.include.members(['Home', 'Promotions']);
      expect(moved.length, `more entries move at ${width} px`).to.be.at.least(hiddenBefore);
      hiddenBefore = moved.length;
    }
    await setViewport({ width: 1366, height: 800 });
    await waitFor(() => !moreShown(nav));
    expect(entryTexts(nav)).to.deep.equal(allEntries);
  });

  it('measures the entries in their language: at a width where the English titles fit, longer French ones move into Plus', async () => {
    await setViewport({ width: 1024, height: 800 });
    const english = await mount('gd-nav', { path: '/' });
    await waitFor(() => entry(english, 'Slots'));
    const french = await mount('gd-nav', { path: '/', lang: 'ty', 'hide-bottom-bar': 'true' });
    await waitFor(() => entry(french, 'Machines à sous') && moreShown(french));
    // At 1024 px the English titles fit; the French ones do not.
    expect(moreShown(english)).to.equal(false);
    expect(entryTexts(english)).to.deep.equal(allEntries);
    expectEntriesInside(french, 1024);
    expect(moreButton(french).textContent).to.equal('Plus');
    const moved = await moreMenuItems(french);
    expect(moved[moved.length - 1]).to.equal('E-sport');
    expect(entryTexts(french).length + moved.length).to.equal(allEntries.length);
  });

  it('the More entry is a menu button: named, opened from the keyboard, Escape closes it back to the button', async () => {
    await setViewport({ width: 800, height: 800 });
    const nav = await mount('gd-nav', { path: '/rng?vendor=PG' });
    await waitFor(() => entry(nav, 'Slots') && moreShown(nav));
    const more = moreButton(nav);
    expect(more.textContent).to.equal('More');
    expect(more.getAttribute('aria-haspopup')).to.equal('menu');
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    // The page shown (Slots) is one of its entries: the More entry says so, and so does its item.
    expect(more.classList.contains('is-active')).to.equal(true);
    more.focus();
    key(more, 'Enter');
    const menu = await waitFor(() => $(nav, '[role="menu"]'));
    expect(more.getAttribute('aria-expanded')).to.equal('true');
    expect(more.getAttribute('aria-controls')).to.equal(menu.id);
    expect(menu.getAttribute('aria-label')).to.equal('More sections');
    const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    expect(activeInShadow(nav)).to.equal(items[0]);
    key(items[0]!, 'End');
    expect(activeInShadow(nav)).to.equal(items.at(-1));
    key(items.at(-1)!, 'ArrowDown');
    expect(activeInShadow(nav)).to.equal(items[0]);
    expect(menu.querySelector('[aria-current="page"]')?.textContent).to.equal('Slots');
    await expectAccessible(nav, 'with the More menu open');
    key(activeInShadow(nav) as HTMLElement, 'Escape');
    await waitFor(() => !$(nav, '[role="menu"]'));
    expect(activeInShadow(nav)).to.equal(more);
    expect(more.getAttribute('aria-expanded')).to.equal('false');

    // Space opens it too; an item routes like the bar's entry and closes the menu.
    const paths: string[] = [];
    nav.addEventListener('gd-navigate', (event) => {
      paths.push(event.detail.path);
      event.preventDefault();
    });
    key(more, ' ');
    const reopened = await waitFor(() => $(nav, '[role="menu"]'));
    const slots = Array.from(reopened.querySelectorAll<HTMLElement>('[role="menuitem"]')).find(
      (item) => item.textContent === 'Slots',
    );
    slots?.click();
    await waitFor(() => !$(nav, '[role="menu"]'));
    expect(paths).to.deep.equal(['/rng']);
  });

  it('keeps room at the end of the phone bottom bar for a button of the page (--gd-bottom-bar-end-room)', async () => {
    await setViewport({ width: 390, height: 844 });
    const nav = await mount('gd-nav', { path: '/' });
    nav.style.setProperty('--gd-bottom-bar-end-room', '88px');
    await waitFor(() => entry(nav, 'Slots'));
    const links = $$(nav, '.bottom-bar a');
    expect(links.length).to.be.above(3);
    for (const link of links) expect(link.getBoundingClientRect().right).to.be.at.most(390 - 88 + 0.5);
  });

  it('can leave the bottom bar out', async () => {
    const nav = await mount('gd-nav', { path: '/game', 'hide-bottom-bar': 'true' });
    await waitFor(() => entry(nav, 'Slots'));
    expect($(nav, '[part="bottom-bar"]')).to.equal(null);
  });

  it('offers a retry when the menus do not load', async () => {
    let fail = true;
    api.on(games.gameMenus, () =>
      fail ? { code: 1, status: 500 } : { value: { categories: menusFixture() } },
    );
    const nav = await mount('gd-nav', { path: '/' });
    const retry = await waitFor(() => $(nav, '.nav__retry'));
    expect(entryTexts(nav)).to.include.members(['Home', 'Promotions']);
    fail = false;
    retry.click();
    await waitFor(() => entry(nav, 'Live casino'));
    expect($(nav, '.nav__retry')).to.equal(null);
  });

  it('routes Home and Promotions through gd-navigate', async () => {
    const nav = await mount('gd-nav', { path: '/rng', 'promotions-path': '/promoDetail' });
    await waitFor(() => entry(nav, 'Slots'));
    entry(nav, 'Promotions').click();
    entry(nav, 'Home').click();
    expect(assigned).to.deep.equal(['/promoDetail', '/']);
  });
});
