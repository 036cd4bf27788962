import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-member-centre';
import { session } from '../../src/core';
import { messages, promo, wallet } from '../../src/core/contract';
import type { Mission, Reward } from '../../src/core/contract/promo';
import { qrMatrix } from '../../src/core/qr-code';
import { $, $$, type FakeApi, fakeApi, mount, resetPage, route, textOf, type, waitFor } from './support';

const ISO = '2026-11-20T08:00:00.000Z';

function rewardFixture(
  id: number,
  kind: Reward['kind'],
  state: Reward['state'],
  overrides: Partial<Reward> = {},
): Reward {
  return {
    promotionId: id,
    code: `P${id}`,
    kind,
    title: `Promotion ${id}`,
    description: `About promotion ${id}`,
    reward: 5_000,
    state,
    startTime: ISO,
    endTime: null,
    ...overrides,
  };
}

function missionFixture(id: number, state: Mission['state'], overrides: Partial<Mission> = {}): Mission {
  return {
    missionId: id,
    code: `M${id}`,
    title: `Mission ${id}`,
    goal: 'valid_bets',
    target: 100_000,
    progress: 25_000,
    reward: 2_000,
    period: 'daily',
    periodStart: '2026-11-21',
    periodEnd: '2026-11-21',
    state,
    ...overrides,
  };
}

const messageFixture = (id: number, read: boolean) => ({
  id,
  title: `Notice ${id}`,
  content: `Body of notice ${id}`,
  createdAt: ISO,
  read,
});

async function signIn(): Promise<void> {
  session.token.value = 'tok-123';
  await session.loadMember();
  await session.refreshBalance();
}

async function openPage(page: string): Promise<HTMLElement> {
  await signIn();
  const el = await mount('gd-member-centre', { open: 'true', page });
  await waitFor(() => $(el, 'dialog[open]'));
  return el;
}

const click = (el: HTMLElement, selector: string) => ($(el, selector) as HTMLButtonElement).click();

