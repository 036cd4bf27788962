/** Loading, failure and empty states of the game sections. */
export const loadStateStyles = /* css */ `
.load-state {
  display: flex; align-items: center; justify-content: center; flex-wrap: wrap; gap: 10px; min-height: 96px;
  padding: 20px; border-radius: var(--_radius); border: 1px dashed var(--_border); color: var(--_text-muted);
  font-size: 14px; text-align: center;
}
.load-state--failed { color: var(--_danger); border-color: color-mix(in srgb, var(--_danger) 40%, transparent); }
`;

/** Loading, failure and empty states of a page (QueryGate's "page" look), in a centre or a page element. */
export const pageStateStyles = /* css */ `
.page-loading, .page-failure, .page-empty {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px;
  min-height: 220px; color: var(--_text-muted); text-align: center;
}
.page-failure { color: var(--_text); }
.page-failure svg { color: var(--_warning); width: 32px; height: 32px; }
.page-failure p { margin: 0; max-width: 36ch; }
`;
