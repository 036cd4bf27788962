import { Money } from './money';
import type { RecordColumn } from './RecordTable';

/**
 * An amount column; with `total`, the totals row shows that figure of the totals. Signed
 * amounts are coloured as a win or a loss.
 */
export function moneyColumn<Row, Totals = never>(
  header: string,
  amount: (row: Row) => number,
  {
    signed = false,
    total,
    figure,
  }: { signed?: boolean; total?: (totals: Totals) => number; figure?: string } = {},
): RecordColumn<Row, Totals> {
  return {
    header,
    align: 'end',
    cell: (row) => <Money minor={amount(row)} signed={signed} />,
    total: total && ((totals) => <Money minor={total(totals)} signed={signed} />),
    figure,
  };
}

/** A count column (rounds); with `total`, the totals row shows that count of the totals. */
export function countColumn<Row, Totals = never>(
  header: string,
  count: (row: Row) => number,
  total?: (totals: Totals) => number,
): RecordColumn<Row, Totals> {
  return { header, align: 'end', cell: count, total: total && ((totals) => total(totals)) };
}
