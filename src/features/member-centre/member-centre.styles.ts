/** <gd-member-centre>'s own pages' CSS; the layout is the shared centre one (ui/centre). */
export const memberCentreStyles = /* css */ `
.restricted-banner { margin-bottom: 12px; }
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
.mc-history { display: flex; flex-direction: column; gap: 8px; margin-top: 16px; }
.mc-change__values {
  flex-basis: 100%; display: flex; flex-direction: column; gap: 2px; font-size: 13px; color: var(--_text-muted);
  overflow-wrap: anywhere;
}
.mc-change__more { padding-inline-start: 12px; }
.mc-tag {
  margin-inline-start: 8px; font-size: 11px; font-weight: 800; text-transform: uppercase; padding: 2px 6px;
  border-radius: 4px; background: var(--_accent); color: var(--_accent-text);
}
`;
