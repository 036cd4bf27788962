import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-banners';
import { leaveAnswer } from '../../src/core/api/page-prefetch';
import { system } from '../../src/core/contract';
import { navigationFallback } from '../../src/elements/define';
import { bannerFixture, watchIntervals } from './nav-fixtures';
import { $, $$, expectAccessible, type FakeApi, fakeApi, mount, resetPage, route, waitFor } from './support';

const INTERVAL = 6000;
const shownTitle = (carousel: HTMLElement) =>
  $$(carousel, '[part="banner"]').find((banner) => !banner.hasAttribute('aria-hidden'))?.textContent ?? '';
const dots = (carousel: HTMLElement) => $$(carousel, '.banners__dot');

function preferReducedMotion(reduced: boolean): () => void {
  const real = window.matchMedia;
  window.matchMedia = ((query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({
          matches: reduced,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        } as unknown as MediaQueryList)
      : real.call(window, query)) as typeof window.matchMedia;
  return () => {
    window.matchMedia = real;
  };
}

describe('<gd-banners>', () => {
  let api: FakeApi;
  let intervals: ReturnType<typeof watchIntervals>;
  let restoreMotion: () => void;
  let assigned: string[];
  beforeEach(async () => {
    await resetPage();
    intervals = watchIntervals();
    restoreMotion = preferReducedMotion(false);
    api = await fakeApi([
      route(system.announcements, () => ({
        value: {
          player: [],
          banners: [
            bannerFixture(1),
            bannerFixture(2, { link: '/sports' }),
            bannerFixture(3),
            bannerFixture(9, { group: 'w_login', title: 'Login banner' }),
          ],
          popup: [],
          promotion: [],
        },
      })),
    ]);
    assigned = [];
    navigationFallback.assign = (path) => assigned.push(path);
  });
  afterEach(() => {
    api.restore();
    intervals.restore();
    restoreMotion();
  });

  it('shows the banners of its group one at a time, with a dot each', async () => {
    const carousel = await mount('gd-banners', { group: 'w_home' });
    await waitFor(() => $$(carousel, '[part="banner"]').length === 3);
    const call = api.callsTo(system.announcements)[0];
    expect(call?.query.get('group')).to.equal('w_home');
    expect(shownTitle(carousel)).to.contain('Banner 1');
    expect(dots(carousel)).to.have.length(3);
    expect(dots(carousel)[0]?.getAttribute('aria-current')).to.equal('true');
    expect($$(carousel, '[part="banner"]')[1]?.getAttribute('aria-label')).to.equal('2 of 3');
    await expectAccessible(carousel);
  });

  it('moves with the arrows, the dots and the arrow keys, wrapping around', async () => {
    const carousel = await mount('gd-banners');
    await waitFor(() => dots(carousel).length === 3);
    ($(carousel, '[aria-label="Next banner"]') as HTMLElement).click();
    await waitFor(() => shownTitle(carousel).includes('Banner 2'));
    ($(carousel, '[aria-label="Previous banner"]') as HTMLElement).click();
    ($(carousel, '[aria-label="Previous banner"]') as HTMLElement).click();
    await waitFor(() => shownTitle(carousel).includes('Banner 3'));
    dots(carousel)[1]?.click();
    await waitFor(() => dots(carousel)[1]?.getAttribute('aria-current') === 'true');
    const section = $(carousel, '[part="banners"]') as HTMLElement;
    section.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(() => shownTitle(carousel).includes('Banner 3'));
  });

  it('advances by itself, but not while hovered, focused or paused', async () => {
    const carousel = await mount('gd-banners');
    await waitFor(() => intervals.every(INTERVAL).length === 1);
    intervals.every(INTERVAL)[0]?.run();
    await waitFor(() => shownTitle(carousel).includes('Banner 2'));

    const section = $(carousel, '[part="banners"]') as HTMLElement;
    section.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    await waitFor(() => intervals.every(INTERVAL).length === 0);
    section.dispatchEvent(
      new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse', relatedTarget: document.body }),
    );
    await waitFor(() => intervals.every(INTERVAL).length === 1);

    dots(carousel)[0]?.focus();
    await waitFor(() => intervals.every(INTERVAL).length === 0);
    dots(carousel)[0]?.blur();
    await waitFor(() => intervals.every(INTERVAL).length === 1);

    const pause = $(carousel, '[aria-label="Pause the banners"]') as HTMLButtonElement;
    pause.click();
    pause.blur();
    await waitFor(() => pause.getAttribute('aria-pressed') === 'true');
    expect(pause.getAttribute('aria-label')).to.equal('Play the banners');
    expect(intervals.every(INTERVAL)).to.have.length(0);
  });

  it('does not advance by itself when the visitor prefers reduced motion', async () => {
    restoreMotion();
    restoreMotion = preferReducedMotion(true);
    const carousel = await mount('gd-banners');
    await waitFor(() => dots(carousel).length === 3);
    await new Promise((done) => setTimeout(done, 50));
    expect(intervals.every(INTERVAL)).to.have.length(0);
    expect($(carousel, '.banners__pause')).to.equal(null);
    expect($(carousel, '.banners__track--still')).to.not.equal(null);
  });

  it('changes banner on a horizontal swipe, not on a vertical one', async () => {
    const carousel = await mount('gd-banners');
    await waitFor(() => dots(carousel).length === 3);
    const track = $(carousel, '.banners__track') as HTMLElement;
    const swipe = (dx: number, dy: number) => {
      track.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, clientX: 200, clientY: 50, pointerType: 'touch' }),
      );
      track.dispatchEvent(
        new PointerEvent('pointerup', {
          bubbles: true,
          clientX: 200 + dx,
          clientY: 50 + dy,
          pointerType: 'touch',
        }),
      );
    };
    swipe(-120, 10);
    await waitFor(() => shownTitle(carousel).includes('Banner 2'));
    swipe(15, 140);
    await new Promise((done) => setTimeout(done, 30));
    expect(shownTitle(carousel)).to.contain('Banner 2');
    swipe(120, 0);
    await waitFor(() => shownTitle(carousel).includes('Banner 1'));
  });

  it('routes a banner link on this site through gd-navigate', async () => {
    const carousel = await mount('gd-banners');
    await waitFor(() => dots(carousel).length === 3);
    dots(carousel)[1]?.click();
    const link = await waitFor(() => $(carousel, '[part="banner"]:not([aria-hidden]) a'));
    link.click();
    expect(assigned).to.deep.equal(['/sports']);
  });

  it('sanitises banner text and shows the image when there is one', async () => {
    api.on(system.announcements, () => ({
      value: {
        player: [],
        banners: [
          bannerFixture(1, {
            content:
              '<p>Safe</p><img src="data:," onerror="window.__banner=1"><script>window.__banner=2</script>',
          }),
          bannerFixture(2, { imageUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E' }),
        ],
        popup: [],
        promotion: [],
      },
    }));
    const carousel = await mount('gd-banners');
    const content = await waitFor(() => $(carousel, '.slide__content'));
    expect(content.innerHTML).to.not.contain('onerror');
    expect(content.innerHTML).to.not.contain('script');
    expect(content.textContent).to.equal('Safe');
    await new Promise((done) => setTimeout(done, 50));
    expect((window as unknown as { __banner?: number }).__banner).to.equal(undefined);
    expect($(carousel, '.slide__image')?.getAttribute('alt')).to.equal('Banner 2');
  });

  it('draws the banners the page already asked for, without asking again', async () => {
    const answer = {
      player: [],
      banners: [bannerFixture(5, { title: 'Asked by the page' })],
      popup: [],
      promotion: [],
    };
    leaveAnswer(
      '/wps/relay/MCSFE_getListAnnouncements?group=w_home&types=B&execution=B',
      'en',
      null,
      Promise.resolve({ status: 200, body: { code: 0, message: 'ok', value: answer } }),
    );
    const carousel = await mount('gd-banners', { group: 'w_home' });
    await waitFor(() => shownTitle(carousel).includes('Asked by the page'));
    expect(api.callsTo(system.announcements)).to.have.length(0);
  });

  it('shows nothing when the group has no banners', async () => {
    api.on(system.announcements, () => ({
      value: { player: [], banners: [], popup: [], promotion: [] },
    }));
    const carousel = await mount('gd-banners');
    await waitFor(() => api.callsTo(system.announcements).length === 1);
    await new Promise((done) => setTimeout(done, 50));
    expect($(carousel, '[part="banners"]')).to.equal(null);
  });
});
