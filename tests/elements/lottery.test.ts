import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/gd-lottery';
import { errors, lottery, wallet } from '../../src/core/contract';
import type { DrawnResult, LotteryBet, LotteryGame } from '../../src/core/contract/lottery';
import { bytesToHex, drawPrizes, seedHash } from '../../src/core/lottery/draw';
import { signIn } from './nav-fixtures';
import {
  $,
  $$,
  buttonWithText,
  expectAccessible,
  type FakeApi,
  fakeApi,
  mount,
  refusal,
  resetPage,
  route,
  textOf,
  type,
  waitFor,
} from './support';

/** A side of big/small or odd/even, by its name. */
const side = (element: HTMLElement, name: string) =>
  $$(element, '.side-key').find((key) => key.querySelector('.side-key__name')?.textContent === name)!;

const sha256 = async (data: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));

/** A draw as the server publishes it: its hash is the SHA-256 of its seed and its numbers follow from the seed. */
async function drawn(
  drawId: string,
  gameCode: string,
  format: LotteryGame['format'],
  at: Date,
): Promise<DrawnResult> {
  const seed = bytesToHex(await sha256(new TextEncoder().encode(drawId)));
  return {
    drawId,
    gameCode,
    drawAt: at.toISOString(),
    hash: await seedHash(seed, sha256),
    seed,
    prizes: await drawPrizes(seed, format, sha256),
    settled: true,
  };
}

const now = new Date('2025-01-15T10:00:30Z');

function fastGame(overrides: Partial<LotteryGame> = {}): LotteryGame {
  return {
    gameCode: 'SEA-F1',
    name: 'Fast draw 1 min',
    prizeMode: 'SEA',
    vendorCode: 'VNLOTT',
    format: 'fast',
    region: null,
    defaultPlayType: 'bigsmall',
    plays: [
      { playType: 'exact', selections: 1, oddsMilli: 950_000, oddsBySelection: null },
      { playType: 'bigsmall', selections: 1, oddsMilli: 1950, oddsBySelection: null },
      { playType: 'oddeven', selections: 1, oddsMilli: 1950, oddsBySelection: null },
      { playType: 'sum', selections: 1, oddsMilli: 0, oddsBySelection: { '0': 900_000, '13': 12_000 } },
    ],
    limits: { minStake: 100, maxStake: 100_000, maxPerNumber: 200_000 },
    closeSeconds: 10,
    nextDraw: {
      drawId: 'SEA-F1-20250115-1701',
      drawAt: new Date(now.getTime() + 30_000).toISOString(),
      closeAt: new Date(now.getTime() + 20_000).toISOString(),
      hash: 'ab'.repeat(32),
    },
    lastDraw: null,
    ...overrides,
  };
}

function northGame(overrides: Partial<LotteryGame> = {}): LotteryGame {
  return {
    ...fastGame(),
    gameCode: 'XSMB',
    name: 'Miền Bắc',
    format: 'north',
    region: 'north',
    defaultPlayType: 'lo',
    plays: [
      { playType: 'lo', selections: 1, oddsMilli: 3500, oddsBySelection: null },
      { playType: 'de', selections: 1, oddsMilli: 95_000, oddsBySelection: null },
      { playType: 'bacang', selections: 1, oddsMilli: 950_000, oddsBySelection: null },
      { playType: 'xien2', selections: 2, oddsMilli: 17_000, oddsBySelection: null },
      { playType: 'xien3', selections: 3, oddsMilli: 75_000, oddsBySelection: null },
      { playType: 'xien4', selections: 4, oddsMilli: 340_000, oddsBySelection: null },
    ],
    limits: { minStake: 100, maxStake: 1_000_000, maxPerNumber: 2_000_000 },
    closeSeconds: 900,
    nextDraw: {
      drawId: 'XSMB-20250115-1815',
      drawAt: '2025-01-15T11:15:00.000Z',
      closeAt: '2025-01-15T11:00:00.000Z',
      hash: 'cd'.repeat(32),
    },
    ...overrides,
  };
}

function betFixture(overrides: Partial<LotteryBet> = {}): LotteryBet {
  return {
    betId: 7,
    gameCode: 'XSMB',
    drawId: 'XSMB-20250115-1815',
    drawAt: '2025-01-15T11:15:00.000Z',
    closeAt: '2025-01-15T11:00:00.000Z',
    playType: 'lo',
    selection: ['27'],
    stake: 1000,
    oddsMilli: 3500,
    possibleWin: 3500,
    status: 'open',
    payout: 0,
    placedAt: '2025-01-15T09:59:00.000Z',
    settledAt: null,
    prizes: null,
    ...overrides,
  };
}

