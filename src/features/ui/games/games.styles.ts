/**
 * Styles of the shared game pieces (card, lazy thumbnail, sub-game and maintenance popups). Every element that
 * shows game cards adopts them, as does a lazily shown part that draws cards; the global game popups carry them
 * inline because any element may render those.
 */
export const gamesStyles = /* css */ `
.sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.lazy-img {
  position: relative; display: block; width: 100%; height: 100%; overflow: hidden;
  background: var(--_surface-3); color: var(--_text-muted);
}
/* Waiting thumbnails stay still: an animated shimmer on dozens of cards repaints every frame of a scroll. */
.lazy-img img { display: block; width: 100%; height: 100%; object-fit: cover; }
.lazy-img--waiting, .lazy-img--loading { background: linear-gradient(160deg, var(--_surface-2), var(--_surface-3)); }
.lazy-img--failed { display: grid; place-items: center; padding: 18%; }
.gicon { display: block; }

.gcard {
  position: relative; display: flex; flex-direction: column; min-width: 0; height: 100%;
  border-radius: var(--_radius-sm); background: var(--_surface); border: 1px solid var(--_border);
  transition: border-color 0.15s, transform 0.15s;
}
.gcard:hover { border-color: var(--_border-strong); }
.gcard:focus-within { border-color: var(--_accent); }
.gcard__main {
  display: flex; flex-direction: column; width: 100%; height: 100%; min-width: 0; padding: 0; border: 0;
  background: transparent; color: inherit; text-align: start; cursor: pointer; border-radius: inherit;
}
.gcard__thumb {
  position: relative; display: block; width: 100%; aspect-ratio: 1 / 1; flex: none; order: -1;
  border-radius: var(--_radius-sm) var(--_radius-sm) 0 0; overflow: hidden;
}
.gcard__main:hover .gcard__thumb img { transform: scale(1.04); }
.gcard__thumb img { transition: transform 0.25s ease-out; }
.gcard__name, .gcard__vendor {
  display: block; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; padding: 0 10px;
}
.gcard__name { margin-top: 7px; font-size: 13.5px; font-weight: 600; line-height: 19px; height: 19px; }
.gcard__vendor { font-size: 12px; line-height: 17px; height: 17px; color: var(--_text-muted); margin-bottom: 7px; }
/* Clear of the favourite button (top end corner): badges that do not fit on one line wrap to the next. */
.gcard__badges {
  position: absolute; top: 6px; inset-inline: 6px 44px; display: flex; flex-wrap: wrap; gap: 4px;
  pointer-events: none;
}
/* A badge wider than a phone's card ends in an ellipsis instead of running under the favourite button. */
.badge {
  display: inline-block; max-width: 100%; overflow: hidden; white-space: nowrap; text-overflow: ellipsis;
  line-height: 18px; padding: 0 6px; border-radius: 5px;
  font-size: 10.5px; font-weight: 800; letter-spacing: 0.04em; text-transform: uppercase;
}
.badge--new { background: var(--_info); color: #041222; }
.badge--hot { background: linear-gradient(180deg, #ff8a4c, #ff4d4d); color: #fff; }
.badge--tournament { background: #5b3fd6; color: #fff; }
.badge--jackpot { background: linear-gradient(180deg, #ffd76a, #f1b52a); color: #231800; }
.gcard__maintenance {
  position: absolute; inset-inline: 0; bottom: 0; padding: 4px 8px; text-align: center;
  background: rgba(10, 16, 28, 0.82); color: var(--_warning); font-size: 11.5px; font-weight: 700;
}
.gcard--maintenance .lazy-img img { filter: grayscale(0.7) brightness(0.8); }
.gcard__launching {
  position: absolute; inset: 0; display: grid; place-items: center; background: rgba(3, 7, 15, 0.55); color: #fff;
}
.gcard__fav {
  position: absolute; top: 6px; inset-inline-end: 6px; display: inline-flex; align-items: center;
  justify-content: center; width: 32px; height: 32px; border: 0; border-radius: 50%;
  background: rgba(3, 7, 15, 0.55); color: #fff; cursor: pointer; transition: color 0.15s, transform 0.1s;
}
.gcard__fav:hover { transform: scale(1.08); }
.gcard__fav[aria-pressed='true'] { color: var(--_danger); }

.games-state {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px;
  min-height: 120px; padding: 20px; text-align: center; color: var(--_text-muted);
}
.subgames__list {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
}
.subgame {
  display: flex; flex-direction: column; gap: 4px; width: 100%; padding: 0 0 8px; overflow: hidden;
  border: 1px solid var(--_border); border-radius: var(--_radius-sm); background: var(--_surface-2);
  text-align: start; cursor: pointer;
}
.subgame:hover:not(:disabled) { border-color: var(--_accent); }
.subgame:disabled { cursor: progress; opacity: 0.7; }
.subgame__thumb { aspect-ratio: 1 / 1; height: auto; }
.subgame__name { padding: 0 8px; font-weight: 600; font-size: 13.5px; }
.subgame__minbet { padding: 0 8px; font-size: 12px; color: var(--_text-muted); }
.subgame[aria-busy='true'] { border-color: var(--_accent); }

.maint__text { display: flex; gap: 10px; align-items: flex-start; margin: 0 0 14px; color: var(--_warning); }
.maint__list { display: grid; gap: 10px; grid-template-columns: repeat(auto-fill, minmax(128px, 1fr)); }
.session-limits__text { margin: 0 0 14px; color: var(--_text-muted); line-height: 1.5; }
@media (max-width: 480px) {
  .subgames__list, .maint__list { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
`;
