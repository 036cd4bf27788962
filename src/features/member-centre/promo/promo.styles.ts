import { stateBadgeStyles } from '../../ui/promotions/state-badge.styles';

/** Cards, state badges, progress bars, scrolling lists and QR code of the promotion, mission and message pages. */
export const promoStyles = /* css */ `${stateBadgeStyles}
.mc-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 14px; }
.mc-card {
  background: var(--_surface-2); border: 1px solid var(--_border); border-radius: var(--_radius);
  padding: 16px; display: flex; flex-direction: column; gap: 10px; min-width: 0;
}
.mc-card__head { display: flex; justify-content: space-between; align-items: flex-start; gap: 8px; }
.mc-card__title { margin: 0; font-size: 15.5px; font-weight: 700; overflow-wrap: anywhere; }
.mc-card__link { color: inherit; text-decoration: none; }
.mc-card__link:hover, .mc-card__link:focus-visible { color: var(--_accent); text-decoration: underline; }
.mc-card__text { margin: 0; color: var(--_text-muted); font-size: 13.5px; overflow-wrap: anywhere; }
.mc-card__amount { font-size: 20px; font-weight: 800; color: var(--_accent); }
.mc-card__meta { font-size: 12.5px; color: var(--_text-muted); }
.mc-card__actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-top: auto; }
.mc-card__actions .field { flex: 1 1 160px; }
.mc-progress { height: 8px; border-radius: 999px; background: var(--_surface-3); overflow: hidden; }
.mc-progress__bar { height: 100%; background: var(--_accent); border-radius: inherit; }
.mc-summary { display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: baseline; }
.mc-summary strong { font-size: 20px; }
.mc-table { width: 100%; border-collapse: collapse; font-size: 14px; }
.mc-table th, .mc-table td { text-align: start; padding: 8px 10px; border-bottom: 1px solid var(--_border); }
.mc-table th { color: var(--_text-muted); font-weight: 600; font-size: 13px; }
.mc-table td.mc-num, .mc-table th.mc-num { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
.mc-table tr.mc-me td { color: var(--_accent); font-weight: 700; }
.rec-scroll > .centre-stack { padding: 12px; }
.mc-toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; }
.centre-section.mc-referral { flex-direction: row; flex-wrap: wrap; align-items: center; gap: 16px 24px; }
.mc-referral > .centre-stack { flex: 1 1 320px; min-width: 0; }
.mc-link { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.mc-link code {
  flex: 1 1 200px; min-width: 0; padding: 10px 12px; border-radius: var(--_radius-sm); background: var(--_surface-3);
  border: 1px solid var(--_border); font-size: 13px; overflow-wrap: anywhere; user-select: all;
}
.mc-qr { width: 168px; height: 168px; background: #fff; padding: 8px; border-radius: var(--_radius-sm); display: block; }
.sr-only {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.mc-message { border-inline-start: 3px solid transparent; }
.mc-message--unread { border-inline-start-color: var(--_accent); }
.mc-message--unread .mc-card__title::after {
  content: ''; display: inline-block; width: 8px; height: 8px; border-radius: 50%; background: var(--_accent);
  margin-inline-start: 8px; vertical-align: middle;
}
.mc-message__body { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 14px; }
@media (max-width: 720px) {
  .centre-section.mc-referral { justify-content: center; }
  .mc-table th, .mc-table td { padding: 6px; }
}
`;
