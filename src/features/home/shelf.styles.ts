/** <gd-game-shelf> CSS: a title bar and a sideways-scrolling row of fixed-width game cards. */
export const shelfStyles = /* css */ `
/* A row of cards is wider than any page: in a grid or flex parent the shelf must still shrink. */
:host { min-width: 0; }
:host([data-empty]) { display: none; }
.shelf { display: flex; flex-direction: column; gap: 12px; }
.shelf__head { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.shelf__title { margin: 0; font-size: clamp(17px, 2.4vw, 21px); letter-spacing: -0.01em; }
.shelf__actions { display: flex; align-items: center; gap: 6px; }
.shelf__see-all {
  display: inline-flex; align-items: center; min-height: 32px; padding: 0 10px; border-radius: 999px;
  color: var(--_accent); font-size: 13.5px; font-weight: 700; text-decoration: none;
}
.shelf__see-all:hover { background: var(--_surface-2); }
.shelf__arrow {
  display: grid; place-items: center; width: 32px; height: 32px; border-radius: 50%; cursor: pointer;
  border: 1px solid var(--_border); background: var(--_surface-2); color: var(--_text);
}
.shelf__arrow:hover { border-color: var(--_accent); }
[dir='rtl'] .shelf__arrow svg { transform: scaleX(-1); }
.shelf__row {
  list-style: none; margin: 0; padding: 2px 2px 10px; display: grid; grid-auto-flow: column;
  grid-auto-columns: var(--gd-shelf-card-width, 168px); gap: 14px; overflow-x: auto; overscroll-behavior-x: contain;
  scroll-snap-type: x proximity; scroll-padding-inline: 2px; scrollbar-width: thin;
}
.shelf__item { scroll-snap-align: start; min-width: 0; }
.shelf__placeholder {
  display: block; aspect-ratio: 4 / 5; border-radius: var(--_radius-sm);
  background: linear-gradient(90deg, var(--_surface-2), var(--_border), var(--_surface-2)); background-size: 200% 100%;
  animation: gd-shelf-shimmer 1.2s linear infinite;
}
@keyframes gd-shelf-shimmer { to { background-position: -200% 0; } }
.shelf__empty { margin: 0; color: var(--_text-muted); }
@media (max-width: 600px) {
  .shelf__row { grid-auto-columns: var(--gd-shelf-card-width-phone, 132px); gap: 10px; }
  .shelf__arrow { display: none; }
}
@media (prefers-reduced-motion: reduce) { .shelf__placeholder { animation: none; } }
`;
