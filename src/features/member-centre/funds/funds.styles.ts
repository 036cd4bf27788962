/** Deposit and withdrawal pages: channel choices, order panels, state chips and history rows. */
export const fundsStyles = /* css */ `
.fd-choices { border: 0; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 8px; }
.fd-choices legend { padding: 0; margin-bottom: 8px; font-size: 13.5px; font-weight: 600; color: var(--_text-muted); }
.fd-choice {
  all: unset; box-sizing: border-box; cursor: pointer; display: flex; flex-direction: column; gap: 2px;
  padding: 10px 12px; border-radius: var(--_radius-sm); border: 1px solid var(--_border); background: var(--_surface-3);
}
.fd-choice strong { font-size: 14.5px; }
.fd-choice span { font-size: 12.5px; color: var(--_text-muted); }
.fd-choice[aria-pressed='true'] { border-color: var(--_accent); box-shadow: var(--_focus); }
.fd-choice:focus-visible { box-shadow: var(--_focus); }
.fd-panel { border-left: 4px solid var(--_accent); }
.fd-amount { font-size: 26px; font-weight: 800; margin: 0; letter-spacing: 0.01em; }
.fd-row-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.fd-chip {
  display: inline-flex; align-items: center; gap: 4px; padding: 2px 10px; border-radius: 999px; font-size: 12.5px;
  font-weight: 700; white-space: nowrap; border: 1px solid currentColor;
  background: color-mix(in srgb, currentColor 12%, transparent);
}
.fd-chip--pending, .fd-chip--awaiting_payment, .fd-chip--paid-waiting { color: var(--_warning); }
.fd-chip--paid, .fd-chip--completed, .fd-chip--received, .fd-chip--forced { color: var(--_success); }
.fd-chip--failed, .fd-chip--not_received { color: var(--_danger); }
.fd-chip--expired, .fd-chip--cancelled { color: var(--_text-muted); }
.fd-history { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.fd-history__row {
  all: unset; box-sizing: border-box; width: 100%; cursor: pointer; display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto; gap: 4px 12px; align-items: center; padding: 10px 12px;
  border-radius: var(--_radius-sm); background: var(--_surface-3); font-size: 14px;
}
.fd-history__row:hover { background: var(--_surface); }
.fd-history__row:focus-visible { box-shadow: var(--_focus); }
.fd-history__row[aria-current='true'] { outline: 1px solid var(--_accent); }
.fd-history__main { display: flex; flex-direction: column; min-width: 0; }
.fd-history__sub { color: var(--_text-muted); font-size: 12.5px; overflow-wrap: anywhere; }
.fd-history__amount { font-weight: 700; font-variant-numeric: tabular-nums; }
.fd-limit { display: block; border-color: var(--_warning); color: var(--_text); background: color-mix(in srgb, var(--_warning) 14%, transparent); }
.fd-limit strong { display: block; color: var(--_warning); margin-bottom: 2px; }
.fd-totals { display: grid; grid-template-columns: repeat(auto-fit, minmax(120px, 1fr)); gap: 8px; }
.fd-total { padding: 10px 12px; border-radius: var(--_radius-sm); background: var(--_surface-3); display: flex; flex-direction: column; gap: 2px; }
.fd-total span { font-size: 12.5px; color: var(--_text-muted); }
.fd-total strong { font-size: 16px; font-variant-numeric: tabular-nums; }
.fd-match { padding: 12px; border-radius: var(--_radius-sm); background: var(--_surface-3); display: flex; flex-direction: column; gap: 10px; }
.fd-match__head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; align-items: center; }
.fd-file { position: absolute; width: 1px; height: 1px; opacity: 0; pointer-events: none; }
.fd-link { color: var(--_accent); font-weight: 650; overflow-wrap: anywhere; }
@media (max-width: 720px) {
  .fd-history__row { grid-template-columns: minmax(0, 1fr) auto; }
  .fd-history__row .fd-chip { grid-column: 2; }
  .fd-amount { font-size: 22px; }
}
`;
