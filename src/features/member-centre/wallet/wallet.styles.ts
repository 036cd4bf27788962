/** Wallet pages CSS (rendered inside the member centre's shadow root). */
export const walletStyles = /* css */ `
.wl-layout { display: grid; grid-template-columns: minmax(260px, 340px) minmax(0, 1fr); gap: 16px; align-items: start; }
.wl-layout > [part='transfer'] { position: sticky; top: 0; }
.wl-summary { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; }
.wl-figure {
  display: flex; flex-direction: column; gap: 4px; padding: 12px 14px; border-radius: var(--_radius-sm);
  background: var(--_surface-3); border: 1px solid var(--_border);
}
.wl-figure__label { color: var(--_text-muted); font-size: 13px; }
.wl-figure__value { font-size: 20px; font-weight: 750; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.wl-figure--total .wl-figure__value { color: var(--_accent); }
.wl-actions { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
.wl-directions { border: 0; margin: 0; padding: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.wl-directions legend { padding: 0; margin-bottom: 6px; font-size: 14px; font-weight: 600; }
.wl-direction {
  all: unset; box-sizing: border-box; cursor: pointer; text-align: center; padding: 10px 8px; font-size: 14px;
  font-weight: 650; border-radius: var(--_radius-sm); border: 1px solid var(--_border-strong); color: var(--_text-muted);
}
.wl-direction[aria-pressed='true'] { color: var(--_accent-text); background: var(--_accent); border-color: var(--_accent); }
.wl-direction:focus-visible { box-shadow: var(--_focus); }
.wl-max { all: unset; cursor: pointer; font-size: 13px; font-weight: 700; color: var(--_accent); padding: 4px 8px; border-radius: 4px; }
.wl-max:focus-visible { box-shadow: var(--_focus); }
.wl-group { display: flex; flex-direction: column; gap: 8px; }
.wl-group__title { margin: 0; font-size: 13px; font-weight: 700; color: var(--_text-muted); text-transform: uppercase; letter-spacing: .04em; }
.wl-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 8px; }
.wl-card {
  all: unset; box-sizing: border-box; cursor: pointer; display: flex; flex-direction: column; gap: 2px; min-width: 0;
  padding: 10px 12px; border-radius: var(--_radius-sm); background: var(--_surface-3); border: 1px solid var(--_border);
}
.wl-card:hover { border-color: var(--_border-strong); }
.wl-card:focus-visible { box-shadow: var(--_focus); }
.wl-card[aria-pressed='true'] { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); }
.wl-card__name { font-size: 13.5px; font-weight: 650; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.wl-card__balance { font-size: 15px; font-weight: 750; font-variant-numeric: tabular-nums; }
.wl-card__balance--empty { color: var(--_text-muted); font-weight: 600; }
.wl-card .mc-tag { margin-inline-start: 6px; }
@media (max-width: 720px) {
  .wl-layout { grid-template-columns: minmax(0, 1fr); }
  .wl-layout > [part='transfer'] { position: static; }
  .wl-summary { grid-template-columns: 1fr 1fr; }
  .wl-figure--total { grid-column: 1 / -1; }
  .wl-cards { grid-template-columns: 1fr 1fr; }
}
`;
