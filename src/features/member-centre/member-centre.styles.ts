import { pageStateStyles } from '../ui/data/load-state.styles';

/** <gd-member-centre> CSS: menu beside the page on wide screens, a tab strip above it on phones. */
export const memberCentreStyles = /* css */ `
.mc { display: grid; grid-template-columns: 210px minmax(0, 1fr); gap: 20px; min-height: 480px; }
.mc-menu {
  display: flex; flex-direction: column; gap: 4px; padding: 8px; border-radius: var(--_radius-sm);
  background: var(--_surface-3); border: 1px solid var(--_border); align-self: start;
}
.mc-menu__item {
  all: unset; box-sizing: border-box; cursor: pointer; padding: 10px 12px; border-radius: var(--_radius-sm);
  color: var(--_text-muted); font-weight: 600; font-size: 14.5px; white-space: nowrap;
}
.mc-menu__badge {
  display: inline-block; min-width: 20px; margin-inline-start: 8px; padding: 1px 6px; border-radius: 999px;
  background: var(--_danger); color: #fff; font-size: 11.5px; font-weight: 800; text-align: center;
}
.mc-menu__item:hover { color: var(--_text); background: var(--_surface-2); }
.mc-menu__item:focus-visible { box-shadow: var(--_focus); }
.mc-menu__item[aria-current='page'] {
  color: var(--_accent-text); background: var(--_accent);
}
.mc-stack { display: flex; flex-direction: column; gap: 16px; }
.mc-page { min-width: 0; display: flex; flex-direction: column; gap: 16px; }
.mc-page__title { margin: 0; font-size: 18px; font-weight: 750; }
${pageStateStyles}
.mc-section {
  background: var(--_surface-2); border: 1px solid var(--_border); border-radius: var(--_radius);
  padding: 18px; display: flex; flex-direction: column; gap: 12px;
}
.mc-section__title { margin: 0; font-size: 16px; font-weight: 700; }
.mc-section__hint { margin: 0; color: var(--_text-muted); font-size: 13.5px; }
.mc-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: 16px; align-items: start; }
.mc-profile { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
.mc-profile__avatar {
  width: 72px; height: 72px; border-radius: 50%; object-fit: cover; background: var(--_surface-3);
  border: 2px solid var(--_border-strong); flex: none;
}
.mc-profile__name { margin: 0; font-size: 18px; font-weight: 750; }
.mc-profile__sub { color: var(--_text-muted); font-size: 14px; }
.mc-vip-link { display: inline-flex; align-items: center; gap: 6px; margin-top: 4px; font-size: 13.5px; font-weight: 650; }
.mc-labels { display: flex; flex-wrap: wrap; gap: 6px; }
.mc-label {
  display: inline-flex; align-items: center; padding: 2px 10px; border-radius: 999px; font-size: 12.5px;
  font-weight: 650; border: 1px solid currentColor; background: color-mix(in srgb, currentColor 14%, transparent);
}
.mc-facts { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0; font-size: 14px; }
.mc-facts dt { color: var(--_text-muted); }
.mc-facts dd { margin: 0; overflow-wrap: anywhere; }
.mc-section .form { gap: 12px; }
.mc-avatars { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 10px; }
.mc-avatars__choice {
  all: unset; cursor: pointer; border-radius: 50%; border: 2px solid var(--_border); padding: 2px; line-height: 0;
}
.mc-avatars__choice img { width: 48px; height: 48px; border-radius: 50%; display: block; }
.mc-avatars__choice[aria-pressed='true'] { border-color: var(--_accent); box-shadow: var(--_focus); }
.mc-avatars__choice:focus-visible { box-shadow: var(--_focus); }
.mc-upload { align-self: flex-start; cursor: pointer; }
.mc-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.mc-list__row {
  display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; padding: 8px 10px;
  border-radius: var(--_radius-sm); background: var(--_surface-3); font-size: 14px;
}
.mc-tag {
  margin-inline-start: 8px; font-size: 11px; font-weight: 800; text-transform: uppercase; padding: 2px 6px;
  border-radius: 4px; background: var(--_accent); color: var(--_accent-text);
}
.mc-select {
  flex: 1; min-width: 0; background: transparent; color: inherit; border: 0; font: inherit; padding: 10px 0;
}
.mc-select option { background: var(--_surface); color: var(--_text); }
.mc-facts code { font-size: 12.5px; overflow-wrap: anywhere; user-select: all; }
@media (max-width: 720px) {
  .mc { grid-template-columns: minmax(0, 1fr); gap: 14px; min-height: 0; }
  .mc-menu {
    flex-direction: row; overflow-x: auto; scroll-snap-type: x proximity; padding: 6px;
    scrollbar-width: thin; position: sticky; top: -28px; z-index: 2;
  }
  .mc-menu__item { scroll-snap-align: start; padding: 8px 12px; }
  .mc-section { padding: 14px; }
}
`;