describe('member centre promotion, mission and message pages', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi([
      route(promo.referral, () => ({ code: 1502, status: 403 })),
      route(promo.missionSummary, () => ({ value: { list: [], count: 0 } })),
    ]);
  });
  afterEach(() => api.restore());

  it('bonus details lists the bonuses with the total and pages through them', async () => {
    // 25 bonuses, 20 a page: each page starts with "Welcome <page>".
    api.on(promo.bonusDetails, (call) => ({
      value: {
        list: Array.from({ length: call.query.get('page') === '1' ? 20 : 5 }, (_, index) => ({
          id: Number(call.query.get('page')) * 100 + index,
          title: index === 0 ? `Welcome ${call.query.get('page')}` : `Bonus ${index}`,
          amount: 12_345,
          createdAt: ISO,
        })),
        totalAmount: 99_900,
        page: Number(call.query.get('page')),
        pageSize: 20,
        total: 25,
      },
    }));
    const el = await openPage('bonusDetails');
    await waitFor(() => textOf(el).includes('Welcome 1'));
    expect($(el, '[part="bonus-total"]')?.textContent).to.contain('999');
    expect(textOf(el)).to.contain('123.45');
    expect(textOf(el)).to.contain('Load more');
    const region = $(el, '[part="bonus-details"] .rec-scroll') as HTMLElement;
    region.scrollTop = region.scrollHeight;
    region.dispatchEvent(new Event('scroll'));
    await waitFor(() => textOf(el).includes('Welcome 2'));
    expect(api.callsTo(promo.bonusDetails).at(-1)?.query.get('page')).to.equal('2');
    expect(textOf(el)).to.contain('All 25 shown');
  });

  it('bonus details shows the empty state, and an error with a retry', async () => {
    api.on(promo.bonusDetails, () => ({ code: 1999, status: 500 }));
    const el = await openPage('bonusDetails');
    await waitFor(() => $(el, '[part="bonus-details"] [part="page-error"]'));
    api.on(promo.bonusDetails, () => ({
      value: { list: [], totalAmount: 0, page: 1, pageSize: 20, total: 0 },
    }));
    click(el, '[part="bonus-details"] [part="page-error"] button');
    await waitFor(() => textOf(el).includes('You have not received any bonus yet'));
  });

  it('reward centre shows each state with its action: join, claim with the balance updated, apply', async () => {
    api.on(promo.rewardCenter, () => ({
      value: {
        list: [
          rewardFixture(1, 'SIGNUP', 'join'),
          rewardFixture(2, 'SIGNUP', 'claim'),
          rewardFixture(3, 'REQUEST', 'joined'),
          rewardFixture(4, 'REQUEST', 'applying'),
          rewardFixture(5, 'RAFFLE', 'coming soon'),
          rewardFixture(6, 'REQUEST', 'rejected'),
        ],
      },
    }));
    api.on(promo.signUpPromotionJoin, () => ({
      value: rewardFixture(1, 'SIGNUP', 'claim'),
    }));
    api.on(promo.signUpRequestReward, (call) => {
      const id = call.body?.promotionId as number;
      return { value: rewardFixture(id, id === 3 ? 'REQUEST' : 'SIGNUP', id === 3 ? 'applying' : 'claimed') };
    });
    const el = await openPage('rewardCenter');
    await waitFor(() => $$(el, '[part~="reward"]').length === 6);
    expect(textOf(el)).to.contain('Under review');
    expect(textOf(el)).to.contain('Coming soon');
    expect(textOf(el)).to.contain('Rejected');
    expect($(el, '[data-promotion="P5"] button')).to.equal(null);

    click(el, '[data-promotion="P1"] [part="reward-join"]');
    await waitFor(() => $(el, '[data-promotion="P1"][data-state="claim"]'));

    api.on(wallet.balance, () => ({ value: { sumBalance: 1_005_000 } }));
    const changed = new Promise<number>((resolve) =>
      el.addEventListener('gd-balance-change', (event) => resolve(event.detail.balanceMinor), { once: true }),
    );
    click(el, '[data-promotion="P2"] [part="reward-claim"]');
    expect(await changed).to.equal(1_005_000);
    await waitFor(() => $(el, '[data-promotion="P2"][data-state="claimed"]'));
    const claim = api.callsTo(promo.signUpRequestReward)[0];
    expect(claim?.headers.get('Idempotency-Key')).to.be.a('string');
    expect(claim?.body).to.deep.equal({ promotionId: 2 });

    type($(el, '[data-promotion="P3"] input') as HTMLInputElement, 'Played all week');
    click(el, '[data-promotion="P3"] [part="reward-apply"]');
    await waitFor(() => $(el, '[data-promotion="P3"][data-state="applying"]'));
    expect(api.callsTo(promo.signUpRequestReward)[1]?.body).to.deep.equal({
      promotionId: 3,
      comment: 'Played all week',
    });
  });

  it('a reward’s title opens the promotion’s page, closing the member centre', async () => {
    api.on(promo.rewardCenter, () => ({ value: { list: [rewardFixture(8, 'REQUEST', 'joined')] } }));
    const el = await openPage('rewardCenter');
    const link = (await waitFor(() => $(el, '[part="reward-link"]'))) as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal('/promoDetail?id=8');
    const closed = new Promise<void>((resolve) =>
      el.addEventListener('gd-close', () => resolve(), { once: true }),
    );
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
    link.click();
    expect(await asked).to.equal('/promoDetail?id=8');
    await closed;
    expect(el.getAttribute('open')).to.equal('false');
  });

  it('a failed raffle claim says why, and trying again sends the same idempotency key', async () => {
    api.on(promo.rewardCenter, () => ({
      value: { list: [rewardFixture(7, 'RAFFLE', 'claim')] },
    }));
    api.on(promo.claimRafflePromotion, () => ({ code: 1999, status: 500 }));
    const el = await openPage('rewardCenter');
    await waitFor(() => $(el, '[part="reward-raffle"]'));
    click(el, '[part="reward-raffle"]');
    await waitFor(() => $(el, '[data-promotion="P7"] [role="alert"]'));
    api.on(promo.claimRafflePromotion, () => ({
      value: rewardFixture(7, 'RAFFLE', 'claimed'),
    }));
    click(el, '[part="reward-raffle"]');
    await waitFor(() => $(el, '[data-promotion="P7"][data-state="claimed"]'));
    const keys = api.callsTo(promo.claimRafflePromotion).map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).to.have.length(2);
    expect(keys[0]).to.equal(keys[1]);
  });

  it('the referral page is listed only while the server answers it', async () => {
    const el = await openPage('securityCenter');
    await waitFor(() => api.callsTo(promo.referral).length > 0);
    await waitFor(() => $(el, '[data-page="messageV2"]'));
    expect($(el, '[data-page="referral"]')).to.equal(null);
  });

  it('referral shows the invite link with copy and QR code, and the invited friends', async () => {
    const link = 'https://brand.example.test/register.html?referralCode=demo_player';
    api.on(promo.referral, () => ({
      value: {
        referralCode: 'demo_player',
        inviteLink: link,
        invitees: [
          { account: 'fr***d', registeredAt: ISO, status: 'deposited' as const },
          { account: 'ma***a', registeredAt: ISO, status: 'registered' as const },
        ],
      },
    }));
    const el = await openPage('securityCenter');
    await waitFor(() => $(el, '[data-page="referral"]'));
    click(el, '[data-page="referral"]');
    await waitFor(() => $(el, '[part="invite-link"]'));
    expect($(el, '[part="invite-link"]')?.textContent).to.equal(link);
    expect($(el, '[part="referral-qr"] path')?.getAttribute('d')).to.have.length.above(100);
    expect(textOf(el)).to.contain('Invited friends (2)');
    expect(textOf(el)).to.contain('fr***d');
    expect(textOf(el)).to.contain('Deposited');
    click(el, '[part="copy-link"]');
    await waitFor(() => textOf(el).includes('Link copied') || textOf(el).includes('could not be copied'));
  });

  it('the QR code has the size, finder patterns and timing of its version', () => {
    const matrix = qrMatrix(
      'https://brand.example.test/register.html?referralCode=demo_player',
    ) as boolean[][];
    expect(matrix.length).to.equal(37); // version 5 holds up to 84 bytes at level M
    const row = (y: number) => matrix[y]?.map((dark) => (dark ? 1 : 0)).join('');
    expect(row(0)?.slice(0, 7)).to.equal('1111111');
    expect(row(2)?.slice(0, 7)).to.equal('1011101');
    expect(row(6)?.slice(8, 29)).to.equal('101010101010101010101');
    expect(qrMatrix('x'.repeat(300))).to.equal(null);
  });

  it('missions show progress, join and claim, the leaderboard, and the menu badge', async () => {
    api.on(promo.missionSummary, () => ({
      value: {
        list: [missionFixture(1, 'join'), missionFixture(2, 'claim', { progress: 100_000 })],
        count: 2,
      },
    }));
    api.on(promo.missionLeaderboard, (call) => ({
      value: {
        missionId: Number(call.query.get('missionId')),
        periodStart: '2026-11-21',
        list: [
          { rank: 1, account: 'ab***c', progress: 90_000 },
          { rank: 2, account: 'de***o', progress: 40_000 },
        ],
        me: { rank: 2, progress: 40_000 },
      },
    }));
    api.on(promo.joinMission, () => ({ value: missionFixture(1, 'joined') }));
    api.on(promo.claimMission, () => ({
      value: missionFixture(2, 'claimed', { progress: 100_000 }),
    }));
    const el = await openPage('missionLeaderboard');
    await waitFor(() => $(el, '[data-page="missionLeaderboard"] [part="menu-badge"]')?.textContent === '2');
    await waitFor(() => $$(el, '[part~="mission"]').length === 2);
    expect($(el, '[data-mission="M1"] [part="mission-progress"]')?.textContent).to.contain('250.00');
    expect($(el, '[data-mission="M1"] [role="progressbar"]')?.getAttribute('aria-valuenow')).to.equal('25');
    await waitFor(() => textOf(el).includes('ab***c'));
    expect(textOf(el)).to.contain('Your place: 2');

    click(el, '[part="mission-join"]');
    await waitFor(() => $(el, '[data-mission="M1"][data-state="joined"]'));

    const changed = new Promise<void>((resolve) =>
      el.addEventListener('gd-balance-change', () => resolve(), { once: true }),
    );
    api.on(wallet.balance, () => ({ value: { sumBalance: 1_002_000 } }));
    click(el, '[part="mission-claim"]');
    await changed;
    await waitFor(() => $(el, '[data-mission="M2"][data-state="claimed"]'));
    expect(api.callsTo(promo.claimMission)[0]?.headers.get('Idempotency-Key')).to.be.a('string');

    const choose = $(el, '[part="board-mission"]') as HTMLSelectElement;
    choose.value = '2';
    choose.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => api.callsTo(promo.missionLeaderboard).some((c) => c.query.get('missionId') === '2'));
  });

  it('a mission that cannot be claimed says why', async () => {
    api.on(promo.missionSummary, () => ({
      value: { list: [missionFixture(3, 'claim')], count: 1 },
    }));
    api.on(promo.missionLeaderboard, () => ({
      value: { missionId: 3, periodStart: '2026-11-21', list: [], me: null },
    }));
    api.on(promo.claimMission, () => ({ code: 1821, status: 409 }));
    const el = await openPage('missionLeaderboard');
    await waitFor(() => $(el, '[part="mission-claim"]'));
    click(el, '[part="mission-claim"]');
    await waitFor(() => textOf(el).includes('Complete the mission to claim its reward'));
    expect(textOf(el)).to.contain('Nobody has joined this mission yet');
  });

  it('messages: unread marked, mark one read, mark all read, filter unread', async () => {
    let all = [messageFixture(1, false), messageFixture(2, false), messageFixture(3, true)];
    api.on(messages.list, (call) => {
      const status = call.query.get('status');
      const list = all.filter((m) => !status || m.read === (status === 'read'));
      return {
        value: { list, page: 1, pageSize: 20, total: list.length, unread: all.filter((m) => !m.read).length },
      };
    });
    api.on(messages.markRead, (call) => {
      const ids = call.body?.ids as number[] | undefined;
      all = all.map((m) => (call.body?.all || ids?.includes(m.id) ? { ...m, read: true } : m));
      return { value: { unread: all.filter((m) => !m.read).length } };
    });
    const el = await openPage('messageV2');
    await waitFor(() => $$(el, '[part~="message"]').length === 3);
    expect($$(el, '[part~="message-unread"]')).to.have.length(2);
    expect(textOf(el)).to.contain('Unread: 2');

    click(el, '[data-message="1"] [part="mark-read"]');
    await waitFor(() => textOf(el).includes('Unread: 1'));
    expect(api.callsTo(messages.markRead)[0]?.body).to.deep.equal({ ids: [1] });

    ($$(el, '[role="tab"]')[1] as HTMLButtonElement).click();
    await waitFor(() => $$(el, '[part~="message"]').length === 1);
    expect(api.callsTo(messages.list).at(-1)?.query.get('status')).to.equal('unread');

    click(el, '[part="mark-all-read"]');
    await waitFor(() => textOf(el).includes('No messages'));
    expect(api.callsTo(messages.markRead)[1]?.body).to.deep.equal({ all: true });
  });

  it('messages that fail to load offer a retry', async () => {
    api.on(messages.list, () => ({ code: 1999, status: 500 }));
    const el = await openPage('messageV2');
    await waitFor(() => $(el, '[part="messages"] [part="page-error"]'));
    api.on(messages.list, () => ({
      value: { list: [], page: 1, pageSize: 20, total: 0, unread: 0 },
    }));
    click(el, '[part="messages"] [part="page-error"] button');
    await waitFor(() => textOf(el).includes('No messages'));
  });
});
