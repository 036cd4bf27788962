/** <gd-tournaments> CSS: the list's cards and what a tournament's page and the shelf share with them. */
export const tournamentsStyles = /* css */ `
.tn, .tn-list, .tn-detail, .tn-shelf { display: flex; flex-direction: column; gap: 18px; min-width: 0; }
.tn__head, .tn-section { display: flex; flex-direction: column; gap: 6px; }
.tn__title { margin: 0; font-size: clamp(20px, 3vw, 26px); }
.tn__lead, .tn-muted, .tn-card__type, .tn-countdown, .tn-facts dt { margin: 0; color: var(--_text-muted); }
.tn__actions, .tn-optin { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; }
.tn-intro, .tn-block, .tn-card {
  display: flex; flex-direction: column; gap: 10px; padding: 16px; border-radius: var(--_radius);
  background: var(--_surface); border: 1px solid var(--_border); min-width: 0;
}
.tn-intro p, .tn-section__title, .tn-block h4 { margin: 0; }
.tn-section__title, .tn-block h4, .tn-card__name { font-size: 17px; }
.tn-cards, .tn-skeleton {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
}
.tn-card__art { width: 100%; aspect-ratio: 16 / 6; object-fit: cover; border-radius: 8px; }
.tn-card__open {
  all: unset; cursor: pointer; display: flex; flex-direction: column; gap: 2px; border-radius: 6px;
}
.tn-card__open:focus-visible { outline: 2px solid var(--_accent); outline-offset: 3px; }
.tn-card__name, .tn-facts dd, .tn-rank { font-weight: 700; }
.tn-card__open:hover .tn-card__name { text-decoration: underline; }
.tn-card__type, .tn-facts dt { font-size: 13px; }
.tn-countdown strong { color: var(--_text); font-variant-numeric: tabular-nums; }
.tn-facts { display: flex; flex-wrap: wrap; gap: 6px 20px; margin: 0; }
.tn-facts dd { margin: 0; }
.tn-winners { margin: 0; padding: 0; list-style: none; display: grid; gap: 4px; }
.tn-rank { min-width: 2.5em; display: inline-block; }
.tn-score { color: var(--_gold); font-weight: 650; }
.tn-note, .tn-joined, .tn-error { margin: 0; font-weight: 600; }
.tn-joined { color: var(--_success); }
.tn-error { color: var(--_danger); }
.tn-skeleton__card { height: 150px; border-radius: var(--_radius); background: var(--_surface); }
@media (max-width: 480px) {
  .tn-block, .tn-card, .tn-intro { padding: 12px; }
}
`;
