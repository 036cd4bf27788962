import { expect } from '@esm-bundle/chai';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../src/elements/gd-jackpot';
import '../../src/elements/gd-game-shelf';
import '../../src/elements/gd-game-frame';
import { session } from '../../src/core';
import { errors, games as gamesApi, jackpots, live, wallet } from '../../src/core/contract';
import type {
  Jackpot,
  JackpotContribution,
  JackpotCycle,
  JackpotValueData,
  JackpotWin,
} from '../../src/core/contract/jackpots';
import { STORED_GAME_KEY, type StoredGame } from '../../src/core/games';
import { dropPoint, progressiveWins } from '../../src/core/jackpots/draw';
import { navigationFallback } from '../../src/elements/define';
import { FakeSocket, useFakeSockets } from './fake-socket';
import { games } from './nav-fixtures';
import {
  $,
  $$,
  buttonWithText,
  expectAccessible,
  type FakeApi,
  fakeApi,
  mount,
  nextFrame,
  resetPage,
  route,
  sleep,
  textOf,
  waitFor,
} from './support';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const win = (cycle: number, amountMinor: number, account = 'de***er'): JackpotWin => ({
  cycle,
  account,
  amountMinor,
  at: '2026-11-28T20:15:00.000Z',
  gameCode: 'PG-0002',
  gameName: 'Dragon Fortune',
});

function pot(jackpotId: number, overrides: Partial<Jackpot> = {}): Jackpot {
  return {
    jackpotId,
    code: `JP${jackpotId}`,
    name: `Pot ${jackpotId}`,
    art: null,
    kind: 'must_drop',
    valueMinor: 150_000,
    seedMinor: 100_000,
    capMinor: 200_000,
    stakePerWinMinor: null,
    contributionPpm: 5_000,
    gameRates: [],
    eligible: { vendors: [], categories: [], games: [] },
    cycle: 3,
    seedHash: 'ab'.repeat(32),
    lastWin: win(2, 201_355),
    ...overrides,
  };
}

const dailyDrop = pot(1, {
  name: 'Daily Drop',
  valueMinor: 187_654,
  eligible: { vendors: ['PG'], categories: ['LIVE'], games: [] },
  gameRates: [{ gameCode: 'PG-0009', ppm: 10_000 }],
});
const megaPot = pot(2, {
  name: 'Mega Pot',
  kind: 'progressive',
  valueMinor: 5_000_000,
  seedMinor: 1_000_000,
  capMinor: null,
  stakePerWinMinor: 500_000,
  contributionPpm: 2_500,
  eligible: { vendors: [], categories: [], games: ['PG-0002'] },
  cycle: 1,
  lastWin: null,
});

function contribution(overrides: Partial<JackpotContribution> = {}): JackpotContribution {
  return {
    roundId: 'PG:r-1',
    stakeMinor: 2_000,
    ppm: 5_000,
    amountMinor: 10,
    potAfterMinor: 150_010,
    at: '2026-11-28T20:14:59.000Z',
    ...overrides,
  };
}

/** A real must-drop cycle: a fresh seed, its SHA-256 and its drop point computed here with Web Crypto. */
async function realSeed() {
  const seed = crypto.getRandomValues(new Uint8Array(32));
  const hash = hex(new Uint8Array(await crypto.subtle.digest('SHA-256', seed)));
  const key = await crypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const hmac = async (message: string) =>
    new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
  return { seed: hex(seed), hash, hmac };
}

async function wonDropCycle(cycle: number, crossing = true): Promise<JackpotCycle> {
  const { seed, hash, hmac } = await realSeed();
  const point = await dropPoint(hmac, 100_000, 200_000);
  // The winning round lifts the pot from just below the point to just over it (or, tampered, stops short).
  const potAfterMinor = crossing ? point + 3 : point - 1;
  return {
    jackpotId: 1,
    cycle,
    kind: 'must_drop',
    seedHash: hash,
    seed,
    seededMinor: 100_000,
    capMinor: 200_000,
    stakePerWinMinor: null,
    startedAt: '2026-11-27T00:00:00.000Z',
    win: {
      account: 'de***er',
      contribution: contribution({ amountMinor: 8, potAfterMinor }),
      paidMinor: potAfterMinor,
      at: '2026-11-28T20:15:00.000Z',
    },
  };
}

const subs = (socket: FakeSocket) =>
  (socket.sent as { type: string; topic: string; after?: number }[]).filter((frame) => frame.type === 'sub');

const potValueIn = (el: HTMLElement, id: number) =>
  $(el, `[data-jackpot-id="${id}"] [part="value"]`)?.textContent ?? '';

