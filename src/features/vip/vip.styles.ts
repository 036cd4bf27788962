import { pageFrameStyles } from '../ui/page-frame.styles';
import { recordTableStyles } from '../ui/records/record-table.styles';

/** <gd-vip> CSS: the member's level and progress bars, the benefits table (sideways on phones), the history. */
export const vipStyles = /* css */ `${pageFrameStyles('vip')}
.vip-status {
  display: grid; grid-template-columns: minmax(0, 260px) minmax(0, 1fr); gap: 18px 28px; align-items: start;
  background: linear-gradient(135deg, color-mix(in srgb, var(--_gold) 14%, var(--_surface)) 0%, var(--_surface) 65%);
}
.vip-status__level { display: flex; align-items: center; gap: 14px; }
.vip-status__level > div { display: flex; flex-direction: column; }
.vip-status__badge {
  display: grid; place-items: center; width: 56px; height: 56px; border-radius: 50%; flex: none;
  background: color-mix(in srgb, var(--_gold) 20%, transparent); color: var(--_gold);
}
.vip-status__caption { font-size: 12.5px; color: var(--_text-muted); }
.vip-status__name { font-size: 24px; line-height: 1.2; color: var(--_gold); }
.vip-status__rank { font-size: 13px; color: var(--_text-muted); }
.vip-status__next { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.vip-status__next-title { margin: 0; font-size: 15px; }
.vip-status__period, .vip-status__service { margin: 0; font-size: 13px; color: var(--_text-muted); }
.vip-status__service { grid-column: 1 / -1; color: var(--_gold); font-weight: 650; }
.vip-status__top { margin: 0; align-self: center; font-weight: 650; }
.vip-bar { display: flex; flex-direction: column; gap: 5px; }
.vip-bar__label { display: flex; justify-content: space-between; flex-wrap: wrap; gap: 2px 12px; font-size: 13.5px; }
.vip-bar__figures { color: var(--_text-muted); font-variant-numeric: tabular-nums; }
.vip-bar__track { height: 10px; border-radius: 999px; background: var(--_surface-3); border: 1px solid var(--_border); overflow: hidden; }
.vip-bar__fill { display: block; height: 100%; border-radius: inherit; background: linear-gradient(90deg, var(--_accent), var(--_gold)); }
.vip-bar__left { font-size: 12.5px; color: var(--_text-muted); }
.vip-bar__left--done { color: var(--_success); font-weight: 650; }
.vip-benefits__swipe { display: none; margin: 0; font-size: 12.5px; color: var(--_text-muted); }
.vip-benefits {
  max-width: 100%; overflow-x: auto; border: 1px solid var(--_border); border-radius: var(--_radius-sm);
  scroll-snap-type: x mandatory; scroll-padding-inline-start: var(--vip-name-column);
  --vip-name-column: 170px;
}
.vip-benefits:focus-visible { box-shadow: var(--_focus); outline: none; }
.vip-table { width: 100%; border-collapse: separate; border-spacing: 0; font-size: 14px; }
.vip-table th, .vip-table td {
  padding: 10px 12px; text-align: center; border-top: 1px solid var(--_border); white-space: nowrap;
  font-variant-numeric: tabular-nums;
}
.vip-table thead th { border-top: 0; background: var(--_surface-3); vertical-align: bottom; scroll-snap-align: start; }
.vip-table tbody th, .vip-table .vip-table__corner {
  position: sticky; inset-inline-start: 0; z-index: 1; text-align: start; background: var(--_surface-2);
  width: var(--vip-name-column); min-width: var(--vip-name-column); font-weight: 650; color: var(--_text-muted);
  white-space: normal;
}
.vip-table__level { min-width: 120px; }
.vip-table__name { display: block; font-weight: 750; color: var(--_text); }
.vip-table__rank { display: block; font-size: 12px; color: var(--_text-muted); font-weight: 500; }
.vip-table__mine {
  display: inline-block; margin-top: 4px; padding: 1px 8px; border-radius: 999px; font-size: 11px; font-weight: 800;
  background: var(--_gold); color: #1a1300;
}
.vip-table .is-current { background: color-mix(in srgb, var(--_gold) 10%, var(--_surface)); }
.vip-table thead .is-current { background: color-mix(in srgb, var(--_gold) 18%, var(--_surface-3)); }
/* Muted text loses its contrast on the gold tint of the current level, in either palette: full text there. */
.vip-table .is-current .vip-table__rank { color: var(--_text); }
${recordTableStyles}
@media (max-width: 720px) {
  .vip-status { grid-template-columns: minmax(0, 1fr); }
  .vip-benefits__swipe { display: block; }
  .vip-benefits { --vip-name-column: 118px; }
  .vip-table th, .vip-table td { padding: 9px 10px; font-size: 13px; }
  .vip-table__level { min-width: calc(100vw - 118px - 140px); }
}
`;
