/**
 * Sign-in forms' CSS (login, register, forgot, change password, verification), adopted by the elements
 * that show them and brought along by the lazily loaded forms of the others. The phone and send-code
 * pieces they share with the security page are in `formPartStyles`; the captcha's and the country
 * list's come with those parts.
 */
export const authStyles = /* css */ `
.small { font-size: 13px; margin: 0; }
.auth { max-width: 100%; }
.auth--inline { width: 100%; max-width: 460px; margin-inline: auto; }
.auth--wide { max-width: 760px; }
.auth__head { display: flex; align-items: center; gap: 12px; margin-bottom: 18px; }
.auth__badge {
  width: 40px; height: 40px; border-radius: 12px; display: grid; place-items: center; flex: none;
  background: linear-gradient(135deg, var(--_accent), color-mix(in srgb, var(--_accent) 45%, #0a3d8f));
  color: var(--_accent-text);
}
.auth__title { margin: 0; font-size: 21px; font-weight: 750; letter-spacing: -0.01em; }
.auth__subtitle { margin: 2px 0 0; color: var(--_text-muted); font-size: 13.5px; }
.auth__footer { margin-top: 16px; text-align: center; font-size: 13.5px; color: var(--_text-muted); }

.banner { border-radius: var(--_radius-sm); overflow: hidden; border: 1px solid var(--_border); }
.banner__image { display: block; width: 100%; aspect-ratio: 3 / 1; max-height: 140px; object-fit: cover; }
.banner--pending { aspect-ratio: 3 / 1; max-height: 140px; background: var(--_surface-2); }
.banner__text {
  padding: 12px 14px; font-size: 13.5px;
  background: linear-gradient(120deg, color-mix(in srgb, var(--_accent) 18%, var(--_surface-2)), var(--_surface-2));
}
.banner__title { display: block; margin-bottom: 2px; }
.banner__content { color: var(--_text-muted); }
.banner__content p { margin: 0; }

.methods { border: 0; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 8px; }
.methods legend { margin-bottom: 8px; }
.method {
  display: flex; align-items: center; gap: 8px; padding: 10px 12px; border-radius: var(--_radius-sm);
  border: 1px solid var(--_border); background: var(--_surface-3); cursor: pointer; font-size: 14px;
}
.method input { accent-color: var(--_accent); }
.method--selected { border-color: var(--_accent); background: color-mix(in srgb, var(--_accent) 10%, var(--_surface-3)); }
.loading-block { display: grid; place-items: center; min-height: 160px; color: var(--_accent); }
.loading-block .spinner { width: 28px; height: 28px; border-width: 3px; }
`;