/** Whatever of the element's shadow tree reaches past the window's right edge. */
const overflowing = (el: HTMLElement) =>
  Array.from(el.shadowRoot?.querySelectorAll<HTMLElement>('*') ?? [])
    .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 1)
    .map((node) => node.className || node.localName);

describe('<gd-jackpot>', () => {
  let api: FakeApi;
  let list: { enabled: boolean; list: Jackpot[] };
  let assigned: string[];
  const sockets = useFakeSockets();

  beforeEach(async () => {
    await resetPage();
    sockets.install();
    list = { enabled: true, list: [dailyDrop, megaPot] };
    api = await fakeApi([
      route(jackpots.jackpotList, () => ({ value: list })),
      route(jackpots.jackpotDetail, () => ({
        value: {
          jackpot: dailyDrop,
          winners: [win(2, 201_355), win(1, 199_990, 'ab***yz')],
          totals: { seededMinor: 300_000, contributedMinor: 288_999, paidMinor: 401_345 },
        },
      })),
      route(jackpots.jackpotContributions, (call) => ({
        value: {
          list: [contribution({ roundId: `PG:r-${call.query.get('page')}` })],
          page: Number(call.query.get('page')),
          pageSize: 20,
          total: 45,
        },
      })),
      route(live.ticket, () => ({ value: { ticket: 'tk-1', expiresInSeconds: 30 } })),
    ]);
    assigned = [];
    navigationFallback.assign = (path) => assigned.push(path);
  });
  afterEach(() => {
    for (const el of Array.from(document.body.children)) el.remove();
    api.restore();
    sockets.restore();
  });

  it('lists the pots: value, kind, how each drops or is won, and the last win', async () => {
    const el = await mount('gd-jackpot');
    await waitFor(() => $$(el, '[part="jackpot"]').length === 2);
    const [drop, mega] = $$(el, '[part="jackpot"]');
    expect(drop?.querySelector('.jp-card__name')?.textContent).to.equal('Daily Drop');
    expect(drop?.querySelector('.jp-kind')?.textContent).to.equal('Must drop');
    expect(potValueIn(el, 1)).to.equal('P 1,876.54');
    expect(drop?.querySelector('[part="kind-line"]')?.textContent).to.equal('Drops before P\u00a02,000.00');
    expect(drop?.querySelector('[part="last-win"]')?.textContent).to.equal(
      'Last won: P\u00a02,013.55 by de***er',
    );
    expect(mega?.querySelector('.jp-kind')?.textContent).to.equal('Progressive');
    expect(mega?.querySelector('[part="kind-line"]')?.textContent).to.equal(
      'Each P\u00a01.00 staked: a 1 in 5,000 chance',
    );
    expect(mega?.querySelector('[part="last-win"]')?.textContent).to.equal('Not won yet');
    await expectAccessible(el, 'the list');
  });

  it("shows a pot's page: rules in plain words, the commitment, the last winners and the totals", async () => {
    const el = await mount('gd-jackpot', { 'jackpot-id': '1' });
    await waitFor(() => $$(el, '[part="rules"] li').length > 0);
    expect($(el, '.jp-page__title')?.textContent).to.equal('Daily Drop');
    const rules = $$(el, '[part="rules"] li').map((li) => li.textContent);
    expect(rules).to.deep.equal([
      'Each eligible round adds 0.5% of its stake to the pot.',
      'PG-0009 adds 1% of its stake.',
      'Every game from PG counts.',
      'Every game in live casino counts.',
      'Each cycle starts from P\u00a01,000.00.',
      'The house pays the contributions and the start amount: nothing is taken from your stake.',
      "It must drop before it reaches P\u00a02,000.00: the drop point is drawn from the cycle's seed, from the start amount up to just below this cap, and the round that lifts the pot to it wins.",
    ]);
    expect($(el, '#jp-commitment')?.textContent).to.equal('Commitment of cycle 3');
    expect($(el, '[part="seed-hash"]')?.textContent).to.equal('ab'.repeat(32));
    const winners = $$(el, '[part="winners"] tbody tr').map((row) =>
      Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent).slice(1),
    );
    expect(winners).to.deep.equal([
      ['de***er', 'Dragon Fortune', 'P 2,013.55'],
      ['ab***yz', 'Dragon Fortune', 'P 1,999.90'],
    ]);
    // Seeded + contributed = value + paid, from the detail's own totals.
    expect($$(el, '[part="totals"] dd').map((dd) => dd.textContent)).to.deep.equal([
      'P 3,000.00',
      'P 2,889.99',
      'P 1,876.54',
      'P 4,013.45',
    ]);
    expect(api.callsTo(jackpots.jackpotDetail)[0]?.query.get('jackpotId')).to.equal('1');
  });

  it('opens a pot from the list and comes back', async () => {
    const el = await mount('gd-jackpot');
    await waitFor(() => $$(el, '[part="jackpot"]').length === 2);
    ($(el, '[data-jackpot-id="1"] .jp-card__open') as HTMLButtonElement).click();
    const title = await waitFor(() => $(el, '.jp-page__title'));
    await waitFor(() => el.shadowRoot?.activeElement === title);
    ($(el, '[part="back"]') as HTMLButtonElement).click();
    await waitFor(() => $$(el, '[part="jackpot"]').length === 2);
  });

  it('moves the value live from pushes without a call, announces wins and not values, and resumes after a drop', async () => {
    const el = await mount('gd-jackpot');
    await waitFor(() => $$(el, '[part="jackpot"]').length === 2);
    const socket = await waitFor(() => FakeSocket.made.findLast((made) => made.readyState === 1));
    expect(socket.url).not.to.contain('ticket=');
    socket.push({ type: 'welcome', stream: 's1' });
    await waitFor(() => subs(socket).length === 2);
    expect(subs(socket).map((frame) => frame.topic)).to.have.members(['jackpot:1', 'jackpot:2']);
    const callsBefore = api.calls.length;
    const jackpotCallsSince = () =>
      api.calls.slice(callsBefore).filter((call) => call.path.includes('Jackpot'));
    const announced = () => $(el, '[data-jackpot-id="1"] [part="announce"]')?.textContent ?? '';
    const data = (valueMinor: number, lastWin: JackpotWin | null = dailyDrop.lastWin): JackpotValueData => ({
      jackpotId: 1,
      valueMinor,
      cycle: 3,
      seedHash: 'ab'.repeat(32),
      lastWin,
    });

    socket.push({ type: 'snapshot', topic: 'jackpot:1', seq: 1, data: data(187_700) });
    await waitFor(() => potValueIn(el, 1) === 'P 1,877.00');
    socket.push({ type: 'event', topic: 'jackpot:1', seq: 2, data: data(188_012) });
    await waitFor(() => potValueIn(el, 1) === 'P 1,880.12');
    // Ticks of the value are not announced; the region stays quiet.
    expect(announced()).to.equal('');
    expect($(el, '[data-jackpot-id="1"] [part="value"]')?.closest('[aria-live]')).to.equal(null);
    // A new win is announced, and the pot starts again from its seed.
    socket.push({
      type: 'event',
      topic: 'jackpot:1',
      seq: 3,
      data: { ...data(100_000, { ...win(3, 199_804, 'xy***zz'), at: '2026-11-29T12:00:00.000Z' }), cycle: 4 },
    });
    await waitFor(() => announced() === 'Daily Drop was just won: P\u00a01,998.04 by xy***zz');
    await waitFor(() => potValueIn(el, 1) === 'P 1,000.00');
    expect(jackpotCallsSince()).to.deep.equal([]);

    // The connection drops; the page's channel comes back and asks for what came after what it holds.
    socket.close(1006);
    const again = await waitFor(() => FakeSocket.made.findLast((made) => made !== socket), 5000);
    await waitFor(() => again.readyState === 1);
    again.push({ type: 'welcome', stream: 's1' });
    await waitFor(() => subs(again).length === 2);
    expect(subs(again)).to.deep.include({ type: 'sub', topic: 'jackpot:1', after: 3 });
    again.push({ type: 'event', topic: 'jackpot:1', seq: 4, data: { ...data(100_250), cycle: 4 } });
    await waitFor(() => potValueIn(el, 1) === 'P 1,002.50');
    expect(api.callsTo(jackpots.jackpotList)).to.have.length(1);
  });

  it('counts up to a new value, or jumps to it at once under reduced motion', async () => {
    const el = await mount('gd-jackpot', { form: 'compact', 'jackpot-id': '1' });
    await waitFor(() => $(el, '[part="pill"]'));
    const socket = await waitFor(() => FakeSocket.made.findLast((made) => made.readyState === 1));
    socket.push({ type: 'welcome', stream: 's1' });
    await waitFor(() => subs(socket).length === 1);
    const value = () => $(el, '[part="value"]')?.textContent ?? '';
    const push = (seq: number, valueMinor: number) =>
      socket.push({
        type: 'event',
        topic: 'jackpot:1',
        seq,
        data: { jackpotId: 1, valueMinor, cycle: 3, seedHash: 'ab'.repeat(32), lastWin: null },
      });
    // It moves through the amounts between: seen frame by frame until it arrives.
    const seen = new Set<string>();
    push(1, 197_654);
    await waitFor(() => {
      seen.add(value());
      return value() === 'P 1,976.54';
    });
    expect(seen.size, 'amounts shown on the way').to.be.greaterThan(2);
    try {
      await emulateMedia({ reducedMotion: 'reduce' });
      push(2, 100_000);
      await waitFor(() => $(el, '[part="value"]')?.dataset.value === '100000');
      await nextFrame();
      expect(value()).to.equal('P 1,000.00');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('checks a won must-drop cycle with its real seed in the browser, and fails a tampered one', async () => {
    const good = await wonDropCycle(2);
    const wrongHash = { ...(await wonDropCycle(1)), seedHash: 'cd'.repeat(32) };
    api.on(jackpots.jackpotCycleDetail, (call) => ({
      value: call.query.get('cycle') === '1' ? wrongHash : good,
    }));
    const el = await mount('gd-jackpot', { 'jackpot-id': '1' });
    const result = await waitFor(() => $(el, '[part="check-result"][data-state="done"]'));
    // Without a cycle asked: the last won one.
    expect(api.callsTo(jackpots.jackpotCycleDetail)[0]?.query.has('cycle')).to.equal(false);
    expect($(el, '[part="seed"]')?.textContent).to.equal(good.seed);
    expect(result.dataset.verified).to.equal('true');
    expect(result.textContent).to.contain("The seed's SHA-256 matches the published hash.");
    const after = good.win!.contribution.potAfterMinor;
    // Money inside running text keeps its symbol and amount on one line (a no-break space).
    const money = (minor: number) =>
      `P\u00a0${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(result.textContent).to.contain(`Drop point drawn from the seed: ${money(after - 3)}`);
    expect(result.textContent).to.contain(
      `The winning round lifted the pot from ${money(after - 8)} (below the drop point) to ${money(after)} (at or over it).`,
    );
    const pick = $(el, '[part="cycle-pick"]') as HTMLSelectElement;
    expect(Array.from(pick.options, (option) => option.textContent)).to.deep.equal(['Cycle 2', 'Cycle 1']);
    await expectAccessible(el, 'a checked cycle');

    pick.value = '1';
    pick.dispatchEvent(new Event('change', { bubbles: true }));
    const bad = await waitFor(() =>
      $(el, '.jp-check__cycle[data-cycle="1"] [part="check-result"][data-state="done"]'),
    );
    expect(bad.dataset.verified).to.equal('false');
    expect(bad.textContent).to.contain('it does not match the published hash');
    expect(api.callsTo(jackpots.jackpotCycleDetail)[1]?.query.get('cycle')).to.equal('1');
  });

  it("fails a cycle whose winning round does not reach the seed's drop point", async () => {
    const short = await wonDropCycle(2, false);
    api.on(jackpots.jackpotCycleDetail, () => ({ value: short }));
    const el = await mount('gd-jackpot', { 'jackpot-id': '1' });
    const result = await waitFor(() => $(el, '[part="check-result"][data-state="done"]'));
    expect(result.dataset.verified).to.equal('false');
    expect(result.textContent).to.contain("The seed's SHA-256 matches the published hash.");
    expect(result.textContent).to.contain('that does not reach the drop point');
  });

  it("checks a drop point drawn at the start amount itself: the cycle's first round won, no later one could", async () => {
    const { seed, hash, hmac } = await realSeed();
    // A cap one unit above the seed amount leaves one point: the seed amount.
    expect(await dropPoint(hmac, 100_000, 100_001)).to.equal(100_000);
    const cycleWith = (potAfterMinor: number): JackpotCycle => ({
      jackpotId: 1,
      cycle: 1,
      kind: 'must_drop',
      seedHash: hash,
      seed,
      seededMinor: 100_000,
      capMinor: 100_001,
      stakePerWinMinor: null,
      startedAt: '2026-11-27T00:00:00.000Z',
      win: {
        account: 'de***er',
        contribution: contribution({ amountMinor: 8, potAfterMinor }),
        paidMinor: potAfterMinor,
        at: '2026-11-28T20:15:00.000Z',
      },
    });
    let answer = cycleWith(100_008);
    api.on(jackpots.jackpotCycleDetail, () => ({ value: answer }));
    const el = await mount('gd-jackpot', { 'jackpot-id': '1' });
    const first = await waitFor(() => $(el, '[part="check-result"][data-state="done"]'));
    expect(first.dataset.verified).to.equal('true');
    expect(first.textContent).to.contain(
      "The drop point is the start amount itself: the cycle's first round, which took the pot to P\u00a01,000.08, won it.",
    );
    el.remove();

    // A second round (the pot above its start amount before it) cannot be the one that reached that point.
    answer = cycleWith(100_016);
    const later = await mount('gd-jackpot', { 'jackpot-id': '1' });
    const refused = await waitFor(() => $(later, '[part="check-result"][data-state="done"]'));
    expect(refused.dataset.verified).to.equal('false');
    expect(refused.textContent).to.contain('that does not reach the drop point');
  });

  it('checks a progressive win by recomputing the winning round, and fails a round the seed does not pick', async () => {
    const { seed, hash, hmac } = await realSeed();
    // A stake of half the stake per win: half the rounds win. Find one that does and one that does not.
    let winning = '';
    let losing = '';
    for (let n = 0; !winning || !losing; n += 1) {
      const roundId = `PG:r-${n}`;
      if (await progressiveWins(hmac, roundId, 250_000, 500_000)) winning ||= roundId;
      else losing ||= roundId;
    }
    const cycleWith = (roundId: string): JackpotCycle => ({
      jackpotId: 2,
      cycle: 1,
      kind: 'progressive',
      seedHash: hash,
      seed,
      seededMinor: 1_000_000,
      capMinor: null,
      stakePerWinMinor: 500_000,
      startedAt: '2026-11-27T00:00:00.000Z',
      win: {
        account: 'de***er',
        contribution: contribution({ roundId, stakeMinor: 250_000, potAfterMinor: 4_000_000 }),
        paidMinor: 4_000_000,
        at: '2026-11-28T20:15:00.000Z',
      },
    });
    let answer = cycleWith(winning);
    api.on(jackpots.jackpotDetail, () => ({
      value: {
        jackpot: { ...megaPot, cycle: 2 },
        winners: [],
        totals: { seededMinor: 2_000_000, contributedMinor: 3_000_000, paidMinor: 0 },
      },
    }));
    api.on(jackpots.jackpotCycleDetail, () => ({ value: answer }));
    const el = await mount('gd-jackpot', { 'jackpot-id': '2' });
    const ok = await waitFor(() => $(el, '[part="check-result"][data-state="done"]'));
    expect(ok.dataset.verified).to.equal('true');
    expect(ok.textContent).to.contain(`By the seed, round ${winning} wins with its stake.`);
    expect($(el, '[part="rules"]')?.textContent).to.contain('Each P\u00a01.00 staked: a 1 in 5,000 chance');

    el.remove();
    answer = cycleWith(losing);
    const other = await mount('gd-jackpot', { 'jackpot-id': '2' });
    const bad = await waitFor(() => $(other, '[part="check-result"][data-state="done"]'));
    expect(bad.dataset.verified).to.equal('false');
    expect(bad.textContent).to.contain(`By the seed, round ${losing} does not win.`);
  });

  it("lists a won cycle's contributions a page at a time", async () => {
    api.on(jackpots.jackpotCycleDetail, async () => ({ value: await wonDropCycle(2) }));
    const el = await mount('gd-jackpot', { 'jackpot-id': '1' });
    await waitFor(() => $$(el, '[part="contributions"] tbody tr').length === 1);
    expect($(el, '[part="contributions"] tbody td')?.textContent).to.equal('PG:r-1');
    expect($(el, '[part="contributions"] nav')?.textContent).to.contain('Page 1 of 3');
    buttonWithText(el, 'Next').click();
    await waitFor(() => $(el, '[part="contributions"] tbody td')?.textContent === 'PG:r-2');
    const call = api.callsTo(jackpots.jackpotContributions)[1];
    expect([call?.query.get('jackpotId'), call?.query.get('cycle'), call?.query.get('page')]).to.deep.equal([
      '1',
      '2',
      '2',
    ]);
  });

  it('says no win yet while no cycle was won: the seed is revealed when the pot is won', async () => {
    api.on(jackpots.jackpotDetail, () => ({
      value: {
        jackpot: megaPot,
        winners: [],
        totals: { seededMinor: 1_000_000, contributedMinor: 4_000_000, paidMinor: 0 },
      },
    }));
    const el = await mount('gd-jackpot', { 'jackpot-id': '2' });
    const empty = await waitFor(() => $(el, '[part="check"] [part="empty"]'));
    expect(empty.textContent).to.equal('No win yet: the seed is revealed when the pot is won.');
    expect($(el, '[part="winners"]')?.textContent).to.contain('No winner yet.');
    expect(api.callsTo(jackpots.jackpotCycleDetail)).to.have.length(0);
  });

  it('shows a failure with a retry that loads again', async () => {
    let fail = true;
    api.on(jackpots.jackpotList, () =>
      fail ? { code: errors.SERVER_BUSY.code, status: 503 } : { value: list },
    );
    const el = await mount('gd-jackpot');
    const failure = await waitFor(() => $(el, '[part="error"]'));
    expect(failure.getAttribute('role')).to.equal('alert');
    fail = false;
    buttonWithText(el, 'Retry').click();
    await waitFor(() => $$(el, '[part="jackpot"]').length === 2);
    expect(api.callsTo(jackpots.jackpotList)).to.have.length(2);
  });

  it('es: says in Spanish that the pot does not exist', async () => {
    api.on(jackpots.jackpotDetail, () => ({ code: errors.JACKPOT_NOT_FOUND.code, status: 404 }));
    const el = await mount('gd-jackpot', { 'jackpot-id': '9', lang: 'es' });
    const failure = await waitFor(() => $(el, '[part="error"]'));
    expect(failure.textContent).to.contain('No existe ese bote.');
    expect($(el, '#jp-title')?.textContent).to.equal('Botes');
  });

  it('as a banner: the pot, its big live value and its kind, leading to its page', async () => {
    const el = await mount('gd-jackpot', { form: 'banner' });
    const banner = await waitFor(() => $(el, '[part="banner"]'));
    expect(el.hasAttribute('data-empty')).to.equal(false);
    expect(banner.querySelector('.jp-banner__name')?.textContent).to.equal('Daily Drop');
    expect(banner.querySelector('[part="value"]')?.textContent).to.equal('P 1,876.54');
    expect(banner.querySelector('.jp-banner__kind')?.textContent).to.equal('Drops before P\u00a02,000.00');
    await expectAccessible(el, 'banner');
    ($(el, '[part="open"]') as HTMLAnchorElement).click();
    expect(assigned).to.deep.equal(['/jackpots?id=1']);
    const socket = await waitFor(() => FakeSocket.made.findLast((made) => made.readyState === 1));
    socket.push({ type: 'welcome', stream: 's1' });
    await waitFor(() => subs(socket).length === 1);
    socket.push({
      type: 'event',
      topic: 'jackpot:1',
      seq: 5,
      data: { jackpotId: 1, valueMinor: 190_000, cycle: 3, seedHash: 'ab'.repeat(32), lastWin: null },
    });
    await waitFor(() => banner.querySelector('[part="value"]')?.textContent === 'P 1,900.00');
  });

  it('as a banner: keeps the room a page holds for it while the pots load, and gives it up where they are off', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.on(jackpots.jackpotList, async () => {
      await answered;
      return { value: { enabled: false, list: [] } };
    });
    const banner = await mount('gd-jackpot', { form: 'banner' });
    await waitFor(() => api.callsTo(jackpots.jackpotList).length === 1);
    await sleep(50);
    // Not marked empty yet: a page's reserved room stays, so a banner that arrives pushes nothing down.
    expect(banner.hasAttribute('data-empty')).to.equal(false);
    answer();
    await waitFor(() => banner.hasAttribute('data-empty'));
  });

  it('as a pill: the name and live value of the pot asked for', async () => {
    const el = await mount('gd-jackpot', { form: 'compact', 'jackpot-id': '2' });
    const pill = await waitFor(() => $(el, '[part="pill"]'));
    expect(pill.textContent).to.equal('Mega PotP 50,000.00');
    await expectAccessible(el, 'pill');
    pill.click();
    expect(assigned).to.deep.equal(['/jackpots?id=2']);
  });

  it('where jackpots are off: the page says so, the banner and the pill show nothing', async () => {
    list = { enabled: false, list: [] };
    const page = await mount('gd-jackpot');
    const empty = await waitFor(() => $(page, '[part="empty"]'));
    expect(empty.textContent).to.equal('Jackpots are not offered here.');
    const banner = await mount('gd-jackpot', { form: 'banner' });
    const pill = await mount('gd-jackpot', { form: 'compact' });
    await waitFor(() => api.callsTo(jackpots.jackpotList).length === 3);
    await sleep(50);
    expect(textOf(banner)).to.equal('');
    expect(textOf(pill)).to.equal('');
    expect($(banner, 'a')).to.equal(null);
    // Nothing to show: they take no room in the page's layout either.
    expect(banner.hasAttribute('data-empty')).to.equal(true);
    expect(getComputedStyle(pill).display).to.equal('none');
  });

  it('fits a phone at 390 px and lays the cards side by side at 1366 px', async () => {
    api.on(jackpots.jackpotCycleDetail, async () => ({ value: await wonDropCycle(2) }));
    try {
      await setViewport({ width: 390, height: 844 });
      const el = await mount('gd-jackpot');
      await waitFor(() => $$(el, '[part="jackpot"]').length === 2);
      expect(overflowing(el), 'list at 390 px').to.deep.equal([]);
      const [first, second] = $$(el, '[part="jackpot"]').map((card) => card.getBoundingClientRect());
      expect(second!.top).to.be.greaterThan(first!.bottom - 1);
      el.remove();
      const page = await mount('gd-jackpot', { 'jackpot-id': '1' });
      await waitFor(() => $(page, '[part="check-result"][data-state="done"]'));
      await waitFor(() => $$(page, '[part="contributions"] tbody tr').length === 1);
      expect(overflowing(page), 'a pot at 390 px').to.deep.equal([]);
      page.remove();
      const banner = await mount('gd-jackpot', { form: 'banner' });
      await waitFor(() => $(banner, '[part="banner"]'));
      expect(overflowing(banner), 'banner at 390 px').to.deep.equal([]);
      banner.remove();

      await setViewport({ width: 1366, height: 800 });
      const wide = await mount('gd-jackpot');
      await waitFor(() => $$(wide, '[part="jackpot"]').length === 2);
      const [one, two] = $$(wide, '[part="jackpot"]').map((card) => card.getBoundingClientRect());
      expect(two!.top, 'two pots in one row').to.equal(one!.top);
      expect(two!.left).to.be.greaterThan(one!.right);
      expect(overflowing(wide), 'list at 1366 px').to.deep.equal([]);
      wide.remove();
      const widePage = await mount('gd-jackpot', { 'jackpot-id': '1' });
      await waitFor(() => $(widePage, '[part="check-result"][data-state="done"]'));
      expect(overflowing(widePage), 'a pot at 1366 px').to.deep.equal([]);
      const rules = $(widePage, '[part="rules"]')!.getBoundingClientRect();
      const commitment = $(widePage, '[part="commitment"]')!.getBoundingClientRect();
      expect(commitment.left, 'rules and commitment side by side').to.be.greaterThan(rules.right);
    } finally {
      await setViewport({ width: 1366, height: 800 });
    }
  });
});

describe('the Jackpot badge on game cards', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi([
      route(gamesApi.popularGames, () => ({ value: { list: games('PG', 4) } })),
      route(jackpots.jackpotList, () => ({ value: { enabled: true, list: [megaPot] } })),
    ]);
  });
  afterEach(() => {
    for (const el of Array.from(document.body.children)) el.remove();
    api.restore();
  });

  it('marks the cards of games a pot takes, with one list call for every element', async () => {
    const shelf = await mount('gd-game-shelf', { kind: 'popular', count: '4' });
    const other = await mount('gd-game-shelf', { kind: 'popular', count: '4' });
    await waitFor(
      () => $$(shelf, '[part="game-card"]').length === 4 && $$(other, '[part="game-card"]').length === 4,
    );
    const badged = () =>
      $$(shelf, '[part="game-card"]')
        .filter((card) => card.querySelector('[part="game-card-jackpot"]'))
        .map((card) => card.dataset.code);
    await waitFor(() => badged().length > 0);
    expect(badged()).to.deep.equal(['PG-0002']);
    expect($(shelf, '[data-code="PG-0002"] [part="game-card-jackpot"]')?.textContent).to.equal('Jackpot');
    expect($$(other, '[part="game-card-jackpot"]')).to.have.length(1);
    await sleep(100);
    expect(api.callsTo(jackpots.jackpotList)).to.have.length(1);
  });

  it('marks no card where jackpots are off', async () => {
    api.on(jackpots.jackpotList, () => ({ value: { enabled: false, list: [] } }));
    const shelf = await mount('gd-game-shelf', { kind: 'popular', count: '4' });
    await waitFor(() => $$(shelf, '[part="game-card"]').length === 4);
    await waitFor(() => api.callsTo(jackpots.jackpotList).length === 1);
    await sleep(100);
    expect($$(shelf, '[part="game-card-jackpot"]')).to.have.length(0);
  });
});

describe('jackpots on the game page', () => {
  let api: FakeApi;
  const sockets = useFakeSockets();

  function storeGame(code: string, vendorCode: string, gameType?: string): void {
    const stored: StoredGame = {
      url: `${location.origin}/no-such-game/slot?launch=abc`,
      url2: null,
      game: {
        code,
        name: 'Dragon Fortune',
        vendorCode,
        vendorName: 'PG Soft',
        roomId: null,
        ...(gameType ? { gameType } : {}),
      },
      launchedAt: new Date().toISOString(),
      from: null,
    };
    sessionStorage.setItem(STORED_GAME_KEY, JSON.stringify(stored));
  }

  beforeEach(async () => {
    await resetPage();
    sockets.install();
    api = await fakeApi([
      route(jackpots.jackpotList, () => ({ value: { enabled: true, list: [dailyDrop, megaPot] } })),
      route(live.ticket, () => ({ value: { ticket: 'tk-1', expiresInSeconds: 30 } })),
      route(wallet.walletTransfer, () => ({
        value: { isSingle: false, mainBalance: 123_456, sumBalance: 123_456, wallets: [] },
      })),
      route(wallet.balance, () => ({ value: { sumBalance: 123_456 } })),
    ]);
    session.token.value = 'tok-123';
    await session.loadMember();
  });
  afterEach(async () => {
    for (const el of Array.from(document.body.children)) el.remove();
    await sleep(250);
    api.restore();
    sockets.restore();
  });

  it('shows the pots the game feeds, and a win dialog when the member wins one', async () => {
    storeGame('PG-0007', 'PG');
    const el = await mount('gd-game-frame');
    await waitFor(() => $$(el, '[part="game-jackpots"] [part="pill"]').length === 1);
    // PG's games feed the Daily Drop; the Mega Pot takes PG-0002 only.
    expect($(el, '[part="game-jackpots"]')?.textContent).to.equal('Daily DropP 1,876.54');
    expect($(el, '[part="game-jackpots"]')?.getAttribute('aria-label')).to.equal('Jackpots this game feeds');
    await expectAccessible(el, 'game page with its jackpots');

    const socket = await waitFor(() =>
      FakeSocket.made.findLast((made) => made.url.includes('ticket=') && made.readyState === 1),
    );
    socket.push({ type: 'welcome', stream: 's1' });
    await waitFor(() => subs(socket).some((frame) => frame.topic === 'member:jackpot'));
    socket.push({ type: 'snapshot', topic: 'member:jackpot', seq: 1, data: null });
    await sleep(50);
    // No win yet: no dialog open (its code comes when one first opens).
    expect(($(el, '[part="jackpot-win"]') as HTMLDialogElement | null)?.open ?? false).to.equal(false);
    socket.push({
      type: 'event',
      topic: 'member:jackpot',
      seq: 2,
      data: { jackpotId: 1, cycle: 3, amountMinor: 201_355, gameCode: 'PG-0007', roundId: 'PG:r-77' },
    });
    const dialog = (await waitFor(() => {
      const found = $(el, '[part="jackpot-win"]') as HTMLDialogElement | null;
      return found?.open && found;
    })) as HTMLDialogElement;
    expect(dialog.querySelector('.jp-win__text')?.textContent).to.equal(
      'You won the Daily Drop: P\u00a02,013.55',
    );
    expect(dialog.contains(el.shadowRoot?.activeElement ?? null), 'the focus is in the dialog').to.equal(
      true,
    );
    await expectAccessible(el, 'win dialog');
    ($(el, '[part="jackpot-win-close"]') as HTMLButtonElement).click();
    await waitFor(() => !dialog.open);
  });

  it('names a pot made after the game page read the list: it reads the list again, and the pills stay', async () => {
    storeGame('PG-0007', 'PG');
    const el = await mount('gd-game-frame');
    await waitFor(() => $$(el, '[part="game-jackpots"] [part="pill"]').length === 1);
    const socket = await waitFor(() =>
      FakeSocket.made.findLast((made) => made.url.includes('ticket=') && made.readyState === 1),
    );
    socket.push({ type: 'welcome', stream: 's1' });
    await waitFor(() => subs(socket).some((frame) => frame.topic === 'member:jackpot'));
    const sunsetDrop = pot(9, {
      name: 'Sunset Drop',
      eligible: { vendors: [], categories: [], games: ['PG-0007'] },
    });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.on(jackpots.jackpotList, async () => {
      await answered;
      return { value: { enabled: true, list: [dailyDrop, megaPot, sunsetDrop] } };
    });
    socket.push({
      type: 'event',
      topic: 'member:jackpot',
      seq: 1,
      data: { jackpotId: 9, cycle: 1, amountMinor: 10_010, gameCode: 'PG-0007', roundId: 'PG:r-78' },
    });
    await waitFor(() => api.callsTo(jackpots.jackpotList).length === 2);
    // While the list is read again the pots shown stay.
    expect($$(el, '[part="game-jackpots"] [part="pill"]')).to.have.length(1);
    answer();
    await waitFor(
      () =>
        $(el, '[part="jackpot-win"] .jp-win__text')?.textContent === 'You won the Sunset Drop: P\u00a0100.10',
    );
    await waitFor(() => $$(el, '[part="game-jackpots"] [part="pill"]').length === 2);
  });

  it('shows no pot for a game none takes, and the pots of its category', async () => {
    storeGame('JDB-0001', 'JDB');
    const el = await mount('gd-game-frame');
    await waitFor(() => $(el, 'iframe'));
    await waitFor(() => api.callsTo(jackpots.jackpotList).length === 1);
    await sleep(100);
    expect($(el, '[part="game-jackpots"]')).to.equal(null);

    // The same vendor's live table: the Daily Drop takes every live casino game.
    el.remove();
    // Leaving settles the wallets and forgets the stored game: let it finish first.
    await sleep(250);
    storeGame('JDB-0002', 'JDB', 'LIVE');
    const liveTable = await mount('gd-game-frame');
    await waitFor(() => $$(liveTable, '[part="game-jackpots"] [part="pill"]').length === 1);
    expect($(liveTable, '[part="pill"] .jp-pill__name')?.textContent).to.equal('Daily Drop');
  });
});
