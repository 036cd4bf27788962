import { textLimitStyles } from '../ui/forms/text-limit.styles';
import { stateBadgeStyles } from '../ui/promotions/state-badge.styles';

/**
 * <gd-promotions> CSS: the list (category tabs, cards with artwork) and a promotion's page (terms
 * beside the progress and actions; one column below 760 px).
 */
export const promotionsStyles = /* css */ `${stateBadgeStyles}${textLimitStyles}
:host { container-type: inline-size; }
.promos { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.promos__head { display: flex; flex-wrap: wrap; gap: 12px 24px; align-items: flex-end; justify-content: space-between; }
.promos__title { margin: 0; font-size: clamp(20px, 3vw, 26px); letter-spacing: -0.01em; overflow-wrap: anywhere; }
.promos__lead { margin: 4px 0 0; color: var(--_text-muted); max-width: 60ch; }
.promos__visitor {
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 10px 14px;
  border: 1px solid var(--_border); border-radius: var(--_radius-sm); background: var(--_surface); font-size: 14px;
}
.promos .tabs { overflow-x: auto; scrollbar-width: none; max-width: 100%; align-self: flex-start; }
.promos .tab { white-space: nowrap; }
.promos__grid {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
}
.promo-card {
  position: relative; display: flex; flex-direction: column; height: 100%; overflow: hidden;
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
  transition: border-color 0.15s, transform 0.15s;
}
.promo-card:hover { border-color: var(--_border-strong); transform: translateY(-2px); }
.promo-card:focus-within { border-color: var(--_accent); }
.promo-card__art { aspect-ratio: 3 / 1; background: var(--_surface-3); }
.promo-card__art img { display: block; width: 100%; height: 100%; object-fit: cover; }
.promo-card__body { display: flex; flex-direction: column; gap: 8px; padding: 14px 16px 16px; flex: 1; }
.promo-card__title { margin: 0; font-size: 16.5px; overflow-wrap: anywhere; }
.promo-card__link { color: inherit; text-decoration: none; }
.promo-card__link::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
.promo-card__link:focus-visible { outline: none; }
.promo-card__link:focus-visible::after { box-shadow: var(--_focus); }
.promo-card__meta { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; margin-top: auto; }
.promo-card__period { font-size: 12.5px; color: var(--_text-muted); }
@media (prefers-reduced-motion: reduce) { .promo-card, .promo-card:hover { transition: none; transform: none; } }

.promo-detail__back { align-self: flex-start; text-decoration: none; font-size: 14px; }
.promo-detail__body { display: flex; flex-direction: column; gap: 14px; min-width: 0; }
.promo-detail__art {
  display: block; width: 100%; object-fit: cover; border-radius: var(--_radius);
  background: var(--_surface-3); aspect-ratio: 3 / 1;
}
.promo-detail__head { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; }
.promo-detail__facts { display: flex; flex-wrap: wrap; gap: 6px 20px; margin: 0; color: var(--_text-muted); font-size: 14px; }
.promo-detail__amount { color: var(--_gold); font-size: 16px; }
.promo-detail__columns { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 18px; align-items: start; }
.promo-detail__terms, .promo-detail__side {
  display: flex; flex-direction: column; gap: 12px; min-width: 0; padding: 16px 18px;
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
}
.promo-detail__side > .btn { align-self: flex-start; }
.promo-detail__subtitle { margin: 0; font-size: 16px; }
.promo-detail__content { line-height: 1.6; overflow-wrap: anywhere; }
.promo-detail__content > :first-child { margin-top: 0; }
.promo-detail__content > :last-child { margin-bottom: 0; }
.promo-detail__content :is(img, video, iframe, table) { max-width: 100%; height: auto; }
.promo-detail__content a { color: var(--_accent); }
.promo-detail__note { margin: 0; color: var(--_text-muted); font-size: 14px; }
@container (max-width: 759px) { .promo-detail__columns { grid-template-columns: minmax(0, 1fr); } }

.promo-steps { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.promo-step { display: flex; align-items: center; gap: 10px; font-size: 14px; color: var(--_text-muted); }
.promo-step__mark {
  display: grid; place-items: center; flex: none; width: 26px; height: 26px; border-radius: 50%;
  border: 2px solid var(--_border-strong); font-size: 12.5px; font-weight: 750;
}
.promo-step__status { margin-inline-start: auto; font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.03em; }
.promo-step--done { color: var(--_text); }
.promo-step--done .promo-step__mark { background: var(--_success); border-color: var(--_success); color: var(--_bg); }
.promo-step--done .promo-step__status { color: var(--_success); }
.promo-step--current { color: var(--_text); font-weight: 650; }
.promo-step--current .promo-step__mark { border-color: var(--_accent); color: var(--_accent); }
.promo-step--current .promo-step__status { color: var(--_accent); }
.promo-step--refused .promo-step__mark { border-color: var(--_danger); color: var(--_danger); }
.promo-step--refused .promo-step__status { color: var(--_danger); }

.promo-apply { display: flex; flex-direction: column; gap: 12px; padding-top: 4px; border-top: 1px solid var(--_border); }
.promo-apply .field__control { padding: 8px 12px; }
.promo-apply__comment {
  flex: 1; min-width: 0; border: 0; background: transparent; outline: none; resize: vertical; font-size: 15px;
}
/* The control's frame shows the focus ring. */
.promo-apply__comment:focus-visible { outline: none; box-shadow: none; }
.promo-apply__images { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; border: 0; min-width: 0; }
.promo-apply__images .field__hint { margin: 0; }
.promo-apply__images > .btn { align-self: flex-start; }
.promo-apply__file { position: absolute; width: 1px; height: 1px; opacity: 0; pointer-events: none; }
.promo-apply > .btn { align-self: stretch; }
.promo-thumbs { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 10px; }
.promo-thumb {
  position: relative; width: 84px; height: 84px; border-radius: var(--_radius-sm); overflow: hidden;
  background: var(--_surface-3); border: 1px solid var(--_border); display: grid; place-items: center;
}
.promo-thumb img { width: 100%; height: 100%; object-fit: cover; display: block; }
.promo-thumb__remove {
  position: absolute; top: 4px; inset-inline-end: 4px; width: 28px; height: 28px; min-height: 0; padding: 0;
  border-radius: 50%; background: var(--_backdrop); color: #fff;
}
.promo-thumb__missing { font-size: 22px; color: var(--_text-muted); }
.promo-application {
  display: flex; flex-direction: column; gap: 8px; padding: 14px; border-radius: var(--_radius-sm);
  background: var(--_surface-2); border: 1px solid var(--_border);
}
.promo-application__head { display: flex; gap: 8px; align-items: center; justify-content: space-between; }
.promo-application__title { margin: 0; font-size: 15px; }
.promo-application__meta { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 0; font-size: 12.5px; color: var(--_text-muted); }
.promo-application__comment { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 14px; }
.promo-application__remark { margin: 0; color: var(--_danger); font-size: 14px; overflow-wrap: anywhere; }
`;
