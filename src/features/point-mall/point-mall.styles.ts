/** <gd-point-mall> CSS: the points summary, the rewards grid, the redeem dialog and the convert form. */
export const pointMallStyles = /* css */ `
.pm { display: flex; flex-direction: column; gap: 18px; min-width: 0; }
.pm__head { display: flex; flex-direction: column; gap: 4px; }
.pm__title { margin: 0; font-size: clamp(20px, 3vw, 26px); letter-spacing: -0.01em; }
.pm__lead { margin: 0; color: var(--_text-muted); max-width: 60ch; }
.pm__note { margin: 0; color: var(--_gold); font-weight: 650; }
.pm__actions { display: flex; flex-wrap: wrap; gap: 10px; }
.pm__warning { display: flex; align-items: center; gap: 10px; }
.pm__warning svg { flex: none; }
.pm .tabs { overflow-x: auto; scrollbar-width: none; max-width: 100%; }
.pm .tab { white-space: nowrap; }
.pm__panel { min-width: 0; }
.pm-steps {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
}
.pm-step {
  display: flex; flex-direction: column; gap: 6px; padding: 18px; border-radius: var(--_radius);
  background: var(--_surface); border: 1px solid var(--_border);
}
.pm-step__icon, .pm-summary__icon {
  display: grid; place-items: center; width: 44px; height: 44px; border-radius: 50%;
  background: color-mix(in srgb, var(--_gold) 16%, transparent); color: var(--_gold);
}
.pm-step__title { margin: 4px 0 0; font-size: 16px; }
.pm-step__text { margin: 0; color: var(--_text-muted); font-size: 14px; }
.pm-summary {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 14px 24px;
  padding: 18px 20px; border-radius: var(--_radius); border: 1px solid var(--_border);
  background: linear-gradient(135deg, color-mix(in srgb, var(--_gold) 12%, var(--_surface)) 0%, var(--_surface) 60%);
}
.pm-summary__main { display: flex; align-items: center; gap: 16px; min-width: 0; }
.pm-summary__icon { width: 52px; height: 52px; flex: none; }
.pm-figures { display: flex; flex-wrap: wrap; gap: 8px 28px; margin: 0; }
.pm-figures dt { font-size: 12.5px; color: var(--_text-muted); }
.pm-figures dd { margin: 2px 0 0; font-weight: 750; font-size: 16px; font-variant-numeric: tabular-nums; }
.pm-figures .pm-figures__points { font-size: 28px; color: var(--_gold); line-height: 1.1; }
.pm-figures .pm-figures__worth { font-size: 20px; line-height: 1.3; }
.pm-summary__rules {
  list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px;
  font-size: 13.5px; color: var(--_text-muted);
}
.pm-rewards {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
}
.pm-reward {
  display: flex; flex-direction: column; overflow: hidden; border-radius: var(--_radius);
  border: 1px solid var(--_border); background: var(--_surface);
}
.pm-reward__art {
  position: relative; aspect-ratio: 4 / 3; display: grid; place-items: center;
  background: var(--_surface-3); color: var(--_text-muted);
}
.pm-reward__art img { width: 100%; height: 100%; object-fit: cover; display: block; }
.pm-reward--locked .pm-reward__art img { filter: saturate(0.55); opacity: 0.8; }
.pm-reward__kind {
  position: absolute; top: 8px; inset-inline-start: 8px; padding: 2px 8px; border-radius: 999px;
  background: rgba(3, 7, 15, 0.72); color: #fff; font-size: 11.5px; font-weight: 700;
}
.pm-reward__body { display: flex; flex-direction: column; gap: 8px; padding: 12px 14px 14px; flex: 1; }
.pm-reward__name { margin: 0; font-size: 15.5px; }
.pm-reward__pays { margin: 0; font-size: 13px; color: var(--_success); font-weight: 650; }
.pm-reward__facts { display: flex; align-items: baseline; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
.pm-reward__cost { color: var(--_gold); font-size: 16px; font-variant-numeric: tabular-nums; }
.pm-reward__stock { font-size: 12.5px; color: var(--_text-muted); }
.pm-reward__stock--out { color: var(--_danger); font-weight: 700; }
.pm-reward__short { margin: 0; font-size: 12.5px; color: var(--_text-muted); }
.pm-reward .btn { margin-top: auto; }
.pm-redeem__reward { display: flex; align-items: center; gap: 12px; }
.pm-redeem__reward img { border-radius: var(--_radius-sm); object-fit: cover; flex: none; }
.pm-redeem__reward div { display: flex; flex-direction: column; gap: 2px; }
.pm-quantity { text-align: center; }
.field__control .icon-btn:disabled { opacity: 0.4; cursor: not-allowed; }
.pm-totals { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin: 0; }
.pm-totals > div, .pm-preview {
  background: var(--_surface-3); border: 1px solid var(--_border); border-radius: var(--_radius-sm); padding: 8px 12px;
}
.pm-totals dt { font-size: 12.5px; color: var(--_text-muted); }
.pm-totals dd { margin: 2px 0 0; font-weight: 750; font-variant-numeric: tabular-nums; }
.pm-address {
  flex: 1; min-width: 0; resize: vertical; background: transparent; border: 0; color: inherit; font: inherit; padding: 10px 0;
}
.pm-address:focus { outline: none; }
.pm-done { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; padding: 8px 0; }
.pm-done p { margin: 0; }
.pm-done__icon {
  display: grid; place-items: center; width: 52px; height: 52px; border-radius: 50%;
  background: color-mix(in srgb, var(--_success) 18%, transparent); color: var(--_success);
}
.pm-done__actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 10px; }
.pm-convert { display: flex; flex-direction: column; gap: 14px; max-width: 520px; }
.pm-convert__rule { display: flex; gap: 12px; align-items: flex-start; color: var(--_gold); }
.pm-convert__rule h3 { margin: 0; font-size: 16px; color: var(--_text); }
.pm-convert__rule p { margin: 2px 0 0; color: var(--_text-muted); font-size: 14px; }
.pm-all {
  all: unset; cursor: pointer; padding: 4px 10px; border-radius: 999px; font-size: 12.5px; font-weight: 700;
  color: var(--_accent); border: 1px solid currentColor;
}
.pm-all:disabled { opacity: 0.4; cursor: not-allowed; }
.pm-all:focus-visible { box-shadow: var(--_focus); }
.pm-preview { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; }
.pm-preview span { color: var(--_text-muted); font-size: 13.5px; }
.pm-preview strong { font-size: 18px; color: var(--_success); font-variant-numeric: tabular-nums; }
.pm-records { display: flex; flex-direction: column; gap: 12px; }
.pm-status {
  display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 650;
  background: var(--_surface-3); border: 1px solid var(--_border); white-space: nowrap;
}
.pm-status--in_process { color: var(--_warning); }
.pm-status--approved { color: var(--_success); }
.pm-status--rejected { color: var(--_danger); }
@media (max-width: 520px) {
  .pm .tabs { display: grid; grid-template-columns: 1fr 1fr; }
  .pm-summary { padding: 16px; }
  .pm-rewards { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; }
  .pm-reward__body { padding: 10px; }
  .pm-reward__name { font-size: 14px; }
}
`;
