import { expect } from '@esm-bundle/chai';
import { createElement } from 'react';
import '../../src/elements/index';
import { defineElement } from '../../src/elements/define';
import { countColumn, moneyColumn } from '../../src/features/ui/records/columns';
import { type RecordColumn, RecordTable } from '../../src/features/ui/records/RecordTable';
import { RecordTotals } from '../../src/features/ui/records/RecordTotals';
import { recordsStyles } from '../../src/features/ui/records/records.styles';
import { $, $$, type FakeApi, fakeApi, mount, resetPage, waitFor } from './support';

interface Line {
  id: number;
  period: string;
  rounds: number;
  winLoss: number;
}
type Totals = Omit<Line, 'id' | 'period'>;

const columns: RecordColumn<Line, Totals>[] = [
  { header: 'rec_period', rowHeader: true, cell: (line) => line.period },
  countColumn(
    'rec_rounds',
    (line) => line.rounds,
    (totals) => totals.rounds,
  ),
  moneyColumn('rec_win_loss', (line) => line.winLoss, {
    signed: true,
    total: (totals) => totals.winLoss,
    figure: 'winLoss',
  }),
  { header: 'rec_time', time: true, cell: () => '2026-11-20 10:00' },
  { header: 'ag_col_actions', hiddenHeader: true, cellClass: 'ag-actions', cell: () => 'act' },
];

function Sample() {
  return [
    createElement(RecordTotals<Totals>, {
      key: 'totals',
      figures: columns,
      totals: { rounds: 3, winLoss: -1_500 },
      part: 'sample-totals',
    }),
    createElement(RecordTable<Line, Totals>, {
      key: 'table',
      columns,
      rows: [
        { id: 1, period: 'Week 1', rounds: 2, winLoss: 2_000 },
        { id: 2, period: 'Week 2', rounds: 1, winLoss: -3_500 },
      ],
      rowKey: (line) => line.id,
      rowData: (line) => ({ 'data-line-id': line.id }),
      part: 'sample-rows',
      caption: 'Sample lines',
    }),
  ];
}
defineElement('gd-test-record-table', Sample, {
  texts: ['records', 'agent-centre'],
  styles: [recordsStyles],
});

describe('record table', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi();
  });
  afterEach(() => api.restore());

  it('draws headers, cells labelled for narrow screens, row headers and row attributes from its columns', async () => {
    const el = await mount('gd-test-record-table');
    await waitFor(() => $(el, '[part="sample-rows"] tbody tr'));
    const heads = $$(el, '[part="sample-rows"] thead th');
    expect(heads.map((head) => head.textContent)).to.deep.equal([
      'Period',
      'Rounds',
      'Win/loss',
      'Time',
      'Actions',
    ]);
    expect(heads.map((head) => head.className)).to.deep.equal(['', 'rec-num', 'rec-num', '', '']);
    expect(heads[4]?.querySelector('.visually-hidden')).to.not.equal(null);
    expect($(el, '[part="sample-rows"] caption')?.textContent).to.equal('Sample lines');

    const rows = $$(el, '[part="sample-rows"] tbody tr');
    expect(rows.map((row) => row.dataset.lineId)).to.deep.equal(['1', '2']);
    const first = rows[0] as HTMLElement;
    const rowHeader = first.querySelector('th');
    expect(rowHeader?.getAttribute('scope')).to.equal('row');
    expect(rowHeader?.dataset.label).to.equal('Period');
    const cells = Array.from(first.querySelectorAll('td'));
    expect(cells.map((cell) => cell.dataset.label ?? null)).to.deep.equal([
      'Rounds',
      'Win/loss',
      'Time',
      null,
    ]);
    expect(cells.map((cell) => cell.className)).to.deep.equal([
      'rec-num',
      'rec-num',
      'rec-time',
      'ag-actions',
    ]);
    expect(cells[1]?.textContent).to.contain('+');
    expect(rows[1]?.querySelector('.rec-amount--minus')).to.not.equal(null);
  });

  it('shows a totals figure for each column that has one, in column order', async () => {
    const el = await mount('gd-test-record-table');
    const totals = await waitFor(() => $(el, '[part="sample-totals"]'));
    expect($$(el, '[part="sample-totals"] dt').map((term) => term.textContent)).to.deep.equal([
      'Rounds',
      'Win/loss',
    ]);
    expect($(el, '[part="sample-totals"] [data-figure="winLoss"] .rec-amount--minus')).to.not.equal(null);
    expect(totals.textContent).to.contain('3');
  });
});
