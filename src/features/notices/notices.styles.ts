/**
 * <gd-notices> CSS: the list beside the reading pane; below 720 px the pane replaces the list
 * once a notice is chosen, with a way back.
 */
export const noticesStyles = /* css */ `
:host { container-type: inline-size; }
.notices {
  display: flex; flex-direction: column; gap: 14px; padding: clamp(14px, 2.5vw, 22px);
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
}
.notices__title { margin: 0; font-size: 19px; }
.notices__body { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 18px; align-items: start; }
.notices__index { display: flex; flex-direction: column; gap: 14px; min-width: 0; }
.notices__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.notice-item {
  display: flex; flex-direction: column; gap: 4px; width: 100%; padding: 10px 12px; text-align: start;
  border: 1px solid transparent; border-radius: var(--_radius-sm); background: var(--_surface-3);
  color: var(--_text); font: inherit; cursor: pointer;
}
.notice-item:hover { border-color: var(--_border-strong); }
.notice-item:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.notice-item[aria-current='true'] { border-color: var(--_accent); background: color-mix(in srgb, var(--_accent) 12%, var(--_surface-3)); }
.notice-item__title { font-weight: 700; font-size: 14px; overflow-wrap: anywhere; }
.notice-item__date { font-size: 12px; color: var(--_text-muted); }
.notice-tag {
  display: inline-block; margin-inline-end: 6px; padding: 1px 7px; border-radius: 10px; font-size: 11px;
  font-weight: 800; text-transform: uppercase; letter-spacing: 0.03em; vertical-align: 1px;
  background: color-mix(in srgb, var(--_gold) 22%, transparent); color: var(--_gold);
}
.notice-tag--PU { background: color-mix(in srgb, var(--_info) 22%, transparent); color: var(--_info); }
.notice-pane {
  display: flex; flex-direction: column; gap: 8px; min-width: 0; padding: 16px 18px;
  border-radius: var(--_radius-sm); background: var(--_surface-2); outline: none;
}
.notice-pane__back { display: none; align-self: flex-start; }
.notice-pane__title { margin: 0; font-size: 18px; overflow-wrap: anywhere; }
.notice-pane__image { max-width: 100%; height: auto; border-radius: var(--_radius-sm); }
.notice-pane__content { line-height: 1.55; overflow-wrap: anywhere; }
.notice-pane__content :is(img, video, iframe, table) { max-width: 100%; height: auto; }
.notice-pane__content a { color: var(--_accent); }
@container (max-width: 719px) {
  .notices__body { grid-template-columns: minmax(0, 1fr); }
  .notices__body--reading .notices__index { display: none; }
  .notices__body:not(.notices__body--reading) .notice-pane { display: none; }
  .notice-pane__back { display: inline-flex; }
}
`;
