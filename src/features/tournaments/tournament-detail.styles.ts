/** A tournament's page: its head, rules, games and boards (adopted when the page first shows). */
export const tournamentDetailStyles = /* css */ `
.tn-back { align-self: flex-start; }
.tn-detail__art { width: 100%; aspect-ratio: 16 / 6; object-fit: cover; border-radius: 8px; }
.tn-detail__title:focus-visible { outline: 2px solid var(--_accent); outline-offset: 3px; }
.tn-prize { margin: 0; font-weight: 600; color: var(--_success); }
.tn-detail__head { display: flex; flex-direction: column; gap: 8px; }
.tn-detail__title { margin: 0; font-size: clamp(20px, 3vw, 24px); align-self: flex-start; }
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
/* Desktop: the member's rank and the board on the left, rules, games and prizes on the right. */
.tn-detail__body { display: grid; gap: 18px; align-items: start; }
@media (min-width: 900px) {
  .tn-detail__body { grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr); }
  .tn-detail__body > [part='my-rank'] { grid-area: 1 / 1; }
  .tn-detail__body > [part='leaderboard'] { grid-area: 2 / 1 / span 3; }
  .tn-detail__body--visitor > [part='leaderboard'] { grid-area: 1 / 1 / span 3; }
  .tn-detail__body > [part='rules'] { grid-area: 1 / 2; }
  .tn-detail__body > [part='games'] { grid-area: 2 / 2; }
  .tn-detail__body > [part='prizes'] { grid-area: 3 / 2; }
}
@media (max-width: 480px) {
  .tn-board th, .tn-board td { padding: 6px 4px; }
}
`;
