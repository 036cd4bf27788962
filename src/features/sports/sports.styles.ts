/** <gd-sports> CSS: a responsive grid of large vendor cards. */
export const sportsStyles = /* css */ `
.sports { display: flex; flex-direction: column; gap: 18px; }
.sports__head { display: flex; align-items: center; justify-content: space-between; flex-wrap: wrap; gap: 12px; }
.sports__title { margin: 0; font-size: clamp(20px, 3vw, 26px); letter-spacing: -0.01em; }
.sports__head .tabs { overflow-x: auto; scrollbar-width: none; max-width: 100%; }
.sports__head .tab { white-space: nowrap; }
.sports__section { display: flex; flex-direction: column; gap: 12px; }
.sports__section-title { margin: 0; font-size: 16px; color: var(--_text-muted); font-weight: 700; }
.sports__grid {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
}
.sports-card {
  display: flex; flex-direction: column; width: 100%; padding: 0; overflow: hidden; text-align: start; cursor: pointer;
  border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); color: var(--_text);
  transition: transform 0.15s, border-color 0.15s, box-shadow 0.15s;
}
.sports-card:hover:not(:disabled) { transform: translateY(-2px); border-color: var(--_accent); box-shadow: var(--_shadow); }
.sports-card:disabled { cursor: not-allowed; opacity: 0.6; }
.sports-card[aria-busy='true'] { cursor: progress; }
.sports-card__art { position: relative; display: block; order: -1; }
.sports-card__art .vendor-logo--large { border: 0; border-radius: 0; }
.sports-card__badge { position: absolute; top: 10px; inset-inline-end: 10px; }
.sports-card__body { display: flex; align-items: center; justify-content: space-between; gap: 10px; padding: 14px 16px; }
.sports-card__name { font-size: 17px; font-weight: 700; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sports-card__action {
  display: inline-flex; align-items: center; gap: 6px; flex: none; height: 34px; padding: 0 14px; border-radius: 999px;
  background: var(--_accent); color: var(--_accent-text); font-size: 13px; font-weight: 700;
}
.sports-card:disabled .sports-card__action { background: var(--_surface-2); color: var(--_text-muted); }
@media (prefers-reduced-motion: reduce) { .sports-card { transition: none; } .sports-card:hover:not(:disabled) { transform: none; } }
`;
