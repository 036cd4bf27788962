import { pageStateStyles } from '../data/load-state.styles';

/**
 * The layout both centres (member and agent) share: the menu beside the page on wide screens, a tab
 * strip above it on phones, and the page's stacks, sections, fact lists and selects.
 */
export const centreStyles = /* css */ `
.centre { display: grid; grid-template-columns: 210px minmax(0, 1fr); gap: 20px; min-height: 480px; }
.centre-menu {
  display: flex; flex-direction: column; gap: 4px; padding: 8px; border-radius: var(--_radius-sm);
  background: var(--_surface-3); border: 1px solid var(--_border); align-self: start;
}
.centre-menu__item {
  all: unset; box-sizing: border-box; cursor: pointer; padding: 10px 12px; border-radius: var(--_radius-sm);
  color: var(--_text-muted); font-weight: 600; font-size: 14.5px; white-space: nowrap;
}
.centre-menu__badge {
  display: inline-block; min-width: 20px; margin-inline-start: 8px; padding: 1px 6px; border-radius: 999px;
  background: var(--_danger); color: #fff; font-size: 11.5px; font-weight: 800; text-align: center;
}
.centre-menu__item:hover { color: var(--_text); background: var(--_surface-2); }
.centre-menu__item:focus-visible { box-shadow: var(--_focus); }
.centre-menu__item[aria-current='page'] {
  color: var(--_accent-text); background: var(--_accent);
}
.centre-stack { display: flex; flex-direction: column; gap: 16px; }
.centre-page { min-width: 0; display: flex; flex-direction: column; gap: 16px; }
.centre-page__title { margin: 0; font-size: 18px; font-weight: 750; }
${pageStateStyles}
.centre-section {
  background: var(--_surface-2); border: 1px solid var(--_border); border-radius: var(--_radius);
  padding: 18px; display: flex; flex-direction: column; gap: 12px;
}
.centre-section__title { margin: 0; font-size: 16px; font-weight: 700; }
.centre-section__hint { margin: 0; color: var(--_text-muted); font-size: 13.5px; }
.centre-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: 16px; align-items: start; }
.centre-facts { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0; font-size: 14px; }
.centre-facts dt { color: var(--_text-muted); }
.centre-facts dd { margin: 0; overflow-wrap: anywhere; }
.centre-section .form { gap: 12px; }
.centre-select {
  flex: 1; min-width: 0; background: transparent; color: inherit; border: 0; font: inherit; padding: 10px 0;
}
.centre-select option { background: var(--_surface); color: var(--_text); }
.centre-facts code { font-size: 12.5px; overflow-wrap: anywhere; user-select: all; }
@media (max-width: 720px) {
  .centre { grid-template-columns: minmax(0, 1fr); gap: 14px; min-height: 0; }
  .centre-menu {
    flex-direction: row; overflow-x: auto; scroll-snap-type: x proximity; padding: 6px;
    scrollbar-width: thin; position: sticky; top: -28px; z-index: 2;
  }
  .centre-menu__item { scroll-snap-align: start; padding: 8px 12px; }
  .centre-section { padding: 14px; }
}
`;
