import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-promotions';
import { session } from '../../src/core';
import { promo, system, wallet } from '../../src/core/contract';
import type { Reward } from '../../src/core/contract/promo';
import type { Announcement } from '../../src/core/contract/system';
import { bannerFixture, signIn } from './nav-fixtures';
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
  tinyPng,
  waitFor,
} from './support';

const ISO = '2026-01-01T00:00:00.000Z';

const promotion = (id: number, category: string, overrides: Partial<Announcement> = {}): Announcement =>
  bannerFixture(100 + id, {
    type: 'PR',
    group: null,
    title: `Promotion ${id}`,
    content: `<p>Terms of promotion ${id}</p><ul><li>Rule ${id}</li></ul>`,
    imageUrl: `data:image/png;base64,${tinyPng}`,
    startTime: ISO,
    endTime: id === 2 ? '2026-12-31T00:00:00.000Z' : null,
    promotionId: id,
    category,
    ...overrides,
  });

const reward = (id: number, kind: Reward['kind'], state: Reward['state']): Reward => ({
  promotionId: id,
  code: `P${id}`,
  kind,
  title: `Promotion ${id}`,
  description: `About promotion ${id}`,
  reward: 10_000,
  state,
  startTime: ISO,
  endTime: null,
});

const listed = [promotion(1, 'welcome'), promotion(2, 'deposit'), promotion(3, 'raffle')];

const cards = (el: HTMLElement) => $$(el, '[part="promotion"]');
const tab = (el: HTMLElement, name: string) =>
  $$(el, '[role="tab"]').find((button) => button.textContent === name) as HTMLButtonElement | undefined;

/** Picks files in the application form's file input, as the browser's picker would. */
function choose(el: HTMLElement, files: File[]): void {
  const picker = $(el, '[part="apply-form"] input[type="file"]') as HTMLInputElement;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  picker.files = transfer.files;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
}

const png = (name = 'a.png', size = 64) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(size)], name, {
    type: 'image/png',
  });
