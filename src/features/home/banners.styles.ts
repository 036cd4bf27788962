/**
 * <gd-banners> CSS: one banner at a time (3:1), sliding unless motion is reduced. Class names
 * stay clear of the sign-in banner's (.banner), whose styles every element adopts.
 */
export const bannersStyles = /* css */ `
.banners {
  position: relative; overflow: hidden; border-radius: var(--_radius); background: var(--_surface-3);
  border: 1px solid var(--_border);
}
.banners__track { display: flex; transition: transform 0.45s ease; touch-action: pan-y; user-select: none; }
.banners__track--still { transition: none; }
.slide { flex: 0 0 100%; min-width: 0; aspect-ratio: 3 / 1; }
.slide__link { display: block; height: 100%; color: inherit; text-decoration: none; border-radius: inherit; }
.slide__link:focus-visible { box-shadow: none; outline: 3px solid var(--_accent); outline-offset: -3px; }
.slide__image { display: block; width: 100%; height: 100%; object-fit: cover; }
.slide__text {
  display: flex; flex-direction: column; justify-content: center; gap: 8px; height: 100%; padding: 6% 8%;
  background: linear-gradient(120deg, var(--_surface-2), var(--_surface-3));
}
.slide__title { font-size: clamp(18px, 3.4vw, 34px); line-height: 1.15; }
.slide__content { color: var(--_text-muted); font-size: clamp(13px, 1.6vw, 17px); }
.slide__content p { margin: 0; }
.banners__controls {
  position: absolute; inset-inline: 0; bottom: 8px; display: flex; align-items: center; justify-content: center; gap: 6px;
  pointer-events: none;
}
.banners__controls > * { pointer-events: auto; }
.banners__arrow, .banners__pause {
  display: grid; place-items: center; width: 30px; height: 30px; border-radius: 50%; border: 0; cursor: pointer;
  background: rgba(3, 7, 15, 0.55); color: #fff;
}
.banners__arrow:hover, .banners__pause:hover { background: rgba(3, 7, 15, 0.8); }
[dir='rtl'] .banners__arrow svg { transform: scaleX(-1); }
.banners__dots { display: flex; gap: 2px; padding: 0 4px; border-radius: 999px; background: rgba(3, 7, 15, 0.45); }
.banners__dot {
  position: relative; width: 24px; height: 24px; border: 0; padding: 0; background: transparent; cursor: pointer; border-radius: 50%;
}
.banners__dot::after {
  content: ''; position: absolute; inset: 8px; border-radius: 50%; background: rgba(255, 255, 255, 0.55);
  transition: transform 0.2s;
}
.banners__dot[aria-current='true']::after { background: var(--_accent); transform: scale(1.3); }
@media (max-width: 600px) {
  .banners { border-radius: var(--_radius-sm); }
  .banners__controls { bottom: 4px; gap: 4px; }
  .banners__arrow { display: none; }
  .banners__pause { width: 26px; height: 26px; }
}
@media (prefers-reduced-motion: reduce) { .banners__track, .banners__dot::after { transition: none; } }
`;
