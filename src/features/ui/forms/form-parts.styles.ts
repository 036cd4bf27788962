/**
 * The form pieces shared by the sign-in forms and the member centre's security page: the phone field's
 * country button and flag, the send-code button, and the spinner or failure of a part of a form that
 * loads on first use (the captcha, the SMS fields, the country list).
 */
export const formPartStyles = /* css */ `
.code-btn { flex: none; min-width: 104px; margin-inline-end: -6px; }

.country { position: relative; flex: none; margin-inline-start: -6px; }
.country__button {
  display: inline-flex; align-items: center; gap: 6px; height: 32px; padding: 0 8px; border-radius: 6px;
  border: 0; background: var(--_surface-2); cursor: pointer; font-size: 14px; font-weight: 600;
}
.country__button:hover { background: var(--_border); }
.flag { border-radius: 2px; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.25); flex: none; display: block; }
.country__list {
  position: absolute; z-index: 20; top: calc(100% + 8px); inset-inline-start: -8px; width: 270px; max-height: 260px;
  overflow: auto; padding: 6px; border-radius: var(--_radius-sm); background: var(--_surface);
  border: 1px solid var(--_border-strong); box-shadow: var(--_shadow);
}

.load-state {
  display: flex; align-items: center; justify-content: center; flex-wrap: wrap; gap: 10px; min-height: 64px;
  padding: 10px; border-radius: var(--_radius-sm); border: 1px dashed var(--_border); color: var(--_text-muted);
  font-size: 13.5px; text-align: center;
}
.load-state--failed { color: var(--_danger); border-color: color-mix(in srgb, var(--_danger) 40%, transparent); }
`;
