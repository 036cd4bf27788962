import { useT } from '../use-t';
import type { RecordColumn } from './RecordTable';

/** A figure of the totals row: a column's total, or one that has no column (the count of rounds). */
export type TotalFigure<Totals> = Pick<RecordColumn<unknown, Totals>, 'header' | 'total' | 'figure'>;

/** The totals of the whole filter above a record table, one figure per column that has a total. */
export function RecordTotals<Totals>({
  figures,
  totals,
  part,
}: {
  figures: TotalFigure<Totals>[];
  totals: Totals;
  part: string;
}) {
  const t = useT();
  return (
    <dl className="rec-totals" part={part}>
      {figures.map(
        ({ header, total, figure }) =>
          total && (
            <div key={header}>
              <dt>{t(header)}</dt>
              <dd data-figure={figure}>{total(totals)}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