describe('<gd-lottery>', () => {
  let api: FakeApi;
  let menu: { serverTime: string; list: LotteryGame[] };
  beforeEach(async () => {
    await resetPage();
    const last = await drawn('SEA-F1-20250115-1700', 'SEA-F1', 'fast', new Date(now.getTime() - 30_000));
    menu = { serverTime: now.toISOString(), list: [fastGame({ lastDraw: last }), northGame()] };
    api = await fakeApi([
      route(lottery.gameMenu, () => ({ value: menu })),
      route(lottery.recentGameMenu, () => ({ value: { serverTime: menu.serverTime, list: [] } })),
      route(lottery.openedNumbers, () => ({ value: { list: [] } })),
      route(lottery.memberBets, () => ({ value: { list: [], page: 1, pageSize: 50, total: 0 } })),
    ]);
  });
  afterEach(() => api.restore());

  it('lists the games with their next draw, a countdown on the server clock and the last result', async () => {
    const element = await mount('gd-lottery');
    await waitFor(() => $$(element, '.ltile').length === 1);
    const regions = $(element, '[role="tablist"][aria-label="Regions"]')!;
    expect($$(element, '[aria-label="Regions"] [role="tab"]').map((tab) => tab.textContent)).to.deep.equal([
      'Fast draws 1',
      'North 1',
    ]);
    const fast = $(element, '[data-game="SEA-F1"]')!;
    // The server says it is 20 s before close, whatever this device's clock says.
    expect(fast.querySelector('.countdown__label')?.textContent).to.equal('Closes in');
    expect(fast.querySelector('.countdown__time')?.textContent).to.match(/^00:(21|20|19|18)$/);
    const special = menu.list[0]!.lastDraw!.prizes[0]!.numbers[0]!;
    expect(fast.querySelector('.special-number')?.textContent).to.equal(special);
    expect(textOf(element)).to.contain('not taken from the real lotteries');
    expect(api.callsTo(lottery.recentGameMenu)).to.have.length(0);
    (regions.querySelectorAll('[role="tab"]')[1] as HTMLElement).click();
    await waitFor(() => $(element, '[data-game="XSMB"]'));
    expect($$(element, '.ltile')).to.have.length(1);
  });

  it('says when betting has closed and refuses to place the slip', async () => {
    menu.serverTime = new Date(now.getTime() + 25_000).toISOString();
    const element = await mount('gd-lottery', { 'lotto-game-code': 'SEA-F1' });
    await waitFor(() => $(element, '.betting'));
    expect($(element, '.countdown__label')?.textContent).to.equal('Betting closed · draw in');
    expect(textOf(element)).to.contain('Betting on this draw has closed');
    expect(textOf(element)).to.contain('Betting closes 10 seconds before each draw.');
    side(element, 'Big').click();
    await waitFor(() => !buttonWithText(element, 'Add to slip (1)').disabled);
    buttonWithText(element, 'Add to slip (1)').click();
    await waitFor(() => $$(element, '.slip__bet').length === 1);
    expect(buttonWithText(element, 'Place bets (1)').disabled).to.equal(true);
  });

  it('builds a slip of several bets with stake, odds and possible win, and places it once with a key', async () => {
    await signIn();
    api.on(lottery.placeBets, (call) => ({
      value: {
        bets: (call.body!.bets as { playType: string }[]).map((_, index) => betFixture({ betId: index + 1 })),
        balance: 995_000,
      },
    }));
    const element = await mount('gd-lottery', { 'lotto-game-code': 'XSMB' });
    await waitFor(() => $(element, '.grid-pad'));
    // Lô: each number picked is a bet of its own.
    buttonWithText(element, '27').click();
    buttonWithText(element, '72').click();
    const stake = $(element, '.betting__add input') as HTMLInputElement;
    type(stake, '25');
    await waitFor(() => !buttonWithText(element, 'Add to slip (2)').disabled);
    buttonWithText(element, 'Add to slip (2)').click();
    // Xiên 2: the two numbers make one bet.
    buttonWithText(element, 'Xiên 2').click();
    buttonWithText(element, '05').click();
    buttonWithText(element, '50').click();
    await waitFor(() => !buttonWithText(element, 'Add to slip (1)').disabled);
    buttonWithText(element, 'Add to slip (1)').click();
    await waitFor(() => $$(element, '.slip__bet').length === 3);
    const first = $$(element, '.slip__bet')[0]!;
    expect(first.textContent).to.contain('Lô').and.contain('27').and.contain('P 25.00').and.contain('3.5×');
    expect(first.textContent).to.contain('P 87.50');
    expect($(element, '[data-total-stake]')?.textContent).to.equal('P 75.00');

    buttonWithText(element, 'Place bets (3)').click();
    await waitFor(() => textOf(element).includes('Bets placed on draw XSMB-20250115-1815: 3.'));
    const [placed] = api.callsTo(lottery.placeBets);
    expect(placed!.headers.get('Idempotency-Key')).to.be.a('string').and.not.empty;
    expect(placed!.body).to.deep.equal({
      gameCode: 'XSMB',
      drawId: 'XSMB-20250115-1815',
      bets: [
        { playType: 'lo', selection: ['27'], stake: 2500 },
        { playType: 'lo', selection: ['72'], stake: 2500 },
        { playType: 'xien2', selection: ['05', '50'], stake: 2500 },
      ],
    });
    expect($$(element, '.slip__bet')).to.have.length(0);
    await waitFor(() => api.callsTo(wallet.balance).length > 0);
  });

  it('shows the server refusing a late bet or a limit in the member language, and its own stake limits', async () => {
    await signIn();
    let refusal = 1860;
    api.on(lottery.placeBets, () => ({ code: refusal, status: 409 }));
    const element = await mount('gd-lottery', { 'lotto-game-code': 'SEA-F1' });
    await waitFor(() => $(element, '.sides'));
    const stake = $(element, '.betting__add input') as HTMLInputElement;
    type(stake, '5000');
    await waitFor(() => textOf(element).includes('The stake can be at most P 1,000.00 per bet.'));
    type(stake, '10');
    side(element, 'Small').click();
    await waitFor(() => !buttonWithText(element, 'Add to slip (1)').disabled);
    buttonWithText(element, 'Add to slip (1)').click();
    await waitFor(() => $$(element, '.slip__bet').length === 1);
    buttonWithText(element, 'Place bets (1)').click();
    await waitFor(() =>
      textOf(element).includes('Betting on this draw has closed. Your bet was not placed.'),
    );
    refusal = 1863;
    buttonWithText(element, 'Place bets (1)').click();
    await waitFor(() =>
      textOf(element).includes('Your stake on this number in this draw would pass the limit.'),
    );
    expect($$(element, '.slip__bet')).to.have.length(1);
    const keys = api.callsTo(lottery.placeBets).map((call) => call.headers.get('Idempotency-Key'));
    // The server answered the first attempt: the second is a new request with a new key.
    expect(keys[0]).to.not.equal(keys[1]);
  });

  it('names the window and what is left when a loss or wager limit refuses the slip', async () => {
    await signIn();
    let answer: { code: number; value: unknown } = {
      code: errors.RG_LOSS_LIMIT.code,
      value: { window: 'day', limit: 5_000, remaining: 1_250 },
    };
    api.on(lottery.placeBets, () => refusal({ ...answer, status: 403 }));
    const element = await mount('gd-lottery', { 'lotto-game-code': 'SEA-F1' });
    await waitFor(() => $(element, '.sides'));
    type($(element, '.betting__add input') as HTMLInputElement, '20');
    side(element, 'Big').click();
    await waitFor(() => !buttonWithText(element, 'Add to slip (1)').disabled);
    buttonWithText(element, 'Add to slip (1)').click();
    await waitFor(() => $$(element, '.slip__bet').length === 1);
    buttonWithText(element, 'Place bets (1)').click();
    await waitFor(() =>
      textOf(element).includes('This bet could take you past your 24-hour loss limit: P 12.50 left'),
    );
    answer = { code: errors.RG_WAGER_LIMIT.code, value: { window: 'month', limit: 90_000, remaining: 0 } };
    buttonWithText(element, 'Place bets (1)').click();
    await waitFor(() =>
      textOf(element).includes('This bet would take you past your 30-day wager limit: P 0.00 left'),
    );
    expect($$(element, '.slip__bet')).to.have.length(1);
  });

  it('says a stake typed with three decimals has two decimals at most, not that it is too small', async () => {
    await signIn();
    const element = await mount('gd-lottery', { 'lotto-game-code': 'SEA-F1' });
    await waitFor(() => $(element, '.sides'));
    const stake = $(element, '.betting__add input') as HTMLInputElement;
    type(stake, '1.234');
    await waitFor(() => textOf(element).includes('At most 2 decimals, please (such as 1.25)'));
    expect(textOf(element)).to.not.contain('must be at least');
    expect(stake.getAttribute('aria-invalid')).to.equal('true');
    type(stake, '1.23');
    await waitFor(() => !textOf(element).includes('decimals'));
    element.remove();

    // In the member's language too.
    const spanish = await mount('gd-lottery', { 'lotto-game-code': 'SEA-F1', lang: 'es' });
    await waitFor(() => $(spanish, '.sides'));
    type($(spanish, '.betting__add input') as HTMLInputElement, '1.234');
    await waitFor(() => textOf(spanish).includes('Use como máximo 2 decimales'));
  });

  it('lists the last draws and checks one in the browser: a matching and a mismatching hash', async () => {
    const good = await drawn('SEA-F1-20250115-1659', 'SEA-F1', 'fast', new Date(now.getTime() - 90_000));
    const forged = { ...good, drawId: 'SEA-F1-20250115-1658', hash: 'ee'.repeat(32) };
    api.on(lottery.openedNumbers, (call) => {
      expect(call.query.get('count')).to.equal('100');
      return { value: { list: [good, forged] } };
    });
    const element = await mount('gd-lottery', { 'lotto-game-code': 'SEA-F1' });
    await waitFor(() => $(element, '[role="tab"]'));
    buttonWithText(element, 'Results').click();
    await waitFor(() => $$(element, '.result').length === 2);

    ($(element, `[data-draw="${good.drawId}"] .result__head`) as HTMLElement).click();
    await waitFor(() => $(element, '.verify'));
    expect(textOf(element)).to.contain(good.seed).and.contain(good.hash);
    buttonWithText(element, 'Check this draw').click();
    await waitFor(() => $(element, '.verify__result'));
    expect($(element, '.verify__result')?.dataset.verified).to.equal('true');
    expect(textOf(element)).to.contain('The seed matches the published hash.');
    expect(textOf(element)).to.contain('The numbers are the ones this seed draws.');

    ($(element, `[data-draw="${forged.drawId}"] .result__head`) as HTMLElement).click();
    await waitFor(() => !$(element, '.verify__result'));
    buttonWithText(element, 'Check this draw').click();
    await waitFor(() => $(element, '.verify__result'));
    expect($(element, '.verify__result')?.dataset.verified).to.equal('false');
    expect(textOf(element)).to.contain('does NOT match the published hash');
  });

  it("lists the member's bets with their outcome and cancels an open one until close", async () => {
    await signIn();
    let bets = [
      betFixture(),
      betFixture({
        betId: 6,
        status: 'won',
        payout: 7000,
        drawId: 'XSMB-20250114-1815',
        prizes: [{ tier: 'special', numbers: ['12327'] }],
      }),
    ];
    api.on(lottery.memberBets, () => ({ value: { list: bets, page: 1, pageSize: 50, total: bets.length } }));
    api.on(lottery.cancelBet, () => {
      bets = [{ ...bets[0]!, status: 'cancelled' }, bets[1]!];
      return { value: { bet: bets[0]!, balance: 1_000_000 } };
    });
    const element = await mount('gd-lottery', { 'lotto-game-code': 'XSMB' });
    await waitFor(() => $(element, '[role="tab"]'));
    buttonWithText(element, 'My bets').click();
    await waitFor(() => $$(element, '.bet').length === 2);
    expect($(element, '[data-bet="6"]')?.textContent)
      .to.contain('Won')
      .and.contain('+P 70.00')
      .and.contain('12327');
    buttonWithText(element, 'Cancel bet').click();
    await waitFor(() => $(element, '[data-bet="7"]')?.textContent?.includes('Cancelled'));
    expect(api.callsTo(lottery.cancelBet)[0]!.body).to.deep.equal({ betId: 7 });
  });

  it('shows the new result without a reload once the draw has come, and reads the balance when it is settled', async () => {
    await signIn();
    menu.serverTime = new Date(now.getTime() + 29_000).toISOString();
    const element = await mount('gd-lottery', { 'lotto-game-code': 'SEA-F1' });
    await waitFor(() => $(element, '.betting'));
    const next = await drawn('SEA-F1-20250115-1701', 'SEA-F1', 'fast', new Date(now.getTime() + 30_000));
    const balanceReads = api.callsTo(wallet.balance).length;
    menu = {
      serverTime: new Date(now.getTime() + 33_000).toISOString(),
      list: [
        fastGame({
          lastDraw: next,
          nextDraw: { ...fastGame().nextDraw, drawId: 'SEA-F1-20250115-1702' },
        }),
        northGame(),
      ],
    };
    await waitFor(
      () => $(element, '[part="last-draw"]')?.textContent?.includes('SEA-F1-20250115-1701'),
      8000,
    );
    await waitFor(() => api.callsTo(wallet.balance).length > balanceReads);
  });

  it('on a phone reaches any game within two screens: regions as tabs, one compact row per game', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      // The Vietnamese lottery as seeded: the north, 14 central and 21 southern provinces, two fast draws.
      const province = (region: 'central' | 'south', n: number) =>
        northGame({ gameCode: `XSM${region === 'south' ? 'N' : 'T'}-${n}`, name: `${region} ${n}`, region });
      menu.list = [
        fastGame(),
        fastGame({ gameCode: 'SEA-F5', name: 'Fast draw 5 min' }),
        northGame({
          lastDraw: await drawn('XSMB-20250114-1815', 'XSMB', 'north', new Date(now.getTime() - 86_400_000)),
        }),
        ...Array.from({ length: 14 }, (_, n) => province('central', n + 1)),
        ...Array.from({ length: 21 }, (_, n) => province('south', n + 1)),
      ];
      const element = await mount('gd-lottery', { 'lotto-area': 'VN', 'lotto-prize-mode': 'SEA' });
      await waitFor(() => $(element, '[data-game="XSMB"]'));
      const tab = (name: string) =>
        $$(element, '[role="tab"]').find((candidate) => candidate.textContent?.startsWith(name));

      // The largest region: every one of its games sits within two phone screens of the page's top.
      tab('South')?.click();
      const lastSouthern = await waitFor(() => $(element, '[data-game="XSMN-21"]'));
      const top = element.getBoundingClientRect().top;
      expect(lastSouthern.getBoundingClientRect().bottom - top, 'the last southern game').to.be.at.most(
        2 * 844 - 200,
      );
      for (const row of $$(element, '.ltile')) {
        expect(row.getBoundingClientRect().height, row.dataset.game).to.be.at.most(72);
        expect(row.getBoundingClientRect().width, row.dataset.game).to.be.at.most(390);
      }
      const regions = $(element, '[role="tablist"][aria-label="Regions"]')!;
      const regionTabs = Array.from(regions.querySelectorAll<HTMLElement>('[role="tab"]'));
      expect(regionTabs.map((entry) => entry.textContent)).to.deep.equal([
        'North 1',
        'Central 14',
        'South 21',
        'Fast draws 2',
      ]);
      expect(regionTabs[2]?.getAttribute('aria-selected')).to.equal('true');
      expect($$(element, '.ltile')).to.have.length(21);
      // Each row still says when betting closes, the last result and offers the bet and the results.
      regionTabs[0]!.click();
      await waitFor(() => $$(element, '.ltile').length === 1);
      const north = $(element, '[data-game="XSMB"]')!;
      expect(north.querySelector('.countdown__time')?.textContent).to.match(/^\d/);
      expect(north.querySelector('.special-number')?.textContent).to.match(/^\d{5}$/);
      expect(north.querySelector('.ltile__bet')?.textContent).to.equal('Bet');
      expect(north.querySelector('.ltile__results')?.textContent).to.equal('Results');
      await expectAccessible(element);
    } finally {
      await setViewport({ width: 1366, height: 800 });
    }
  });

  it('on a phone keeps the chosen prize mode in view when its tab lies past the edge', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      menu.list = [
        fastGame(),
        fastGame({ gameCode: 'LOTT-F10', name: 'Classic 10 min', prizeMode: 'Lott' }),
        fastGame({ gameCode: 'ZY-F3', name: 'House draw 3 min', prizeMode: 'ZY' }),
        fastGame({ gameCode: 'ELOTT-F2', name: 'E-Lotto 2 min', prizeMode: 'Elott' }),
      ];
      const element = await mount('gd-lottery', { 'lotto-prize-mode': 'Elott' });
      await waitFor(() => $(element, '[data-game="ELOTT-F2"]'));
      const modes = $(element, '[role="tablist"][aria-label="Lottery games"]')!;
      expect(modes.scrollWidth, 'the modes are wider than a phone').to.be.greaterThan(modes.clientWidth);
      const chosen = modes.querySelector<HTMLElement>('[aria-selected="true"]')!.getBoundingClientRect();
      const place = modes.getBoundingClientRect();
      expect(chosen.left).to.be.at.least(place.left - 1);
      expect(chosen.right).to.be.at.most(place.right + 1);
    } finally {
      await setViewport({ width: 1366, height: 800 });
    }
  });

  it('puts the game opened and the play chosen in the page address, and opens them from it', async () => {
    const navigations: { path: string; replace?: boolean }[] = [];
    // A host router: it takes the address and gives the element the attributes the page would.
    const route = (event: GlobalEventHandlersEventMap['gd-navigate']) => {
      event.preventDefault();
      navigations.push(event.detail);
      const address = new URL(event.detail.path, 'https://site.test');
      element.setAttribute('lotto-game-code', address.searchParams.get('gameCode') ?? '');
      element.setAttribute('play-type', address.searchParams.get('playType') ?? '');
      element.setAttribute('lotto-view', address.searchParams.has('gameCode') ? 'betting' : 'lobby');
    };
    document.addEventListener('gd-navigate', route);
    const element = await mount('gd-lottery', { 'page-path': '/vnlottery', 'lotto-area': 'VN' });
    try {
      const northRow = await waitFor(() => $(element, '[data-game="XSMB"]'));
      const bet = Array.from(northRow.querySelectorAll<HTMLElement>('a, button')).find(
        (control) => control.textContent === 'Bet',
      )!;
      bet.click();
      await waitFor(() => $(element, '.grid-pad'));
      expect(navigations).to.deep.equal([{ path: '/vnlottery?gameCode=XSMB' }]);
      // A link: it opens in a new tab or is shared as it is.
      expect(bet.getAttribute('href')).to.equal('/vnlottery?gameCode=XSMB');

      // A play is a choice within the game: it replaces the address rather than adding a history entry.
      buttonWithText(element, 'Đề').click();
      await waitFor(() => navigations.length === 2);
      expect(navigations[1]).to.deep.equal({ path: '/vnlottery?gameCode=XSMB&playType=de', replace: true });
      expect(buttonWithText(element, 'Đề').getAttribute('aria-pressed')).to.equal('true');

      // Back in the browser: the page gives the lobby's attributes again, and the element follows.
      element.setAttribute('lotto-game-code', '');
      element.setAttribute('lotto-view', 'lobby');
      await waitFor(() => $(element, '[data-game="XSMB"] .ltile__bet'));
      // Forward again: the game and its play.
      element.setAttribute('lotto-game-code', 'XSMB');
      element.setAttribute('play-type', 'de');
      element.setAttribute('lotto-view', 'betting');
      await waitFor(() => buttonWithText(element, 'Đề').getAttribute('aria-pressed') === 'true');

      buttonWithText(element, '← All lottery games').click();
      await waitFor(() => navigations.length === 3);
      expect(navigations[2]).to.deep.equal({ path: '/vnlottery' });
      await waitFor(() => $(element, '[data-game="XSMB"] .ltile__bet'));
    } finally {
      document.removeEventListener('gd-navigate', route);
    }

    // A shared link: the address alone opens the game at its play.
    element.remove();
    const shared = await mount('gd-lottery', { 'lotto-game-code': 'XSMB', 'play-type': 'xien2' });
    await waitFor(() => $(shared, '.grid-pad'));
    expect(buttonWithText(shared, 'Xiên 2').getAttribute('aria-pressed')).to.equal('true');
    shared.remove();

    // An unknown game says so, with the games to choose from.
    const unknown = await mount('gd-lottery', { 'lotto-game-code': 'NOPE', 'play-type': 'de' });
    await waitFor(() => $(unknown, '[role="alert"]'));
    expect($(unknown, '[role="alert"]')?.textContent).to.equal(
      'This lottery game is not available. Choose another game below.',
    );
    await waitFor(() => $(unknown, '[data-game="SEA-F1"]'));
  });

  it('shows the failure with a retry, and the empty lobby', async () => {
    api.on(lottery.gameMenu, () => ({ code: 1999, status: 500 }));
    const element = await mount('gd-lottery');
    await waitFor(() => $(element, '[part="error"]'));
    menu.list = [];
    api.on(lottery.gameMenu, () => ({ value: menu }));
    buttonWithText(element, 'Retry').click();
    await waitFor(() => textOf(element).includes('No lottery games are open right now.'));
  });
});
