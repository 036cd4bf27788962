import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-lobby';
import { games } from '../../src/core/contract';
import { navigationFallback } from '../../src/elements/define';
import { PAGE_SIZE } from '../../src/features/lobby/use-sparse-games';
import { MAX_RENDERED_CARDS } from '../../src/features/lobby/VirtualGrid';
import { clearImageCache, lazyImageSettings } from '../../src/features/ui/games/lazy-images';
import { catalogueOf, gameFixture, gameListOver, menusAnswer, okImage } from './games-support';
import { $, $$, type FakeApi, fakeApi, mount, nextFrame, resetPage, route, sleep, waitFor } from './support';

const cards = (el: HTMLElement) => $$(el, '.vgrid__cell');
const listCalls = (api: FakeApi) => api.callsTo(games.gameList);

describe('<gd-lobby> grid', () => {
  let api: FakeApi;

  beforeEach(async () => {
    await resetPage();
    clearImageCache();
    window.scrollTo(0, 0);
    navigationFallback.assign = () => {};
    api = await fakeApi([route(games.gameMenus, menusAnswer)]);
  });
  afterEach(() => {
    api.restore();
    window.scrollTo(0, 0);
  });

  it('keeps the DOM bounded while scrolling 10,000 games to the end, fetching only the pages it shows', async () => {
    const catalogue = catalogueOf(10_000);
    api.on(games.gameList, gameListOver(catalogue));
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => $(el, '.gcard[data-code="PG-00001"]'));
    expect($(el, '[part="count"]')?.textContent).to.equal('10,000 games');

    const grid = $(el, '.vgrid') as HTMLElement;
    let most = 0;
    const end = () => document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y < end(); y += 25_000) {
      window.scrollTo(0, y);
      await nextFrame();
      await nextFrame();
      most = Math.max(most, cards(el).length);
    }
    window.scrollTo(0, end());
    await waitFor(() => $(el, '.gcard[data-code="PG-10000"]'), 5000);
    most = Math.max(most, cards(el).length);

    expect(grid.offsetHeight).to.be.greaterThan(100_000);
    expect(most).to.be.at.most(MAX_RENDERED_CARDS);
    expect(most).to.be.greaterThan(0);
    // Only pages near the screen were fetched, not all 84 of them.
    const pages = new Set(listCalls(api).map((call) => call.query.get('page')));
    expect(pages.size).to.be.lessThan(Math.ceil(10_000 / PAGE_SIZE) / 2);
    expect(listCalls(api).every((call) => call.query.get('pageSize') === String(PAGE_SIZE))).to.equal(true);
  });

  it('shows placeholders for rows whose page is still coming', async () => {
    const catalogue = catalogueOf(2_000);
    const answer = gameListOver(catalogue);
    api.on(games.gameList, async (call) => {
      if (call.query.get('page') !== '1') await sleep(400);
      return answer(call);
    });
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => $(el, '.gcard[data-code="PG-00001"]'));
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    await waitFor(() => $$(el, '.gcard--placeholder').length > 0);
    await waitFor(() => $$(el, '.gcard--placeholder').length === 0, 3000);
  });

  it('moves between cards with the arrow keys, one card in the tab order', async () => {
    api.on(games.gameList, gameListOver(catalogueOf(50)));
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => $(el, '.gcard[data-code="PG-00002"]'));
    const tabbable = $$(el, '.gcard__main').filter((button) => button.tabIndex === 0);
    expect(tabbable.map((button) => button.closest<HTMLElement>('.gcard')?.dataset.code)).to.deep.equal([
      'PG-00001',
    ]);
    const first = $(el, '.gcard[data-code="PG-00001"] .gcard__main') as HTMLButtonElement;
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await waitFor(
      () => el.shadowRoot?.activeElement?.closest<HTMLElement>('.gcard')?.dataset.code === 'PG-00002',
    );
    const columns = Math.round(
      (($(el, '.vgrid') as HTMLElement).clientWidth + 10) / (cards(el)[0]!.offsetWidth + 10),
    );
    (el.shadowRoot!.activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }),
    );
    const expected = `PG-${String(2 + columns).padStart(5, '0')}`;
    await waitFor(
      () => el.shadowRoot?.activeElement?.closest<HTMLElement>('.gcard')?.dataset.code === expected,
    );
    (el.shadowRoot!.activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true }),
    );
    await waitFor(
      () => el.shadowRoot?.activeElement?.closest<HTMLElement>('.gcard')?.dataset.code === 'PG-00050',
    );
  });

  it('shows the default game icon after three failed attempts at a thumbnail', async () => {
    lazyImageSettings.retryDelayMs = 20;
    const missing = `/no-such-thumbnail-${Date.now()}.svg`;
    // An address no earlier test loaded: a remembered one would show at once, with no attempt counted.
    const fresh = okImage.replace('%3C/svg%3E', `%3C!--${Date.now()}--%3E%3C/svg%3E`);
    api.on(
      games.gameList,
      gameListOver([gameFixture(1, { image: missing }), gameFixture(2, { image: fresh })]),
    );
    // The page's resource timing buffer (250 entries) fills with the modules and earlier thumbnails: start empty.
    performance.clearResourceTimings();
    try {
      const el = await mount('gd-lobby', { 'page-type': 'rng' });
      const broken = await waitFor(() => $(el, '.gcard[data-code="PG-00001"] .lazy-img'));
      await waitFor(() => broken.classList.contains('lazy-img--failed'), 5000);
      expect(broken.dataset.attempts).to.equal('3');
      expect(broken.querySelector('svg.gicon')).to.not.equal(null);
      expect(broken.querySelector('img')).to.equal(null);
      // Every attempt really asked the server again.
      const tries = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(missing.slice(1)));
      expect(tries.length).to.equal(3);
      const fine = $(el, '.gcard[data-code="PG-00002"] .lazy-img') as HTMLElement;
      await waitFor(() => fine.querySelector('img'));
      // Loaded at the first try (0 when the card was drawn again after the load and showed the remembered image).
      expect(Number(fine.dataset.attempts)).to.be.at.most(1);
    } finally {
      lazyImageSettings.retryDelayMs = 500;
    }
  });

  it('asks for no thumbnail of a row that is not rendered', async () => {
    const catalogue = catalogueOf(600, (n) => ({ image: `/thumb-probe-${n}.svg` }));
    api.on(games.gameList, gameListOver(catalogue));
    const el = await mount('gd-lobby', { 'page-type': 'rng' });
    await waitFor(() => $(el, '.gcard[data-code="PG-00001"]'));
    await sleep(400);
    const started = $$(el, '.lazy-img').filter((box) => !box.classList.contains('lazy-img--waiting'));
    const rendered = $$(el, '.lazy-img');
    expect(started.length).to.be.greaterThan(0);
    // Far rows of the buffer (beyond 1.3 screens) wait: fewer started than rendered is not
    // guaranteed on a short screen, but nothing outside the rendered rows is ever asked for.
    const asked = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/thumb-probe-'));
    const askedCodes = new Set(asked.map((entry) => entry.name.match(/thumb-probe-(\d+)/)?.[1]));
    expect(askedCodes.size).to.be.at.most(rendered.length);
    expect(askedCodes.has('600')).to.equal(false);
  });
});
