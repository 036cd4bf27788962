import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-notices';
import '../../src/elements/gd-winners';
import { errors, notices, system } from '../../src/core/contract';
import type { Announcement } from '../../src/core/contract/system';
import { bannerFixture, signIn } from './nav-fixtures';
import { $, $$, type FakeApi, fakeApi, mount, refusal, resetPage, route, textOf, waitFor } from './support';

const notice = (id: number, overrides: Partial<Announcement> = {}): Announcement =>
  bannerFixture(id, {
    type: 'PL',
    group: null,
    title: `Notice ${id}`,
    content: `<p>Body of ${id}</p>`,
    ...overrides,
  });

const items = (board: HTMLElement) => $$(board, '[part="item"]');
const pane = (board: HTMLElement) => $(board, '[part="detail"]');

describe('<gd-notices>', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    const player = [
      ...Array.from({ length: 11 }, (_, index) => notice(index + 1)),
      notice(50, { type: 'H', title: 'Headline first' }),
    ];
    api = await fakeApi([
      route(system.announcements, () => ({
        value: {
          player,
          banners: [],
          popup: [notice(60, { type: 'PU', title: 'Popup again' })],
          promotion: [],
        },
      })),
    ]);
  });
  afterEach(() => api.restore());

  it('lists nine notices a page, headlines first, and reads the chosen one in the pane', async () => {
    const board = await mount('gd-notices');
    await waitFor(() => items(board).length === 9);
    expect(api.callsTo(system.announcements)[0]?.query.get('types')).to.equal('H,PL,PU');
    expect(items(board)[0]?.textContent).to.contain('Headline');
    expect(items(board)[0]?.textContent).to.contain('Headline first');
    expect(pane(board)?.textContent).to.contain('Headline first');
    (items(board)[2] as HTMLElement).click();
    await waitFor(() => pane(board)?.textContent?.includes('Body of 2'));
    expect(items(board)[2]?.getAttribute('aria-current')).to.equal('true');
    // The page buttons: 13 notices make two pages.
    const next = $(board, '[part="pager"] [aria-label="Next page"]') as HTMLButtonElement;
    next.click();
    await waitFor(() => items(board).length === 4);
    expect(items(board).map((item) => item.querySelector('.notice-item__title')?.textContent)).to.deep.equal([
      'Notice 9',
      'Notice 10',
      'Notice 11',
      'Pop-upPopup again',
    ]);
    expect($(board, '[aria-current="page"]')?.textContent).to.equal('2');
  });

  const hostile =
    '<p style="color: red; position: fixed; background-image: url(https://example.test/x.png)">Safe <a href="https://example.test/terms" target="_blank">terms</a>' +
    '<a href="javascript:window.__noticeHacked=3">trap</a></p><img alt="" src="data:," onerror="window.__noticeHacked=1">' +
    '<script>window.__noticeHacked=2</script><iframe src="https://example.test"></iframe>' +
    '<form action="https://example.test/steal"><input name="password"><button>Log in</button></form><style>p{}</style>';

  /** The notice's content as the board shows it, with `content` as the operator's HTML. */
  async function shownContent(content: string): Promise<HTMLElement> {
    api.on(system.announcements, () => ({
      value: { player: [notice(1, { content })], banners: [], popup: [], promotion: [] },
    }));
    const board = await mount('gd-notices');
    return waitFor(() => pane(board)?.querySelector<HTMLElement>('.notice-pane__content p')).then(
      (paragraph) => paragraph.parentElement as HTMLElement,
    );
  }

  async function expectSanitised(content: HTMLElement): Promise<void> {
    const html = content.innerHTML;
    for (const dropped of [
      'onerror',
      '<script',
      '<iframe',
      'javascript:',
      '<form',
      '<input',
      '<button',
      '<style',
      'target=',
    ]) {
      expect(html, dropped).to.not.contain(dropped);
    }
    // What an operator's text needs stays: its colours (set through the CSSOM, which a strict CSP
    // allows), a link, a picture; what could move or load something goes.
    const paragraph = content.querySelector('p') as HTMLElement;
    await waitFor(() => getComputedStyle(paragraph).color === 'rgb(255, 0, 0)');
    expect(paragraph.style.position).to.equal('');
    expect(paragraph.style.backgroundImage).to.equal('');
    expect(content.innerHTML).to.not.contain('data-held-style');
    expect(content.querySelector('a[href="https://example.test/terms"]')?.textContent).to.equal('terms');
    expect(content.querySelector('img')).to.not.equal(null);
    expect((window as unknown as { __noticeHacked?: number }).__noticeHacked).to.equal(undefined);
  }

  it("sanitises the notice HTML with the browser's own sanitiser, which costs no download", async () => {
    expect('setHTML' in Element.prototype, 'this Chromium sanitises HTML itself').to.equal(true);
    await expectSanitised(await shownContent(hostile));
  });

  it('sanitises the notice HTML alike with DOMPurify where the browser has no sanitiser', async () => {
    const setHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'setHTML');
    Reflect.deleteProperty(Element.prototype, 'setHTML');
    try {
      await expectSanitised(await shownContent(hostile));
    } finally {
      if (setHtml) Object.defineProperty(Element.prototype, 'setHTML', setHtml);
    }
  });

  it('opens a deep-linked notice on the page that lists it', async () => {
    const board = await mount('gd-notices', { notice: '10' });
    await waitFor(() => pane(board)?.textContent?.includes('Body of 10'));
    expect($(board, '[aria-current="page"]')?.textContent).to.equal('2');
  });

  it('shows the empty state, and the failure with a retry that reads again', async () => {
    api.on(system.announcements, () => refusal({ code: errors.UNKNOWN.code, status: 500, value: null }));
    const board = await mount('gd-notices');
    await waitFor(() => $(board, '[role="alert"]'));
    api.on(system.announcements, () => ({ value: { player: [], banners: [], popup: [], promotion: [] } }));
    ($(board, '[role="alert"] button') as HTMLButtonElement).click();
    await waitFor(() => textOf(board).includes('There are no notices right now.'));
  });
});

describe('popup notices after sign-in', () => {
  let api: FakeApi;
  const dismissed: number[] = [];
  beforeEach(async () => {
    await resetPage();
    dismissed.length = 0;
    api = await fakeApi([
      route(notices.popups, () => ({
        value: {
          list: [
            notice(7, { type: 'PU', title: 'Play responsibly' }),
            notice(8, { type: 'PU', title: 'Second' }),
          ],
        },
      })),
      route(notices.dismissPopup, (call) => {
        dismissed.push(call.body?.id as number);
        return { value: { remaining: 2 - dismissed.length } };
      }),
    ]);
  });
  afterEach(() => api.restore());

  it('shows each undismissed popup once, one at a time, and records each dismissal', async () => {
    const board = await mount('gd-winners');
    expect(api.callsTo(notices.popups)).to.have.length(0);
    await signIn();
    const dialog = () => $(board, '[part="popup-notice"]') as HTMLDialogElement | null;
    await waitFor(() => dialog()?.open && dialog()?.textContent?.includes('Play responsibly'));
    expect(dialog()?.textContent).to.contain('1 more notice');
    (dialog()!.querySelector('.dialog__actions button') as HTMLButtonElement).click();
    await waitFor(() => dialog()?.textContent?.includes('Second'));
    expect(dismissed).to.deep.equal([7]);
    // Escape dismisses it too.
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => !dialog()?.open);
    expect(dismissed).to.deep.equal([7, 8]);
  });
});
