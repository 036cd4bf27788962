/**
 * <gd-help> CSS: the search above, the index beside the articles (above them below 720 px), and
 * each article kept clear of the page's sticky header when a link scrolls to it.
 */
export const helpStyles = /* css */ `
:host { container-type: inline-size; }
.help {
  display: flex; flex-direction: column; gap: 14px; padding: clamp(14px, 2.5vw, 22px);
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
}
.help__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; }
.help__title { margin: 0; font-size: 22px; }
.help__search { position: relative; flex: 1 1 260px; max-width: 420px; display: flex; align-items: center; }
.help__search-input {
  width: 100%; min-height: 42px; padding: 8px 40px 8px 14px; border-radius: var(--_radius-sm);
  border: 1px solid var(--_border-strong); background: var(--_surface-2); color: var(--_text); font: inherit;
}
.help__search-input::-webkit-search-cancel-button { display: none; }
.help__search-input:focus-visible { outline: 2px solid var(--_focus); outline-offset: 1px; }
.help__clear { position: absolute; inset-inline-end: 4px; }
.help__count { margin: 0; min-height: 1em; font-size: 13px; color: var(--_text-muted); }
.help__count:empty { display: none; }
.help__none { display: flex; flex-direction: column; align-items: flex-start; gap: 10px; padding: 18px; border: 1px dashed var(--_border-strong); border-radius: var(--_radius-sm); }
.help__none p { margin: 0; overflow-wrap: anywhere; }
.help__body { display: grid; grid-template-columns: minmax(180px, 1fr) minmax(0, 3fr); gap: 22px; align-items: start; }
.help__index {
  position: sticky; top: var(--gd-scroll-margin, 12px); display: flex; flex-direction: column; gap: 14px;
  padding: 14px; border-radius: var(--_radius-sm); background: var(--_surface-2);
}
.help__index-title { margin: 0 0 6px; font-size: 12px; text-transform: uppercase; letter-spacing: 0.05em; color: var(--_text-muted); }
.help__index ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; }
.help__index a {
  display: block; padding: 6px 8px; border-radius: var(--_radius-sm); color: var(--_text); text-decoration: none;
  font-size: 14px; overflow-wrap: anywhere;
}
.help__index a:hover { background: var(--_surface-3); }
.help__index a:focus-visible { outline: 2px solid var(--_focus); outline-offset: 1px; }
.help__index a[aria-current] { color: var(--_accent); background: color-mix(in srgb, var(--_accent) 12%, transparent); font-weight: 700; }
.help__articles { display: flex; flex-direction: column; gap: 22px; min-width: 0; }
.help__section { display: flex; flex-direction: column; gap: 12px; }
.help__section-title { margin: 0; font-size: 17px; color: var(--_text-muted); }
.help-article {
  scroll-margin-top: var(--gd-scroll-margin, 12px); padding: 14px 16px; border-radius: var(--_radius-sm);
  background: var(--_surface-2); border: 1px solid transparent;
}
.help-article--current { border-color: var(--_accent); }
.help-article__title { margin: 0 0 6px; font-size: 17px; outline: none; overflow-wrap: anywhere; }
.help-article__body { line-height: 1.6; overflow-wrap: anywhere; }
.help-article__body > :first-child { margin-top: 0; }
.help-article__body > :last-child { margin-bottom: 0; }
.help-article__body :is(img, video, iframe, table) { max-width: 100%; height: auto; }
.help-article__body a { color: var(--_accent); }
@container (max-width: 719px) {
  .help__body { grid-template-columns: minmax(0, 1fr); }
  .help__index { position: static; }
  .help__search { max-width: none; }
}
`;
