/** <gd-tournaments> CSS: the list's cards, a tournament's page with its boards, the home shelf. */
export const tournamentsStyles = /* css */ `
.tn, .tn-list, .tn-detail, .tn-shelf { display: flex; flex-direction: column; gap: 18px; min-width: 0; }
.tn__head { display: flex; flex-direction: column; gap: 4px; }
.tn__title, .tn-shelf__title { margin: 0; font-size: clamp(20px, 3vw, 26px); letter-spacing: -0.01em; }
.tn__lead, .tn-muted { margin: 0; color: var(--_text-muted); }
.tn__actions { display: flex; flex-wrap: wrap; gap: 10px; }
.tn-intro, .tn-block, .tn-card {
  display: flex; flex-direction: column; gap: 10px; padding: 16px; border-radius: var(--_radius);
  background: var(--_surface); border: 1px solid var(--_border); min-width: 0;
}
.tn-intro p { margin: 0; }
.tn-section { display: flex; flex-direction: column; gap: 10px; }
.tn-section__title, .tn-block h4 { margin: 0; font-size: 17px; }
.tn-cards {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
}
.tn-card__art, .tn-detail__art { width: 100%; aspect-ratio: 16 / 6; object-fit: cover; border-radius: 8px; }
.tn-card__open {
  all: unset; cursor: pointer; display: flex; flex-direction: column; gap: 2px; border-radius: 6px;
  color: inherit; text-decoration: none;
}
.tn-card__open:focus-visible, .tn-detail__title:focus-visible { outline: 2px solid var(--_accent); outline-offset: 3px; }
.tn-card__name { font-size: 17px; font-weight: 700; }
.tn-card__open:hover .tn-card__name { text-decoration: underline; }
.tn-card__type { color: var(--_text-muted); font-size: 13px; }
.tn-countdown { margin: 0; font-size: 14px; color: var(--_text-muted); }
.tn-countdown strong { color: var(--_text); font-variant-numeric: tabular-nums; }
.tn-facts { display: flex; flex-wrap: wrap; gap: 6px 20px; margin: 0; }
.tn-facts dt { font-size: 12px; color: var(--_text-muted); }
.tn-facts dd { margin: 0; font-weight: 700; }
.tn-winners { margin: 0; padding-inline-start: 0; list-style: none; display: grid; gap: 4px; }
.tn-rank { font-weight: 700; min-width: 2.5em; display: inline-block; }
.tn-score { color: var(--_gold); font-weight: 650; }
.tn-optin { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.tn-note, .tn-joined, .tn-prize, .tn-error { margin: 0; font-weight: 600; }
.tn-joined, .tn-prize { color: var(--_success); }
.tn-error { color: var(--_danger); }
.tn-back { align-self: flex-start; }
.tn-detail__head { display: flex; flex-direction: column; gap: 8px; }
.tn-detail__title { margin: 0; font-size: clamp(20px, 3vw, 24px); }
.tn-status { margin: 0; align-self: flex-start; padding: 2px 10px; border-radius: 999px; font-size: 12px;
  font-weight: 700; border: 1px solid var(--_border); }
.tn-status--running { color: var(--_gold); }
.tn-rules { margin: 0; padding-inline-start: 20px; display: grid; gap: 4px; }
.tn-games {
  display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
}
.tn-board { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.tn-board th, .tn-board td { padding: 7px 8px; text-align: start; border-bottom: 1px solid var(--_border); }
.tn-board th { font-size: 12px; color: var(--_text-muted); font-weight: 600; }
.tn-board td:last-child, .tn-board th:last-child { text-align: end; }
.tn-board tr.is-me td { background: color-mix(in srgb, var(--_accent) 18%, transparent); font-weight: 700; }
.tn-you { font-weight: 600; }
.tn-mine__rank { margin: 0; font-size: 18px; }
.tn-skeleton { display: grid; gap: 14px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr)); }
.tn-skeleton__card {
  height: 150px; border-radius: var(--_radius); background: var(--_surface);
  animation: tn-pulse 1.4s ease-in-out infinite;
}
@keyframes tn-pulse { 50% { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .tn-skeleton__card { animation: none; } }
.tn-shelf__head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; }
.tn-shelf__head a { color: var(--_accent); font-weight: 600; }
.tn-cards--shelf { grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr)); }
@media (max-width: 480px) {
  .tn-block, .tn-card, .tn-intro { padding: 12px; }
  .tn-board th, .tn-board td { padding: 6px 4px; }
}
`;