const jpg = (name = 'b.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(64)], name, { type: 'image/jpeg' });

function typeText(area: HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, value);
  area.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<gd-promotions>', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi([
      route(system.announcements, () => ({
        value: { player: [], banners: [], popup: [], promotion: listed },
      })),
    ]);
  });
  afterEach(() => api.restore());

  it('lists every promotion for a visitor with artwork and period, in category tabs, and opens one', async () => {
    const el = await mount('gd-promotions');
    await waitFor(() => cards(el).length === 3);
    expect(api.callsTo(system.announcements)[0]?.query.get('types')).to.equal('PR');
    // A visitor: no states asked for, none shown, and a way to sign in.
    expect(api.callsTo(promo.rewardCenter)).to.have.length(0);
    expect($(el, '[part="promotion-state"]')).to.equal(null);
    expect($(el, '[part="visitor-note"]')?.textContent).to.contain('Log in to take part');
    expect($$(el, '[part="promotion"] img')).to.have.length(3);
    expect(cards(el)[1]?.textContent).to.contain('2026');
    await expectAccessible(el, 'listing promotions for a visitor');

    expect($$(el, '[role="tab"]').map((button) => button.textContent)).to.deep.equal([
      'All',
      'Welcome',
      'Deposit',
      'Raffle',
    ]);
    tab(el, 'Deposit')?.click();
    await waitFor(() => cards(el).length === 1);
    expect(cards(el)[0]?.textContent).to.contain('Promotion 2');
    expect(tab(el, 'Deposit')?.getAttribute('aria-selected')).to.equal('true');

    const asked = new Promise<string>((resolve) =>
      el.addEventListener(
        'gd-navigate',
        (event) => {
          event.preventDefault();
          resolve(event.detail.path);
        },
        { once: true },
      ),
    );
    ($(el, '[part="promotion-link"]') as HTMLAnchorElement).click();
    expect(await asked).to.equal('/promoDetail?id=2');
    expect($(el, '[part="promotion-link"]')?.getAttribute('href')).to.equal('/promoDetail?id=2');

    $(el, '[part="sign-in"]')?.click();
    await waitFor(() => session.loginPopup.value.open);
  });

  it('shows a member the state of each promotion', async () => {
    api.on(promo.rewardCenter, () => ({
      value: {
        list: [
          reward(1, 'SIGNUP', 'claimed'),
          reward(2, 'REQUEST', 'applying'),
          reward(3, 'RAFFLE', 'claim'),
        ],
      },
    }));
    await signIn();
    const el = await mount('gd-promotions');
    await waitFor(() => $$(el, '[part="promotion-state"]').length === 3);
    expect($$(el, '[part="promotion-state"]').map((badge) => badge.textContent)).to.deep.equal([
      'Claimed',
      'Under review',
      'Ready to claim',
    ]);
    expect($(el, '[part="visitor-note"]')).to.equal(null);
    await expectAccessible(el, 'listing promotions with a member’s states');
  });

  it('says when there is nothing to list, and shows a failure with a retry', async () => {
    api.on(system.announcements, () => ({ code: 1999, status: 500 }));
    const el = await mount('gd-promotions');
    const failure = await waitFor(() => $(el, '[part="error"]'));
    expect(failure.textContent).to.contain('Unknown error');
    await expectAccessible(el, 'after a failed load');
    api.on(system.announcements, () => ({
      value: { player: [], banners: [], popup: [], promotion: [] },
    }));
    (failure.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => $(el, '[part="empty"]')?.textContent?.includes('There are no promotions right now'));
  });

  it('shows a promotion’s terms sanitised to a visitor, whose action asks to sign in first', async () => {
    api.on(system.announcements, () => ({
      value: {
        player: [],
        banners: [],
        popup: [],
        promotion: [
          promotion(1, 'welcome', {
            content:
              '<p>Claim <b>50.00</b> once.</p><img src="data:," alt="" onerror="window.__promoHacked = 1"><script>window.__promoHacked = 2</script>',
          }),
        ],
      },
    }));
    const el = await mount('gd-promotions', { 'promotion-id': '1' });
    const terms = await waitFor(() => $(el, '.promo-detail__content b'));
    expect(terms.textContent).to.equal('50.00');
    expect($(el, '.promo-detail__content script')).to.equal(null);
    expect($(el, '.promo-detail__content img')?.getAttribute('onerror')).to.equal(null);
    expect((window as unknown as { __promoHacked?: number }).__promoHacked).to.equal(undefined);
    expect($(el, '#promo-detail-title')?.textContent).to.equal('Promotion 1');
    await expectAccessible(el, 'a promotion for a visitor');
    $(el, '[part="promotion-join"]')?.click();
    await waitFor(() => session.loginPopup.value.open);
  });

  it('says a promotion is not available when nobody knows its id', async () => {
    const el = await mount('gd-promotions', { 'promotion-id': '99' });
    await waitFor(() => textOf(el).includes('This promotion is not available.'));
  });

  it('a member joins and claims, the balance follows', async () => {
    let state: Reward['state'] = 'join';
    api.on(promo.rewardCenter, () => ({ value: { list: [reward(1, 'SIGNUP', state)] } }));
    api.on(promo.signUpPromotionJoin, () => {
      state = 'claim';
      return { value: reward(1, 'SIGNUP', 'claim') };
    });
    api.on(promo.signUpRequestReward, () => ({ value: reward(1, 'SIGNUP', 'claimed') }));
    await signIn();
    const el = await mount('gd-promotions', { 'promotion-id': '1' });
    (await waitFor(() => $(el, '[part="promotion-join"]'))).click();
    await waitFor(() => $(el, '[part="promotion-claim"]'));
    expect($(el, '[data-step="join"]')?.dataset.status).to.equal('done');
    expect($(el, '[data-step="claim"]')?.dataset.status).to.equal('current');
    api.on(wallet.balance, () => ({ value: { sumBalance: 1_010_000 } }));
    const changed = new Promise<number>((resolve) =>
      el.addEventListener('gd-balance-change', (event) => resolve(event.detail.balanceMinor), { once: true }),
    );
    $(el, '[part="promotion-claim"]')?.click();
    expect(await changed).to.equal(1_010_000);
    await waitFor(() => $(el, '[part="promotion-state"]')?.textContent === 'Claimed');
    expect(textOf(el)).to.contain('The reward was added to your balance');
    expect($(el, '[data-step="paid"]')?.dataset.status).to.equal('done');
    const claim = api.callsTo(promo.signUpRequestReward)[0];
    expect(claim?.body).to.deep.equal({ promotionId: 1 });
    expect(claim?.headers.get('Idempotency-Key')).to.be.a('string');
  });

  it('checks an application’s images first, then uploads them and applies; the application shows back', async () => {
    let state: Reward['state'] = 'joined';
    api.on(promo.rewardCenter, () => ({ value: { list: [reward(2, 'REQUEST', state)] } }));
    api.on(promo.signUpRequestReward, () => {
      state = 'applying';
      return { value: reward(2, 'REQUEST', 'applying') };
    });
    api.on(promo.application, () => ({
      value:
        state === 'applying'
          ? {
              state: 'applying' as const,
              comment: 'Deposits of the weekend',
              images: [1, 2],
              remark: null,
              appliedAt: ISO,
              decidedAt: null,
            }
          : null,
    }));
    const uploads: { type: string | null; promotionId: string | null; size: number }[] = [];
    const readBack: string[] = [];
    const inner = window.fetch;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname === promo.applicationImage.path) {
        uploads.push({
          type: request.headers.get('content-type'),
          promotionId: url.searchParams.get('promotionId'),
          size: (await request.arrayBuffer()).byteLength,
        });
        return new Response(JSON.stringify({ code: 0, message: '', value: { uploadId: uploads.length } }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      if (url.pathname.startsWith('/wps/uploads/')) {
        readBack.push(`${url.pathname} ${request.headers.get('token')}`);
        const bytes = Uint8Array.from(atob(tinyPng), (c) => c.charCodeAt(0));
        return new Response(bytes, { headers: { 'content-type': 'image/png' } });
      }
      return inner(input, init);
    }) as typeof window.fetch;

    await signIn();
    const el = await mount('gd-promotions', { 'promotion-id': '2' });
    await waitFor(() => $(el, '[part="apply-form"]'));
    await expectAccessible(el, 'the application form');

    choose(el, [new File(['GIF89a'], 'proof.gif', { type: 'image/gif' })]);
    await waitFor(() => textOf(el).includes('“proof.gif” is not a PNG or JPG image.'));
    choose(el, [png('huge.png', 5 * 1024 * 1024)]);
    await waitFor(() => textOf(el).includes('“huge.png” is larger than 5 MB.'));
    choose(el, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await waitFor(() => textOf(el).includes('You can attach at most 3 images.'));
    expect(uploads).to.have.length(0);

    choose(el, [png('a.png'), jpg('b.jpg'), png('c.png')]);
    await waitFor(() => $$(el, '[part="apply-images"] img').length === 3);
    expect(($(el, '[part="add-images"]') as HTMLButtonElement).disabled).to.equal(true);
    ($(el, '[aria-label="Remove c.png"]') as HTMLButtonElement).click();
    await waitFor(() => $$(el, '[part="apply-images"] img').length === 2);
    const comment = $(el, 'textarea[name="comment"]') as HTMLTextAreaElement;
    typeText(comment, '  Deposits of the weekend ');
    await waitFor(() => textOf(el).includes('23 / 140 characters'));
    ($(el, '[part="promotion-apply"]') as HTMLButtonElement).click();

    await waitFor(() => $(el, '[part="application"]'));
    expect(uploads).to.deep.equal([
      { type: 'image/png', promotionId: '2', size: 72 },
      { type: 'image/jpeg', promotionId: '2', size: 68 },
    ]);
    const applied = api.callsTo(promo.signUpRequestReward)[0];
    expect(applied?.body).to.deep.equal({
      promotionId: 2,
      comment: 'Deposits of the weekend',
      images: [1, 2],
    });
    expect(applied?.headers.get('Idempotency-Key')).to.be.a('string');
    expect($(el, '[part="promotion-state"]')?.textContent).to.equal('Under review');
    expect($(el, '[part="application-comment"]')?.textContent).to.equal('Deposits of the weekend');
    expect($(el, '[data-step="review"]')?.dataset.status).to.equal('current');
    await waitFor(() => $$(el, '[part="application-images"] img').length === 2);
    expect(readBack).to.deep.equal(['/wps/uploads/1 tok-123', '/wps/uploads/2 tok-123']);
    await expectAccessible(el, 'an application under review');
  });

  it('keeps a file that is not an image out of an application, so a .png name cannot block sending', async () => {
    api.on(promo.rewardCenter, () => ({ value: { list: [reward(2, 'REQUEST', 'joined')] } }));
    api.on(promo.application, () => ({ value: null }));
    api.on(promo.signUpRequestReward, () => ({ value: reward(2, 'REQUEST', 'applying') }));
    await signIn();
    const el = await mount('gd-promotions', { 'promotion-id': '2' });
    await waitFor(() => $(el, '[part="apply-form"]'));
    choose(el, [new File(['%PDF-1.7 a bank statement'], 'statement.png', { type: 'image/png' })]);
    await waitFor(() => textOf(el).includes('“statement.png” is not an image.'));
    expect($$(el, '[part="apply-images"] img')).to.have.length(0);
    ($(el, '[part="promotion-apply"]') as HTMLButtonElement).click();
    await waitFor(() => api.callsTo(promo.signUpRequestReward).length === 1);
    expect(api.callsTo(promo.signUpRequestReward)[0]?.body).to.deep.equal({ promotionId: 2 });
  });

  it('counts an application note as it is typed and refuses a long one before sending, keeping a paste whole', async () => {
    api.on(promo.rewardCenter, () => ({ value: { list: [reward(2, 'REQUEST', 'joined')] } }));
    api.on(promo.application, () => ({ value: null }));
    await signIn();
    const el = await mount('gd-promotions', { 'promotion-id': '2', lang: 'es' });
    await waitFor(() => $(el, '[part="apply-form"]'));
    const comment = $(el, 'textarea[name="comment"]') as HTMLTextAreaElement;
    typeText(comment, 'x'.repeat(216));
    await waitFor(() => textOf(el).includes('216 / 140 caracteres'));
    // Said at once, before any attempt to send, and the pasted text is all still there to shorten.
    await waitFor(() => textOf(el).includes('76 caracteres de más: como máximo 140'));
    expect(comment.value).to.have.length(216);
    expect(comment.getAttribute('aria-invalid')).to.equal('true');
    ($(el, '[part="promotion-apply"]') as HTMLButtonElement).click();
    await new Promise((done) => setTimeout(done, 100));
    expect(api.callsTo(promo.signUpRequestReward)).to.have.length(0);
    await expectAccessible(el, 'a note over the limit');
  });

  it('shows a refused application with the operator’s reason', async () => {
    api.on(promo.rewardCenter, () => ({ value: { list: [reward(2, 'REQUEST', 'rejected')] } }));
    api.on(promo.application, () => ({
      value: {
        state: 'rejected' as const,
        comment: null,
        images: [],
        remark: 'No deposits that weekend',
        appliedAt: ISO,
        decidedAt: ISO,
      },
    }));
    await signIn();
    const el = await mount('gd-promotions', { 'promotion-id': '2' });
    await waitFor(() => $(el, '[part="application-remark"]'));
    expect($(el, '[part="application-remark"]')?.textContent).to.equal('Reason: No deposits that weekend');
    expect($(el, '[data-step="review"]')?.dataset.status).to.equal('refused');
    expect($(el, '[part="apply-form"]')).to.equal(null);
    await expectAccessible(el, 'a refused application');
  });
});
