import { pageFrameStyles } from '../ui/page-frame.styles';
/** <gd-join> CSS: the programme with its contracts, the application's state and the form. */
export const joinStyles = /* css */ `${pageFrameStyles('jn')}
.jn-card__text { margin: 0; color: var(--_text-muted); display: flex; align-items: center; gap: 8px; }
.jn-programme__text { margin: 0; max-width: 72ch; white-space: pre-line; }
.jn-programme__subtitle { margin: 4px 0 0; font-size: 15px; }
.jn-programme__note { margin: 0; font-size: 13.5px; color: var(--_text-muted); }
.jn-contracts {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
}
.jn-contract {
  display: flex; flex-direction: column; gap: 8px; padding: 14px; border-radius: var(--_radius-sm);
  background: var(--_surface-2); border: 1px solid var(--_border);
}
.jn-contract__head { display: flex; justify-content: space-between; align-items: baseline; gap: 10px; flex-wrap: wrap; }
.jn-contract__kind { font-weight: 700; }
.jn-contract__rate { font-size: 22px; font-weight: 750; color: var(--_accent); font-variant-numeric: tabular-nums; }
.jn-contract__terms { margin: 0; padding-inline-start: 18px; font-size: 13.5px; color: var(--_text-muted); display: grid; gap: 3px; }
.jn-visitor, .jn-agent { display: flex; flex-direction: column; align-items: flex-start; gap: 12px; }
.jn-agent .jn-card__text { color: var(--_success); font-weight: 650; }
.jn-kinds { border: 0; margin: 0; padding: 0; min-width: 0; display: flex; flex-direction: column; gap: 6px; }
.jn-kinds legend { padding: 0; }
.jn-kinds__options { display: flex; flex-wrap: wrap; gap: 8px; }
.jn-kind {
  display: inline-flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: 999px; cursor: pointer;
  border: 1px solid var(--_border); background: var(--_surface-2);
}
.jn-kind:has(input:checked) { border-color: var(--_accent); box-shadow: 0 0 0 1px var(--_accent) inset; }
.jn-kind input { accent-color: var(--_accent); margin: 0; }
.jn-kind:has(input:focus-visible) { box-shadow: var(--_focus); }
.jn-message {
  flex: 1; min-width: 0; resize: vertical; background: transparent; border: 0; color: inherit; font: inherit; padding: 10px 0;
}
.jn-message:focus { outline: none; }
.jn-status { display: flex; flex-direction: column; gap: 12px; padding: 14px; border-radius: var(--_radius-sm); background: var(--_surface-2); border: 1px solid var(--_border); }
.jn-status__state { margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.jn-status__badge { padding: 3px 10px; border-radius: 999px; font-size: 13px; font-weight: 700; background: color-mix(in srgb, var(--_warning) 18%, transparent); color: var(--_warning); }
.jn-status--approved .jn-status__badge { background: color-mix(in srgb, var(--_success) 18%, transparent); color: var(--_success); }
.jn-status--rejected .jn-status__badge { background: var(--_danger-bg); color: var(--_danger); }
.jn-status__remark { margin: 0; padding: 10px 12px; border-radius: var(--_radius-sm); background: var(--_surface-3); overflow-wrap: anywhere; }
.jn-status__sent { margin: 0; display: grid; gap: 10px 20px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr)); }
.jn-status__sent dt { font-size: 12.5px; color: var(--_text-muted); }
.jn-status__sent dd { margin: 2px 0 0; overflow-wrap: anywhere; }
.jn-status__wide { grid-column: 1 / -1; }
.jn-status__wide dd { white-space: pre-line; }
`;
