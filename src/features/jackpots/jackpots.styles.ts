/** <gd-jackpot> CSS: the list, the banner, the pill and a pot's page (its checking panel shares it). */
export const jackpotsStyles = /* css */ `
.jp, .jp-page, .jp-page__body { display: flex; flex-direction: column; gap: 18px; min-width: 0; }
.jp__head, .jp-page__head { display: flex; flex-direction: column; gap: 6px; }
.jp__title { margin: 0; font-size: clamp(20px, 3vw, 26px); }
.jp__lead, .jp-muted, .jp-facts dt, .jp-values dt { margin: 0; color: var(--_text-muted); }
.jp-cards {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
}
.jp-card, .jp-block {
  display: flex; flex-direction: column; gap: 8px; padding: 16px; border-radius: var(--_radius);
  background: var(--_surface); border: 1px solid var(--_border); min-width: 0;
}
.jp-card p, .jp-block p, .jp-block h4, .jp-block h5 { margin: 0; }
.jp-block h4 { font-size: 17px; display: flex; align-items: center; gap: 6px; }
.jp-card__art, .jp-page__art { width: 100%; aspect-ratio: 16 / 6; object-fit: cover; border-radius: 8px; }
.jp-card__open { all: unset; cursor: pointer; display: flex; flex-wrap: wrap; align-items: center; gap: 8px; border-radius: 6px; }
.jp-card__open:focus-visible, .jp-page__title:focus-visible { outline: 2px solid var(--_accent); outline-offset: 3px; }
.jp-card__open:hover .jp-card__name { text-decoration: underline; }
.jp-card__name { font-size: 17px; font-weight: 700; }
.jp-kind {
  align-self: flex-start; padding: 2px 10px; border-radius: 999px; font-size: 12px; font-weight: 700;
  border: 1px solid var(--_border); color: var(--_text);
}
.jp-card__value, .jp-page__value, .jp-banner__value, .jp-pill__value {
  font-variant-numeric: tabular-nums; color: var(--_gold); font-weight: 800;
}
.jp-card__value { font-size: 26px; }
.jp-page__value { font-size: clamp(28px, 5vw, 40px); }
.jp-card__rule { font-weight: 600; }
.jp-page__title { margin: 0; font-size: clamp(20px, 3vw, 24px); align-self: flex-start; }
.jp-back { align-self: flex-start; }
.jp-rules { margin: 0; padding-inline-start: 20px; display: grid; gap: 4px; }
.jp-hash { overflow-wrap: anywhere; word-break: break-all; font-size: 13px; }
.jp-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); gap: 8px 16px; margin: 0; }
.jp-facts dd, .jp-values dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.jp-values { margin: 0; display: grid; gap: 8px; }
.jp-scroll { overflow-x: auto; max-width: 100%; }
.jp-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.jp-table th, .jp-table td { padding: 7px 8px; text-align: start; border-bottom: 1px solid var(--_border); }
.jp-table th { font-size: 12px; color: var(--_text-muted); font-weight: 600; }
.jp-table td:last-child, .jp-table th:last-child { text-align: end; }
.jp-pick { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.jp-pick label { font-weight: 600; }
.jp-pick select {
  padding: 8px 10px; border-radius: 8px; font: inherit; color: var(--_text);
  background: var(--_surface-3); border: 1px solid var(--_border-strong);
}
.jp-pick select:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.jp-check__cycle, .jp-contributions { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.jp-contributions h5 { font-size: 15px; }
.jp-pages { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; }
.jp-point { font-weight: 600; }
.verdict { display: flex; align-items: center; gap: 6px; margin: 0; font-weight: 600; }
.verdict--ok { color: var(--_success); }
.verdict--bad { color: var(--_danger); }
@media (min-width: 900px) {
  .jp-page__body { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
  .jp-page__body > [part='check'] { grid-column: 1 / -1; }
}
.jp-banner {
  position: relative; display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
  gap: 12px 24px; padding: 20px 24px; border-radius: var(--_radius); overflow: hidden; min-width: 0;
  background: linear-gradient(120deg, #2a1460, #5b3fd6 55%, #a0379b); color: #fff;
}
.jp-banner__art { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; opacity: 0.25; }
.jp-banner__text { position: relative; display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.jp-banner__name { margin: 0; font-size: clamp(17px, 2.4vw, 21px); }
.jp-banner__value { font-size: clamp(30px, 6vw, 48px); line-height: 1.1; color: #ffd76a; }
.jp-banner__kind, .jp-banner__win { margin: 0; }
.jp-banner__win { opacity: 0.85; font-size: 14px; }
.jp-banner__link { position: relative; }
.jp-pill {
  display: inline-flex; align-items: center; gap: 8px; max-width: 100%; min-height: 32px; padding: 4px 12px;
  border-radius: 999px; background: var(--_surface-2); border: 1px solid var(--_border); color: var(--_text);
  text-decoration: none; font-size: 13px;
}
.jp-pill:hover { border-color: var(--_gold); }
.jp-pill:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.jp-pill__name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
.gframe__jackpots { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; min-width: 0; }
.gframe__jackpots li { min-width: 0; max-width: 100%; }
.jp-win { display: flex; flex-direction: column; align-items: flex-start; gap: 12px; }
.jp-win p { margin: 0; }
.jp-win__text { font-size: 20px; font-weight: 700; color: var(--_gold); }
@media (max-width: 480px) { .jp-card, .jp-block { padding: 12px; } .jp-banner { padding: 16px; } }
`;
