import type { ReactNode } from 'react';
import { type Translate, useT } from '../use-t';

/** One column of a record table, declared as data. */
export interface RecordColumn<Row, Totals = never> {
  /** Text key of the header; narrow screens also show it beside each cell. */
  header: string;
  /** The header shown to screen readers only (a column of row actions). */
  hiddenHeader?: boolean;
  cell: (row: Row, t: Translate) => ReactNode;
  /** 'end' for amounts and counts: aligned to the end, in tabular figures. */
  align?: 'start' | 'end';
  /** A date and time, kept wide enough not to wrap. */
  time?: boolean;
  /** The cell naming its row, read out as the row's header. */
  rowHeader?: boolean;
  /** Class of the cells beyond alignment, for cells that are not a labelled figure (row actions). */
  cellClass?: string;
  /** This column's figure in the totals row. */
  total?: (totals: Totals) => ReactNode;
  /** `data-figure` of that total, for pages whose tests and themes name it. */
  figure?: string;
}

/** Attributes of a row, e.g. `data-id`, so tests and themes can find it. */
export type RowData = Record<`data-${string}`, string | number | undefined>;

function cellClass<Row, Totals>(column: RecordColumn<Row, Totals>): string | undefined {
  const classes = [column.align === 'end' && 'rec-num', column.time && 'rec-time', column.cellClass];
  return classes.filter(Boolean).join(' ') || undefined;
}

/**
 * Rows under a header of columns; on a narrow screen each row becomes a card whose cells
 * carry their header as a label.
 */
export function RecordTable<Row, Totals>({
  columns,
  rows,
  rowKey,
  rowData,
  part,
  caption,
}: {
  columns: RecordColumn<Row, Totals>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  rowData?: (row: Row) => RowData;
  part?: string;
  /** Accessible name of the table, read out but not shown. */
  caption?: string;
}) {
  const t = useT();
  return (
    <table className="rec-table" part={part}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.align === 'end' ? 'rec-num' : undefined}>
              {column.hiddenHeader ? (
                <span className="visually-hidden">{t(column.header)}</span>
              ) : (
                t(column.header)
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowData?.(row)}>
            {columns.map((column) => {
              const label = column.hiddenHeader ? undefined : t(column.header);
              return column.rowHeader ? (
                <th key={column.header} scope="row" data-label={label} className={cellClass(column)}>
                  {column.cell(row, t)}
                </th>
              ) : (
                <td key={column.header} data-label={label} className={cellClass(column)}>
                  {column.cell(row, t)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
