/**
 * <gd-nav> CSS. One line at every width: the entries that do not fit are laid out out of sight
 * (still measured, data-overflow) and listed in the "more" menu at the end. Wide screens
 * (>= 1180 px): dropdowns under their entry (centred; the "more" menu at the end's edge) or, past six
 * vendors, a wide grid along the bar; entry icons only from 1400 px and below 1180 px. Narrower,
 * dropdowns open full width under the bar; phones (<= 768 px) also get a fixed bottom bar. Media
 * queries, not container queries: a query container would become the containing block of the fixed
 * bottom bar.
 */
export const navStyles = /* css */ `
:host { display: block; position: relative; z-index: 9; }
/*
 * Entries past the bar's end (before the bar has measured which go into "more") are clipped, never part of
 * the page's width: on a phone, content wider than the screen widens the page's layout viewport, which lays
 * the whole page out again at that width and zooms it out. Only sideways: the dropdowns hang below.
 */
.nav { position: relative; background: var(--_surface); border-bottom: 1px solid var(--_border); overflow-x: clip; }
.nav__list {
  list-style: none; margin: 0 auto; padding: 0 clamp(8px, 3vw, 32px); max-width: var(--gd-nav-max-width, 1440px);
  display: flex; flex-wrap: nowrap; align-items: stretch; gap: 2px;
}
.nav__item { position: relative; display: flex; }
.nav__item--wide { position: static; }
/* An entry in the "more" menu keeps its size out of sight, so the bar knows when it fits again. */
.nav__item[data-overflow] {
  position: absolute; inset-inline-start: 0; top: 0; visibility: hidden; pointer-events: none;
}
.nav__entry {
  display: inline-flex; align-items: center; gap: 6px; height: 48px; padding: 0 11px; border: 0; border-radius: 0;
  background: transparent; color: var(--_text-muted); font-weight: 600; font-size: 14px; text-decoration: none;
  cursor: pointer; position: relative; white-space: nowrap; transition: color 0.15s, background 0.15s;
}
.nav__entry:hover, .nav__entry[aria-expanded='true'] { color: var(--_text); background: var(--_surface-2); }
.nav__entry:focus-visible { box-shadow: none; outline: 2px solid var(--_accent); outline-offset: -2px; }
.nav__entry.is-active { color: var(--_accent); }
.nav__entry.is-active::after {
  content: ''; position: absolute; inset-inline: 12px; bottom: 0; height: 3px; border-radius: 3px 3px 0 0;
  background: var(--_accent);
}
.nav__chevron { display: inline-flex; transition: transform 0.15s; }
.nav__entry[aria-expanded='true'] .nav__chevron { transform: rotate(180deg); }
.nav__retry { color: var(--_warning); }
.nav__skeleton {
  display: inline-block; align-self: center; width: 88px; height: 14px; margin: 0 14px; border-radius: 7px;
  background: linear-gradient(90deg, var(--_surface-2), var(--_border), var(--_surface-2));
  background-size: 200% 100%; animation: gd-nav-shimmer 1.2s linear infinite;
}
@keyframes gd-nav-shimmer { to { background-position: -200% 0; } }

.nav__menu {
  position: absolute; z-index: 40; top: 100%; inset-inline-start: 50%; transform: translateX(-50%);
  min-width: 250px; max-width: calc(100vw - 24px); padding: 8px;
  background: var(--_surface); border: 1px solid var(--_border-strong); border-radius: var(--_radius-sm);
  box-shadow: var(--_shadow); animation: gd-nav-pop 0.14s ease-out;
}
[dir='rtl'] .nav__menu { transform: translateX(50%); }
.nav__menu--end, [dir='rtl'] .nav__menu--end {
  inset-inline-start: auto; inset-inline-end: 0; transform: none; max-height: min(70vh, 560px); overflow-y: auto;
}
.nav__menu--wide {
  transform: none;
  inset-inline: max(clamp(8px, 3vw, 32px), calc((100% - var(--gd-nav-max-width, 1440px)) / 2 + clamp(8px, 3vw, 32px)));
  max-width: none; max-height: min(70vh, 560px); overflow-y: auto;
}
[dir='rtl'] .nav__menu--wide { transform: none; }
@keyframes gd-nav-pop { from { opacity: 0; margin-top: -4px; } to { opacity: 1; margin-top: 0; } }
.nav__menu-grid { display: flex; flex-direction: column; gap: 8px; }
.nav__group { display: flex; flex-direction: column; gap: 2px; }
.nav__menu--wide .nav__group { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 4px; }
.nav__group-title {
  grid-column: 1 / -1; margin: 4px 8px 2px; font-size: 11.5px; font-weight: 700; letter-spacing: 0.06em;
  text-transform: uppercase; color: var(--_text-muted);
}
.vendor-item, .nav__more-item {
  display: flex; align-items: center; gap: 10px; width: 100%; min-height: 44px; padding: 6px 8px; border: 0;
  border-radius: 8px; background: transparent; color: var(--_text); font-size: 14px; font-weight: 600;
  text-align: start; text-decoration: none; cursor: pointer;
}
.vendor-item:hover, .vendor-item:focus-visible, .nav__more-item:hover, .nav__more-item:focus-visible {
  background: var(--_surface-2);
}
.vendor-item:focus-visible, .nav__more-item:focus-visible {
  box-shadow: none; outline: 2px solid var(--_accent); outline-offset: -2px;
}
.nav__more-item.is-active { color: var(--_accent); }
.nav__more-item > svg { flex: none; color: var(--_text-muted); }
.nav__more-item.is-active > svg { color: inherit; }
.vendor-item__name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.vendor-item[aria-busy='true'] { opacity: 0.7; cursor: progress; }
.nav__all {
  display: flex; align-items: center; justify-content: center; margin-top: 8px; padding: 10px; border-radius: 8px;
  border-top: 1px solid var(--_border); color: var(--_accent); font-size: 13.5px; font-weight: 700; text-decoration: none;
}
.nav__all:hover, .nav__all:focus-visible { background: var(--_surface-2); }
.nav__all:focus-visible { box-shadow: none; outline: 2px solid var(--_accent); outline-offset: -2px; }

.bottom-bar { display: none; }

@media (max-width: 1399px) {
  .nav__entry > svg:first-child { display: none; }
}
@media (max-width: 1179px) {
  .nav__entry > svg:first-child { display: inline; }
  .nav__list { padding: 0 4px; }
  .nav__item, .nav__item--wide { position: static; flex: none; }
  .nav__menu, .nav__menu--wide, .nav__menu--end, [dir='rtl'] .nav__menu--end {
    inset-inline: 8px; transform: none; min-width: 0; max-width: none; max-height: min(60vh, 480px); overflow-y: auto;
  }
  [dir='rtl'] .nav__menu { transform: none; }
  .nav__group, .nav__menu--wide .nav__group { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 2px; }
}
@media (max-width: 768px) {
  .nav__entry { height: 44px; padding: 0 12px; font-size: 13.5px; }
  .nav__group, .nav__menu--wide .nav__group { grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); }
  .bottom-bar {
    display: block; position: fixed; z-index: 30; inset-inline: 0; bottom: 0;
    padding-bottom: env(safe-area-inset-bottom, 0px);
    background: color-mix(in srgb, var(--_surface) 94%, transparent); backdrop-filter: blur(10px);
    border-top: 1px solid var(--_border); box-shadow: 0 -8px 24px rgba(0, 0, 0, 0.25);
  }
  /* Room the page keeps at the end of the bar for a button of its own (the side bar's help button). */
  .bottom-bar__list {
    list-style: none; margin: 0; padding: 0; padding-inline-end: var(--gd-bottom-bar-end-room, 0px); display: flex;
  }
  .bottom-bar__list > li { flex: 1; display: flex; }
  .bottom-bar__entry {
    flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 3px;
    min-height: 58px; color: var(--_text-muted); text-decoration: none; font-size: 11px; font-weight: 600;
  }
  .bottom-bar__entry.is-active { color: var(--_accent); }
  .bottom-bar__entry:focus-visible { box-shadow: none; outline: 2px solid var(--_accent); outline-offset: -4px; border-radius: 10px; }
}
@media (prefers-reduced-motion: reduce) {
  .nav__menu { animation: none; }
  .nav__skeleton { animation: none; }
  .nav__chevron { transition: none; }
}
`;
