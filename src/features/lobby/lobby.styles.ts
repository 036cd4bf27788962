/** The lobby: heading, sticky filter bar (vendor tabs, filters, search, selects), rooms and the grid. */
export const lobbyStyles = /* css */ `
.lobby { display: flex; flex-direction: column; gap: 14px; min-width: 0; }
.lobby__bar {
  position: sticky; top: var(--gd-lobby-sticky-top, 0px); z-index: 2; display: flex; flex-direction: column;
  gap: 10px; padding: 10px 0; background: var(--gd-lobby-bar-bg, var(--_bg));
}
.lobby__inline-error { display: flex; align-items: center; gap: 10px; color: var(--_danger); font-size: 13.5px; }
.lobby__games { position: relative; min-height: 200px; }
.lobby__state {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 10px;
  min-height: 220px; padding: 24px; text-align: center; color: var(--_text-muted);
  border: 1px dashed var(--_border); border-radius: var(--_radius);
}
.lobby__state p { margin: 0; }
.lobby__state-title { color: var(--_text); font-weight: 700; font-size: 16px; }

/* The scroll bar's place is always kept (scroll, not auto), so the row is as tall with few vendors as with
   many and the placeholder row is as tall as the tabs that replace it; an empty track is transparent. */
.vtabs {
  display: flex; gap: 8px; overflow-x: scroll; overflow-y: hidden; scrollbar-width: thin;
  scrollbar-color: var(--_border-strong) transparent; padding: 2px; margin: -2px; scroll-snap-type: x proximity;
}
.vtab--placeholder { flex: 1 1 auto; border-color: transparent; border-radius: var(--_radius-sm); background: var(--_surface-3); }
.vtab {
  display: inline-flex; align-items: center; gap: 8px; flex: none; min-height: 44px; padding: 0 14px;
  border: 1px solid var(--_border); border-radius: 999px; background: var(--_surface); color: var(--_text-muted);
  font-weight: 600; font-size: 13.5px; cursor: pointer; scroll-snap-align: start; white-space: nowrap;
  transition: border-color 0.15s, color 0.15s, background 0.15s;
}
.vtab:hover { color: var(--_text); border-color: var(--_border-strong); }
.vtab[aria-selected='true'] { color: var(--_accent-text); background: var(--_accent); border-color: transparent; }
.vtab__logo { width: 26px; height: 26px; border-radius: 6px; object-fit: cover; background: var(--_surface-3); }
.vtab__hot { height: 16px; font-size: 9.5px; }

.ltools { display: flex; flex-direction: column; gap: 10px; }
.lfilters { display: flex; gap: 6px; overflow-x: auto; scrollbar-width: none; }
.lfilter {
  flex: none; min-height: 36px; padding: 0 14px; border-radius: var(--_radius-sm); border: 1px solid var(--_border);
  background: var(--_surface-3); color: var(--_text-muted); font-weight: 700; font-size: 13px; cursor: pointer;
}
.lfilter:hover { color: var(--_text); }
.lfilter[aria-pressed='true'] { color: var(--_text); border-color: var(--_accent); box-shadow: inset 0 -2px 0 var(--_accent); }
.ltools__row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.lsearch {
  display: flex; align-items: center; gap: 8px; flex: 1 1 260px; min-width: 0; min-height: 42px; padding: 0 6px 0 12px;
  background: var(--_surface-3); border: 1px solid var(--_border); border-radius: var(--_radius-sm); color: var(--_text-muted);
}
.lsearch:focus-within { border-color: var(--_accent); box-shadow: var(--_focus); }
.lsearch input {
  flex: 1; min-width: 0; height: 40px; border: 0; background: transparent; color: var(--_text); outline: none; font-size: 15px;
}
.lsearch input:focus-visible { box-shadow: none; }
.lsearch input::-webkit-search-cancel-button { display: none; }
.lselect select {
  min-height: 42px; max-width: 220px; padding: 0 10px; border-radius: var(--_radius-sm); border: 1px solid var(--_border);
  background: var(--_surface-3); font-size: 14px; cursor: pointer;
}
.lselect select option { background: var(--_surface); }
.lcount { margin-inline-start: auto; color: var(--_text-muted); font-size: 13px; white-space: nowrap; }

.rooms { display: flex; flex-direction: column; gap: 10px; }
.rooms__title { margin: 0; font-size: 17px; }
.rooms__state {
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin: 0; padding: 14px;
  border: 1px solid var(--_border); border-radius: var(--_radius-sm); background: var(--_surface); color: var(--_text-muted);
}
.rooms__state p { margin: 0; }
.rooms__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; grid-template-columns: repeat(auto-fill, minmax(270px, 1fr)); }
.rooms__more { align-self: center; }
.room {
  display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 12px 14px;
  border: 1px solid var(--_border); border-radius: var(--_radius-sm); background: var(--_surface);
}
.room__info { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.room__name { font-weight: 700; }
.room__meta, .room__seats { font-size: 12.5px; color: var(--_text-muted); display: inline-flex; align-items: center; gap: 6px; }

.vgrid { position: relative; width: 100%; margin: 0; padding: 0; list-style: none; contain: layout size; }
.vgrid__cell { position: absolute; top: 0; left: 0; will-change: transform; }
.gcard--placeholder { background: linear-gradient(160deg, var(--_surface-2), var(--_surface-3)); border-color: transparent; }

@media (max-width: 600px) {
  .ltools__row { gap: 6px; }
  .lsearch { flex-basis: 100%; }
  .lselect { flex: 1 1 0; min-width: 0; }
  .lselect select { width: 100%; max-width: none; }
  .lcount { flex-basis: 100%; margin: 0; }
  .vtab { min-height: 40px; padding: 0 12px; }
  .lfilters { gap: 4px; }
  .lfilter { padding: 0 11px; font-size: 12.5px; }
  .lselect select { padding: 0 6px; font-size: 13px; }
  .gcard__name { font-size: 12.5px; }
  .gcard__vendor { font-size: 11px; }
  .gcard__fav { width: 28px; height: 28px; }
}
`;
