import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/elements/gd-tournaments';
import '../../src/elements/gd-game-shelf';
import { session } from '../../src/core';
import { errors, games as gamesApi, live, tournaments } from '../../src/core/contract';
import type {
  BoardLine,
  Standing,
  Tournament,
  TournamentBoardData,
} from '../../src/core/contract/tournaments';
import { navigationFallback } from '../../src/elements/define';
import { FakeSocket, useFakeSockets } from './fake-socket';
import { gameFixture, games } from './nav-fixtures';
import {
  $,
  $$,
  buttonWithText,
  expectAccessible,
  type FakeApi,
  fakeApi,
  mount,
  resetPage,
  route,
  sleep,
  textOf,
  waitFor,
} from './support';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const line = (rank: number, account: string, score: number, me?: boolean): BoardLine =>
  me ? { rank, account, score, me } : { rank, account, score };

function tournament(tournamentId: number, status: Tournament['status'], overrides: Partial<Tournament> = {}) {
  const base: Tournament = {
    tournamentId,
    code: `T${tournamentId}`,
    name: `Race ${tournamentId}`,
    art: null,
    status,
    startsAt: status === 'upcoming' ? at(5 * HOUR) : at(-5 * HOUR),
    endsAt: status === 'finished' ? at(-HOUR) : at(26 * HOUR),
    recurrence: 'none',
    scoring: 'total_stake',
    entry: 'automatic',
    prizePoolMinor: 100_000,
    prizePoints: 0,
    entrants: 42,
    eligible: { vendors: [], categories: [], games: [] },
    winners: [],
  };
  return { ...base, ...overrides };
}

const running = tournament(1, 'running', {
  name: 'Weekend slot race',
  scoring: 'win_ratio_sum',
  eligible: { vendors: [], categories: [], games: ['PG-0002'] },
});
const upcoming = tournament(2, 'upcoming', {
  name: 'Monday sprint',
  entry: 'opt_in',
  eligible: { vendors: ['PG'], categories: [], games: [] },
});
const finished = tournament(3, 'finished', {
  name: 'Last week cup',
  winners: [line(1, 'ab***yz', 90_000), line(2, 'cd***wx', 80_000), line(3, 'ef***uv', 70_000)],
});

const top20 = (first: string[] = []) =>
  Array.from({ length: 20 }, (_, index) =>
    line(index + 1, first[index] ?? `pl***${String(index + 1).padStart(2, '0')}`, (30 - index) * 10_000),
  );

function standing(overrides: Partial<Standing> = {}): Standing {
  const around = Array.from({ length: 11 }, (_, index) =>
    line(20 + index, index === 5 ? 'de***er' : `nb***${index}`, 200_000 - index * 1_000, index === 5),
  );
  return {
    tournamentId: 1,
    entered: true,
    eligible: true,
    me: line(25, 'de***er', 195_000, true),
    around,
    prize: null,
    ...overrides,
  };
}

function detail(overrides: Partial<ReturnType<typeof detailBase>> = {}) {
  return { ...detailBase(), ...overrides };
}
function detailBase() {
  return {
    tournament: running,
    minStakeMinor: 500,
    maxRounds: 300,
    prizes: [
      { fromRank: 1, toRank: 1, kind: 'money' as const, amount: 50_000 },
      { fromRank: 2, toRank: 3, kind: 'money' as const, amount: 20_000 },
      { fromRank: 4, toRank: 10, kind: 'points' as const, amount: 500 },
    ],
    games: [gameFixture('PG-0002')],
    gamesTotal: 3,
    lottery: true,
    board: top20(),
  };
}

const rows = (el: HTMLElement, part: string) =>
  $$(el, `[part="${part}"] tbody tr`).map((row) => row.textContent ?? '');
const accounts = (el: HTMLElement, part: string) =>
  $$(el, `[part="${part}"] tbody tr td:nth-child(2)`).map((cell) => cell.firstChild?.textContent ?? '');

async function signIn(): Promise<void> {
  session.token.value = 'tok-123';
  await session.loadMember();
}

/** The page's live socket that carries a ticket (a member's topics), once it is made. */
const memberSocket = () =>
  waitFor(() =>
    FakeSocket.made.findLast((socket) => socket.url.includes('ticket=') && socket.readyState === 1),
  );

