/**
 * <gd-side-bar> CSS: a slim column fixed at the right edge; on phones a floating button and a sheet instead.
 * All of it sits low among the page's layers (--gd-side-bar-z-index, 9): over the page's content, under its
 * header and every menu, popup or dialog, so it never hides one; the page keeps its content clear of it.
 */
export const sideBarStyles = /* css */ `
.bar {
  position: fixed; inset-inline-end: 0; top: 50%; transform: translateY(-50%); z-index: var(--gd-side-bar-z-index, 9);
  display: flex; flex-direction: column; align-items: stretch; gap: 6px; width: 132px; padding: 8px;
  background: var(--_surface); border: 1px solid var(--_border); border-inline-end: 0;
  border-radius: var(--_radius) 0 0 var(--_radius); box-shadow: var(--_shadow);
}
.bar--collapsed { width: auto; }
.bar__toggle, .bar__button, .sheet__close, .fab {
  font: inherit; font-size: 13px; color: var(--_text); background: var(--_bg); border: 1px solid var(--_border);
  border-radius: var(--_radius-sm); padding: 8px 10px; cursor: pointer; text-align: start; text-decoration: none;
  display: block; width: 100%; box-sizing: border-box; min-height: 36px;
}
.bar__toggle { color: var(--_text-muted); }
.bar__toggle:hover, .bar__button:hover { border-color: var(--_accent); }
.bar__toggle:focus-visible, .bar__button:focus-visible, .fab:focus-visible, .sheet__close:focus-visible, .bar__qr-link:focus-visible {
  outline: 2px solid var(--_focus); outline-offset: 2px;
}
.bar__button--chat { background: var(--_accent); color: var(--_accent-text); border-color: var(--_accent); font-weight: 700; }
.bar__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.bar__qr { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 6px 0; }
.bar__qr svg { background: #fff; border-radius: 6px; }
.bar__qr-link { font-size: 12px; color: var(--_accent); }
.bar__error { margin: 0; font-size: 12px; color: var(--_danger); }
.fab, .sheet { display: none; }
@media (max-width: 767px) {
  .bar { display: none; }
  .fab {
    display: block; position: fixed; z-index: var(--gd-side-bar-z-index, 9); width: auto;
    inset-inline-end: var(--gd-side-bar-button-end, 14px); bottom: var(--gd-side-bar-button-bottom, 84px);
    border-radius: 999px; padding: 10px 16px; background: var(--_accent); color: var(--_accent-text);
    border-color: var(--_accent); font-weight: 700; white-space: nowrap; box-shadow: var(--_shadow);
  }
  .sheet {
    display: flex; flex-direction: column; gap: 8px; position: fixed; inset-inline: 12px;
    bottom: calc(var(--gd-side-bar-button-bottom, 84px) + 52px); z-index: var(--gd-side-bar-z-index, 9);
    max-height: 70dvh; overflow-y: auto; padding: 12px; background: var(--_surface); border: 1px solid var(--_border);
    border-radius: var(--_radius); box-shadow: var(--_shadow);
  }
}
`;
