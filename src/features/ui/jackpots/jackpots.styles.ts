/** <gd-jackpot> CSS: the list, the banner and the pill (a pot's page adopts its own when it first shows). */
export const jackpotsStyles = /* css */ `
:host([data-empty]) { display: none; }
.jp { display: flex; flex-direction: column; gap: 18px; min-width: 0; }
.jp__head { display: flex; flex-direction: column; gap: 6px; }
.jp__title { margin: 0; font-size: clamp(20px, 3vw, 26px); }
.jp__lead, .jp-muted { margin: 0; color: var(--_text-muted); }
.jp-cards {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
}
.jp-card, .jp-block {
  display: flex; flex-direction: column; gap: 8px; padding: 16px; border-radius: var(--_radius);
  background: var(--_surface); border: 1px solid var(--_border); min-width: 0;
}
.jp-card p, .jp-block p, .jp-block h4, .jp-block h5 { margin: 0; }
.jp-card__art, .jp-page__art { width: 100%; aspect-ratio: 16 / 6; object-fit: cover; border-radius: 8px; }
.jp-card__open { all: unset; cursor: pointer; display: flex; flex-wrap: wrap; align-items: center; gap: 8px; border-radius: 6px; }
.jp-card__open:focus-visible { outline: 2px solid var(--_accent); outline-offset: 3px; }
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
.jp-card__rule { font-weight: 600; }
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
@media (max-width: 480px) { .jp-card, .jp-block { padding: 12px; } .jp-banner { padding: 16px; } }
`;
