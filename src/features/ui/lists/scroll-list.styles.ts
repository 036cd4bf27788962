/** The scrolling region of a long list that loads page after page, and its end-of-list line. */
export const scrollListStyles = /* css */ `
.rec-scroll {
  max-height: 420px; overflow: auto; border: 1px solid var(--_border); border-radius: var(--_radius-sm);
  background: var(--_surface-2); overscroll-behavior: contain;
}
.rec-scroll:focus-visible { box-shadow: var(--_focus); outline: none; }
.rec-scroll__end { display: flex; justify-content: center; padding: 10px; min-height: 24px; }
.rec-scroll__status { display: inline-flex; align-items: center; gap: 8px; font-size: 13.5px; }
@media (max-width: 720px) {
  .rec-scroll { max-height: 60vh; }
}
`;