const subs = (socket: FakeSocket) =>
  (socket.sent as { type: string; topic: string; after?: number }[]).filter((frame) => frame.type === 'sub');

describe('<gd-tournaments>', () => {
  let api: FakeApi;
  let list: Tournament[];
  let mine: Standing[];
  let assigned: string[];
  const sockets = useFakeSockets();

  beforeEach(async () => {
    await resetPage();
    sockets.install();
    list = [running, upcoming, finished];
    mine = [standing(), standing({ tournamentId: 2, entered: false, me: null, around: [] })];
    api = await fakeApi([
      route(tournaments.tournamentList, () => ({ value: { list } })),
      route(tournaments.myTournaments, () => ({ value: { list: mine } })),
      route(tournaments.tournamentDetail, () => ({ value: detail() })),
      route(tournaments.tournamentStanding, () => ({ value: standing() })),
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

  it('shows a visitor the running, upcoming and finished tournaments and a sign-in button', async () => {
    const el = await mount('gd-tournaments');
    await waitFor(() => $$(el, '[part="tournament"]').length === 3);
    const [first, second, third] = $$(el, '[part="tournament"]');
    expect($$(el, '.tn-section__title').map((h) => h.textContent)).to.deep.equal([
      'Running now',
      'Coming up',
      'Finished',
    ]);
    expect(first?.textContent).to.contain('Weekend slot race');
    expect(first?.textContent).to.contain('Ends in');
    expect(first?.querySelector('[part="countdown"] strong')?.textContent).to.match(/^1 d 0[12]:\d\d:\d\d$/);
    expect(first?.textContent).to.contain('P 1,000.00');
    expect(first?.textContent).to.contain('42');
    expect(second?.textContent).to.contain('Starts in');
    expect(third?.querySelectorAll('[part="winners"] li')).to.have.length(3);
    expect(third?.textContent).to.contain('ab***yz');
    // Nothing of a member's: no rank, no opt-in, no call of theirs.
    expect(textOf(el)).not.to.contain('My rank');
    expect($(el, '[part="opt-in"]')).to.equal(null);
    expect(api.callsTo(tournaments.myTournaments)).to.have.length(0);
    await expectAccessible(el, 'list for a visitor');

    ($(el, '[part="sign-in"]') as HTMLButtonElement).click();
    await waitFor(() => session.loginPopup.value.open);
  });

  it('shows a member their rank on the running ones and opts in to an upcoming one', async () => {
    await signIn();
    api.on(tournaments.joinTournament, (call) => ({
      value: standing({ tournamentId: Number(call.body?.tournamentId), me: null, around: [] }),
    }));
    const el = await mount('gd-tournaments');
    await waitFor(() => $$(el, '[part="tournament"]').length === 3);
    const [first, second] = $$(el, '[part="tournament"]');
    expect(first?.textContent).to.contain('My rank#25');
    expect(first?.textContent).to.contain("You're in");
    const optIn = second?.querySelector('[part="opt-in"]') as HTMLButtonElement;
    expect(optIn.getAttribute('aria-label')).to.equal('Opt in: Monday sprint');
    await expectAccessible(el, 'list for a member');
    optIn.click();
    await waitFor(() => second?.querySelector('[part="joined"]'));
    expect(api.callsTo(tournaments.joinTournament)[0]?.body).to.deep.equal({ tournamentId: 2 });
    expect(second?.querySelector('[part="opt-in"]')).to.equal(null);
  });

  it('says so when there is no tournament', async () => {
    list = [tournament(9, 'cancelled')];
    const el = await mount('gd-tournaments');
    const empty = await waitFor(() => $(el, '[part="empty"]'));
    expect(empty.textContent).to.equal('No tournaments right now. Come back soon.');
    expect($$(el, '[part="tournament"]')).to.have.length(0);
  });

  it('shows placeholders while loading, then a failure with a retry that loads again', async () => {
    let release: () => void = () => {};
    let fail = true;
    api.on(tournaments.tournamentList, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return fail ? { code: errors.SERVER_BUSY.code, status: 503 } : { value: { list } };
    });
    const el = await mount('gd-tournaments');
    await waitFor(() => $$(el, '.tn-skeleton__card').length === 3);
    release();
    const failure = await waitFor(() => $(el, '[part="error"]'));
    expect(failure.getAttribute('role')).to.equal('alert');
    fail = false;
    buttonWithText(el, 'Retry').click();
    await waitFor(() => $$(el, '.tn-skeleton__card').length === 3);
    release();
    await waitFor(() => $$(el, '[part="tournament"]').length === 3);
    expect(api.callsTo(tournaments.tournamentList)).to.have.length(2);
  });

  it('opens a tournament from the list with Enter and comes back to its card', async () => {
    const el = await mount('gd-tournaments');
    await waitFor(() => $$(el, '[part="tournament"]').length === 3);
    ($(el, '[data-tournament-id="1"] .tn-card__open') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Enter' });
    const title = await waitFor(() => $(el, '.tn-detail__title'));
    expect(title.textContent).to.equal('Weekend slot race');
    expect(el.shadowRoot?.activeElement).to.equal(title);
    expect(api.callsTo(tournaments.tournamentDetail)[0]?.query.get('tournamentId')).to.equal('1');
    await sendKeys({ press: 'Shift+Tab' });
    expect(el.shadowRoot?.activeElement).to.equal($(el, '[part="back"]'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => el.shadowRoot?.activeElement === $(el, '[data-tournament-id="1"] .tn-card__open'));
  });

  it('shows a tournament: rules in plain words, games, prizes, the top 20 and my rank with five above and below', async () => {
    await signIn();
    const el = await mount('gd-tournaments', { 'tournament-id': '1' });
    await waitFor(() => rows(el, 'board').length === 20 && rows(el, 'around').length === 11);
    const rules = $$(el, '[part="rules"] li').map((li) => li.textContent);
    expect(rules[0]).to.contain('Each counted round adds its win divided by its stake');
    expect(rules).to.include('A round counts when its stake is at least P 5.00.');
    expect(rules).to.include('Only your first 300 counted rounds score.');
    expect(rules).to.include('Every eligible player takes part from the start, no need to opt in.');
    expect(rules.some((rule) => /^From .+ to .+\.$/.test(rule ?? ''))).to.equal(true);
    expect($(el, '[part="lottery"]')?.textContent).to.equal('Also counts: lottery bets.');
    expect($$(el, '[part="games"] [part="game-card"]')).to.have.length(1);
    expect($(el, '[part="games"]')?.textContent).to.contain('And 2 more games.');
    const prizes = $$(el, '[part="prizes"] tbody tr').map((row) => row.textContent);
    expect(prizes).to.deep.equal(['#1P 500.00', '#2–#3P 200.00', '#4–#10500 points']);
    // Ratio scores are fixed point: 300,000 is ×30.00.
    expect(rows(el, 'board')[0]).to.equal('#1pl***01×30.00');
    // My rank, and my line among the ten around it, marked.
    expect($(el, '.tn-mine__rank')?.textContent).to.equal('#25 · ×19.50');
    const mineRows = $$(el, '[part="around"] tr.is-me');
    expect(mineRows).to.have.length(1);
    expect(mineRows[0]?.getAttribute('aria-current')).to.equal('true');
    expect(mineRows[0]?.textContent).to.contain('de***er (you)');
    expect(accounts(el, 'around').indexOf('de***er')).to.equal(5);
    await expectAccessible(el, 'a tournament for a member');
  });

  it('moves the board and my rank live, without any call, and resumes after a dropped connection', async () => {
    await signIn();
    const el = await mount('gd-tournaments', { 'tournament-id': '1' });
    await waitFor(() => rows(el, 'board').length === 20);
    const socket = await memberSocket();
    socket.push({ type: 'welcome', stream: 's1' });
    await waitFor(() => subs(socket).length === 2);
    expect(subs(socket).map((frame) => frame.topic)).to.have.members(['tournament:1', 'standing:1']);
    const callsBefore = api.calls.length;
    // Other parts of the page may call (a balance refresh, say); the board itself never asks.
    const tournamentCallsSince = () =>
      api.calls.slice(callsBefore).filter((call) => call.path.includes('Tournament'));

    const board = (first: string[], entrants = 42): TournamentBoardData => ({
      tournamentId: 1,
      status: 'running',
      entrants,
      board: top20(first),
    });
    socket.push({ type: 'snapshot', topic: 'tournament:1', seq: 1, data: board(['aa***01', 'bb***02']) });
    await waitFor(() => accounts(el, 'board')[0] === 'aa***01');
    socket.push({ type: 'event', topic: 'tournament:1', seq: 2, data: board(['bb***02', 'aa***01'], 43) });
    await waitFor(() => accounts(el, 'board')[0] === 'bb***02');
    expect(accounts(el, 'board')[1]).to.equal('aa***01');
    expect($(el, '.tn-facts')?.textContent).to.contain('43');
    socket.push({
      type: 'snapshot',
      topic: 'standing:1',
      seq: 7,
      data: standing({ me: line(3, 'de***er', 250_000, true), around: [line(3, 'de***er', 250_000, true)] }),
    });
    await waitFor(() => $(el, '.tn-mine__rank')?.textContent === '#3 · ×25.00');
    expect(tournamentCallsSince()).to.deep.equal([]);

    // The connection drops; the page's one channel comes back and asks for what came after what it holds.
    socket.close(1006);
    const again = await waitFor(
      () => FakeSocket.made.findLast((made) => made !== socket && made.url.includes('ticket=')),
      5000,
    );
    await waitFor(() => again.readyState === 1);
    again.push({ type: 'welcome', stream: 's1' });
    await waitFor(() => subs(again).length === 2);
    expect(subs(again)).to.deep.include({ type: 'sub', topic: 'tournament:1', after: 2 });
    expect(subs(again)).to.deep.include({ type: 'sub', topic: 'standing:1', after: 7 });
    // A missed push arrives after the resume: the element shows it.
    again.push({ type: 'event', topic: 'tournament:1', seq: 3, data: board(['cc***03', 'bb***02']) });
    await waitFor(() => accounts(el, 'board')[0] === 'cc***03');
    expect(api.callsTo(tournaments.tournamentDetail)).to.have.length(1);
    expect(api.callsTo(tournaments.tournamentStanding)).to.have.length(1);
  });

  it('starts over from a fresh snapshot when the channel comes back on another stream', async () => {
    const el = await mount('gd-tournaments', { 'tournament-id': '1' });
    await waitFor(() => rows(el, 'board').length === 20);
    const socket = await waitFor(() => FakeSocket.made.findLast((made) => made.readyState === 1));
    expect(socket.url).not.to.contain('ticket=');
    socket.push({ type: 'welcome', stream: 's1' });
    await waitFor(() => subs(socket).length === 1);
    socket.push({
      type: 'snapshot',
      topic: 'tournament:1',
      seq: 4,
      data: { tournamentId: 1, status: 'running', entrants: 42, board: top20(['aa***01']) },
    });
    await waitFor(() => accounts(el, 'board')[0] === 'aa***01');
    socket.close(1006);
    const again = await waitFor(() => FakeSocket.made.findLast((made) => made !== socket), 5000);
    await waitFor(() => again.readyState === 1);
    again.push({ type: 'welcome', stream: 's2' });
    await waitFor(() => subs(again).length === 1);
    expect(subs(again)[0]).to.deep.equal({ type: 'sub', topic: 'tournament:1' });
    again.push({
      type: 'snapshot',
      topic: 'tournament:1',
      seq: 1,
      data: { tournamentId: 1, status: 'finished', entrants: 42, board: top20(['zz***26']) },
    });
    await waitFor(() => accounts(el, 'board')[0] === 'zz***26');
    expect($(el, '[part="status"]')?.textContent).to.equal('Finished');
  });

  it('opts in to an opt-in tournament from its page and shows the standing', async () => {
    await signIn();
    const optInRace = tournament(1, 'running', { entry: 'opt_in', name: 'Opt-in race' });
    api.on(tournaments.tournamentDetail, () => ({ value: detail({ tournament: optInRace }) }));
    api.on(tournaments.tournamentStanding, () => ({
      value: standing({ entered: false, me: null, around: [] }),
    }));
    api.on(tournaments.joinTournament, () => ({ value: standing({ me: null, around: [] }) }));
    const el = await mount('gd-tournaments', { 'tournament-id': '1' });
    const optIn = (await waitFor(() => $(el, '[part="my-rank"] [part="opt-in"]'))) as HTMLButtonElement;
    expect($(el, '[part="rules"]')?.textContent).to.contain('Opt in first');
    optIn.click();
    await waitFor(() => $(el, '[part="my-rank"] [part="joined"]'));
    expect(api.callsTo(tournaments.joinTournament)[0]?.body).to.deep.equal({ tournamentId: 1 });
    expect($(el, '[part="my-rank"]')?.textContent).to.contain('No score yet');
  });

  it('says when my rank could not be read, and reads it again on retry', async () => {
    await signIn();
    let fail = true;
    api.on(tournaments.tournamentStanding, () =>
      fail ? { code: errors.SERVER_BUSY.code, status: 503 } : { value: standing() },
    );
    const el = await mount('gd-tournaments', { 'tournament-id': '1' });
    const failure = await waitFor(() => $(el, '[part="my-rank"] [part="error"]'));
    expect(failure.getAttribute('role')).to.equal('alert');
    expect(rows(el, 'board')).to.have.length(20);
    fail = false;
    (failure.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => rows(el, 'around').length === 11);
    expect($(el, '[part="my-rank"] [part="error"]')).to.equal(null);
  });

  it('says why a demo account cannot take part, and shows a refused opt-in', async () => {
    await signIn();
    api.on(tournaments.tournamentStanding, () => ({
      value: standing({ eligible: false, entered: false, me: null, around: [] }),
    }));
    const el = await mount('gd-tournaments', { 'tournament-id': '1' });
    const note = await waitFor(() => $(el, '[part="not-eligible"]'));
    expect(note.textContent).to.equal('Demo accounts and paused accounts cannot take part in tournaments.');
    expect($(el, '[part="opt-in"]')).to.equal(null);

    // The list's opt-in refused by the server: the reason shows.
    el.remove();
    api.on(tournaments.joinTournament, () => ({
      code: errors.TOURNAMENT_NOT_OPEN.code,
      status: 409,
      value: null,
    }));
    const listed = await mount('gd-tournaments');
    const optIn = (await waitFor(() =>
      $(listed, '[data-tournament-id="2"] [part="opt-in"]'),
    )) as HTMLButtonElement;
    optIn.click();
    const alert = await waitFor(() => $(listed, '[data-tournament-id="2"] [role="alert"]'));
    expect(alert.textContent).to.equal('This tournament cannot be joined now.');
  });

  it('after the end shows the final rank and the prize paid with its reference', async () => {
    await signIn();
    api.on(tournaments.tournamentDetail, () => ({
      value: detail({ tournament: { ...finished, tournamentId: 1 }, board: finished.winners }),
    }));
    api.on(tournaments.tournamentStanding, () => ({
      value: standing({
        me: line(2, 'de***er', 80_000, true),
        around: [line(1, 'ab***yz', 90_000), line(2, 'de***er', 80_000, true)],
        prize: { kind: 'money', amount: 20_000, reference: 'TP-000123' },
      }),
    }));
    const el = await mount('gd-tournaments', { 'tournament-id': '1' });
    const prize = await waitFor(() => $(el, '[part="prize"]'));
    expect(prize.textContent).to.equal('Prize paid: P 200.00, reference TP-000123 in your account records.');
    expect($(el, '#tn-mine')?.textContent).to.equal('My final rank');
    expect($(el, '.tn-mine__rank')?.textContent).to.equal('#2 · P 800.00');
    expect($(el, '[part="countdown"]')).to.equal(null);
    expect($(el, '[part="opt-in"]')).to.equal(null);
  });

  it('fits a phone at 390 px and lays the cards side by side at 1366 px', async () => {
    /** Whatever of the element's shadow tree reaches past the window's right edge. */
    const overflowing = (el: HTMLElement) =>
      Array.from(el.shadowRoot?.querySelectorAll<HTMLElement>('*') ?? [])
        .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 1)
        .map((node) => node.className || node.localName);
    await signIn();
    try {
      await setViewport({ width: 390, height: 844 });
      const el = await mount('gd-tournaments');
      await waitFor(() => $$(el, '[part="tournament"]').length === 3);
      expect(overflowing(el), 'list at 390 px').to.deep.equal([]);
      const [first, second] = $$(el, '[part="tournament"]');
      expect(second!.getBoundingClientRect().top).to.be.greaterThan(
        first!.getBoundingClientRect().bottom - 1,
      );
      ($(el, '[data-tournament-id="1"] .tn-card__open') as HTMLButtonElement).click();
      await waitFor(() => rows(el, 'board').length === 20 && rows(el, 'around').length === 11);
      await waitFor(() => $(el, '[part="game-card"] img'));
      expect(overflowing(el), 'a tournament at 390 px').to.deep.equal([]);
      el.remove();

      await setViewport({ width: 1366, height: 800 });
      list = [running, tournament(4, 'running', { name: 'Live casino race' }), upcoming, finished];
      const wide = await mount('gd-tournaments');
      await waitFor(() => $$(wide, '[part="tournament"]').length === 4);
      const [one, two] = $$(wide, '[part="tournament"]').map((card) => card.getBoundingClientRect());
      expect(two!.top, 'two running tournaments in one row').to.equal(one!.top);
      expect(two!.left).to.be.greaterThan(one!.right);
      expect(overflowing(wide), 'list at 1366 px').to.deep.equal([]);
    } finally {
      await setViewport({ width: 1366, height: 800 });
    }
  });

  it('es: speaks to the member formally', async () => {
    const el = await mount('gd-tournaments', { lang: 'es' });
    await waitFor(() => $$(el, '[part="tournament"]').length === 3);
    expect($(el, '[part="sign-in"]')?.textContent).to.equal('Iniciar sesión para participar');
    expect(textOf(el)).to.contain('Inicie sesión para participar');
  });

  it('as a home shelf: only the running ones, each leading to its page', async () => {
    const el = await mount('gd-tournaments', { view: 'shelf' });
    await waitFor(() => $$(el, '[part="tournament"]').length === 1);
    expect($(el, '[part="tournament"]')?.textContent).to.contain('Weekend slot race');
    ($(el, '[part="tournament"] a') as HTMLAnchorElement).click();
    expect(assigned).to.deep.equal(['/tournaments?id=1']);
    ($(el, '[part="see-all"]') as HTMLAnchorElement).click();
    expect(assigned).to.deep.equal(['/tournaments?id=1', '/tournaments']);
    await expectAccessible(el, 'shelf');

    // Nothing running: no shelf at all on the home page.
    el.remove();
    list = [upcoming, finished];
    const none = await mount('gd-tournaments', { view: 'shelf' });
    await waitFor(() => api.callsTo(tournaments.tournamentList).length === 2);
    await sleep(50);
    expect($(none, '[part="tournaments-shelf"]')).to.equal(null);
  });
});

describe('the Tournament badge on game cards', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi([
      route(gamesApi.popularGames, () => ({ value: { list: games('PG', 4) } })),
      route(tournaments.tournamentList, () => ({
        value: {
          list: [
            running,
            // Not started yet, and finished: neither marks a card.
            upcoming,
            tournament(3, 'finished', { eligible: { vendors: ['PG'], categories: [], games: [] } }),
          ],
        },
      })),
    ]);
  });
  afterEach(() => api.restore());

  it('marks the cards a running tournament counts, with one list call for every element', async () => {
    const shelf = await mount('gd-game-shelf', { kind: 'popular', count: '4' });
    const other = await mount('gd-game-shelf', { kind: 'popular', count: '4' });
    await waitFor(
      () => $$(shelf, '[part="game-card"]').length === 4 && $$(other, '[part="game-card"]').length === 4,
    );
    const badged = () =>
      $$(shelf, '[part="game-card"]')
        .filter((card) => card.querySelector('[part="game-card-tournament"]'))
        .map((card) => card.dataset.code);
    await waitFor(() => badged().length > 0);
    expect(badged()).to.deep.equal(['PG-0002']);
    expect($(shelf, '[data-code="PG-0002"] [part="game-card-tournament"]')?.textContent).to.equal(
      'Tournament',
    );
    expect($$(other, '[part="game-card-tournament"]')).to.have.length(1);
    await sleep(100);
    expect(api.callsTo(tournaments.tournamentList)).to.have.length(1);
  });
});
