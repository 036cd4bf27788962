import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-winners';
import { games } from '../../src/core/contract';
import { REFRESH_MS } from '../../src/features/winners/Winners';
import { watchIntervals, winnerFixture } from './nav-fixtures';
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

const rows = (board: HTMLElement) => $$(board, '[part="row"]');

describe('<gd-winners>', () => {
  let api: FakeApi;
  let intervals: ReturnType<typeof watchIntervals>;
  beforeEach(async () => {
    await resetPage();
    intervals = watchIntervals();
    api = await fakeApi([
      route(games.rankList, (call) => ({
        value: {
          list:
            call.query.get('order') === 'biggest'
              ? [winnerFixture({ account: 'bi***er', winAmount: 990_000, payout: 1_000_000, stake: 10_000 })]
              : [
                  winnerFixture(),
                  winnerFixture({ account: 'pl***r2', gameName: 'Lucky Koi', winAmount: 250 }),
                ],
        },
      })),
    ]);
  });
  afterEach(() => {
    api.restore();
    intervals.restore();
  });

  it('reads the wins only when the visitor scrolls toward the board', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    document.body.append(spacer);
    const board = await mount('gd-winners', { count: '10' });
    await new Promise((done) => setTimeout(done, 300));
    expect(api.callsTo(games.rankList)).to.have.length(0);
    // Waiting, the board does not claim to be loading.
    expect($(board, '[role="status"]')).to.equal(null);
    board.scrollIntoView();
    await waitFor(() => rows(board).length === 2);
    expect(api.callsTo(games.rankList)).to.have.length(1);
    spacer.remove();
  });

  it('lists the latest wins: masked account, game and vendor, amount won and how long ago', async () => {
    const board = await mount('gd-winners', { count: '10' });
    await waitFor(() => rows(board).length === 2);
    const call = api.callsTo(games.rankList)[0];
    expect(call?.query.get('order')).to.equal('latest');
    expect(call?.query.get('count')).to.equal('10');
    const first = rows(board)[0] as HTMLElement;
    expect(first.querySelector('.winner__account')?.textContent).to.equal('de***er');
    expect(first.querySelector('.winner__game')?.textContent).to.equal('Dragon Fortune · PG Soft');
    expect(first.querySelector('.winner__amount')?.textContent).to.equal('won P 115.00');
    expect(first.querySelector('time')?.textContent).to.equal('5 minutes ago');
    expect(rows(board)[1]?.querySelector('.winner__amount')?.textContent).to.equal('won P 2.50');
    await expectAccessible(board);
  });

  it('shows the biggest wins on the other tab', async () => {
    const board = await mount('gd-winners');
    await waitFor(() => rows(board).length === 2);
    const biggest = $$(board, '[role="tab"]').find((tab) => tab.textContent === 'Biggest') as HTMLElement;
    biggest.click();
    await waitFor(() => textOf(board).includes('bi***er'));
    expect(rows(board)).to.have.length(1);
    expect(textOf(board)).to.contain('P 9,900.00');
  });

  it('reads the board again every 30 seconds while it is on screen, not when scrolled away', async () => {
    const board = await mount('gd-winners');
    await waitFor(() => rows(board).length === 2);
    await waitFor(() => intervals.every(REFRESH_MS).length === 1);
    const before = api.callsTo(games.rankList).length;
    api.on(games.rankList, () => ({
      value: {
        list: [winnerFixture({ account: 'ne***ly' }), winnerFixture(), winnerFixture({ account: 'x***y' })],
      },
    }));
    intervals.every(REFRESH_MS)[0]?.run();
    await waitFor(() => rows(board).length === 3);
    expect(api.callsTo(games.rankList)).to.have.length(before + 1);
    // The refresh replaced the list in place: no loading state in between.
    expect($(board, '[role="status"]')).to.equal(null);

    board.style.display = 'block';
    board.style.marginTop = '5000px';
    await waitFor(() => intervals.every(REFRESH_MS).length === 0);
    board.style.marginTop = '0';
    await waitFor(() => intervals.every(REFRESH_MS).length === 1);
  });

  it('keeps the list when a refresh fails, says so when the first read fails, and shows an empty board', async () => {
    const board = await mount('gd-winners');
    await waitFor(() => rows(board).length === 2);
    api.on(games.rankList, () => ({ code: 1, status: 500 }));
    await waitFor(() => intervals.every(REFRESH_MS).length === 1);
    intervals.every(REFRESH_MS)[0]?.run();
    await new Promise((done) => setTimeout(done, 150));
    expect(rows(board)).to.have.length(2);
    board.remove();

    const failed = await mount('gd-winners');
    const failure = await waitFor(() => $(failed, '[part="error"]'));
    api.on(games.rankList, () => ({ value: { list: [] } }));
    (failure.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => $(failed, '[part="empty"]'));
    expect(textOf(failed)).to.contain('No wins yet. Yours could be the first.');
  });
});
