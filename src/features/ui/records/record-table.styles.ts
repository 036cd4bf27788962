/** Record tables and their totals row; on a narrow screen each row becomes a labelled card. */
export const recordTableStyles = /* css */ `
.rec-totals {
  display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 8px; margin: 0;
}
.rec-totals > div {
  background: var(--_surface-3); border: 1px solid var(--_border); border-radius: var(--_radius-sm); padding: 10px 12px;
}
.rec-totals dt { font-size: 12.5px; color: var(--_text-muted); }
.rec-totals dd { margin: 4px 0 0; font-weight: 750; font-size: 16px; font-variant-numeric: tabular-nums; }
.rec-table { width: 100%; border-collapse: collapse; font-size: 13.5px; }
.rec-table th {
  position: sticky; top: 0; z-index: 1; background: var(--_surface-3); color: var(--_text-muted);
  text-align: start; font-weight: 650; font-size: 12.5px; padding: 9px 10px; white-space: nowrap;
}
.rec-table td { padding: 9px 10px; border-top: 1px solid var(--_border); vertical-align: top; }
.rec-table tbody th {
  position: static; background: none; color: var(--_text); font-size: 13.5px; font-weight: 650;
  border-top: 1px solid var(--_border); white-space: normal;
}
.rec-table .rec-num { text-align: end; white-space: nowrap; font-variant-numeric: tabular-nums; }
.rec-table .rec-time { min-width: 9.5em; }
@media (max-width: 720px) {
  .rec-table thead { display: none; }
  .rec-table, .rec-table tbody, .rec-table tr, .rec-table td, .rec-table tbody th { display: block; }
  .rec-table tbody th { padding: 0 0 4px; border: 0; }
  .rec-table tr { padding: 8px 10px; border-top: 1px solid var(--_border); }
  .rec-table tr:first-child { border-top: 0; }
  .rec-table td {
    display: flex; justify-content: space-between; gap: 12px; padding: 3px 0; border: 0; text-align: end;
  }
  .rec-table td::before { content: attr(data-label); color: var(--_text-muted); text-align: start; }
  .rec-table .rec-num { text-align: end; }
}
`;
