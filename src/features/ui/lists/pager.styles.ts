/** The pager's CSS: round buttons in one wrapping row, the current page filled. */
export const pagerStyles = /* css */ `
.pager { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 6px; }
.pager button {
  min-width: 36px; height: 36px; padding: 0 10px; border-radius: 18px; border: 1px solid var(--_border);
  background: var(--_surface-2); color: var(--_text); font: inherit; font-weight: 700; cursor: pointer;
}
.pager button:hover:not(:disabled) { border-color: var(--_accent); }
.pager button:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.pager button:disabled { opacity: 0.4; cursor: default; }
.pager button[aria-current='page'] { background: var(--_accent); border-color: var(--_accent); color: var(--_accent-text); }
.pager__step { font-size: 20px; line-height: 1; }
.pager__gap { color: var(--_text-muted); padding: 0 2px; }
`;
