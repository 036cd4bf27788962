import { recordTableStyles } from '../../ui/records/record-table.styles';
import { scrollListStyles } from '../lists/scroll-list.styles';

/** Betting record, account record and profit and loss: filters, totals, scrolling tables, the chart. */
export const recordsStyles = /* css */ `
.rec-filters { display: flex; flex-direction: column; gap: 10px; }
.rec-filters__fields { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 10px 12px; }
.rec-filters input[type='date'] {
  flex: 1; min-width: 0; background: transparent; border: 0; color: inherit; padding: 10px 0; color-scheme: dark;
}
:host([theme='light']) .rec-filters input[type='date'] { color-scheme: light; }
.rec-quick { display: flex; flex-wrap: wrap; gap: 6px; }
.rec-chip {
  all: unset; cursor: pointer; padding: 5px 12px; border-radius: 999px; font-size: 13px; font-weight: 600;
  border: 1px solid var(--_border); color: var(--_text-muted);
}
.rec-chip:hover { color: var(--_text); }
.rec-chip:focus-visible { box-shadow: var(--_focus); }
.rec-chip[aria-pressed='true'] { background: var(--_accent); color: var(--_accent-text); border-color: var(--_accent); }
${scrollListStyles}
${recordTableStyles}
.rec-amount--plus { color: var(--_success); }
.rec-amount--minus { color: var(--_danger); }
.rec-status {
  display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 650;
  background: var(--_surface-3); border: 1px solid var(--_border); white-space: nowrap;
}
.rec-status--settled { color: var(--_success); }
.rec-status--open { color: var(--_warning); }
.rec-type { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; }
.rec-status--pending { color: var(--_warning); }
.rec-status--paid, .rec-status--completed { color: var(--_success); }
.rec-status--failed { color: var(--_danger); }
.rec-status--expired { color: var(--_text-muted); }
/* An order amount that has not moved on the wallet; a lapsed order's is struck through. */
.rec-amount--ordered { color: var(--_text-muted); }
tr[data-state='failed'] .rec-amount--ordered, tr[data-state='expired'] .rec-amount--ordered {
  text-decoration: line-through;
}
.rec-chart { display: block; width: 100%; height: auto; }
.rec-chart__axis { stroke: var(--_border-strong); stroke-width: 1; }
.rec-chart__grid { stroke: var(--_border); stroke-width: 1; stroke-dasharray: 3 4; }
.rec-chart__label { fill: var(--_text-muted); font-size: 11px; }
.rec-chart__bar--plus { fill: var(--_success); }
.rec-chart__bar--minus { fill: var(--_danger); }
.rec-chart__bar:hover, .rec-chart__bar:focus-visible { opacity: 0.8; outline: none; stroke: var(--_text); }
.rec-legend { display: flex; gap: 16px; font-size: 12.5px; color: var(--_text-muted); }
.rec-legend span::before {
  content: ''; display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-inline-end: 6px;
}
.rec-legend .plus::before { background: var(--_success); }
.rec-legend .minus::before { background: var(--_danger); }
`;
