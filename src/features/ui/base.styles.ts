/** Shared primitives' CSS: buttons, fields, tabs, alerts, cards. Adopted by every element (dialogs: modal.styles.ts). */
export const baseStyles = /* css */ `
.gd-root { font: inherit; color: inherit; }
button, input, select, textarea { font: inherit; color: inherit; }
a { color: var(--_accent); }
:focus-visible { outline: none; box-shadow: var(--_focus); }

.btn {
  --_btn-bg: var(--_surface-2);
  --_btn-fg: var(--_text);
  --_btn-border: var(--_border-strong);
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 42px; padding: 0 18px; border-radius: var(--_radius-sm);
  border: 1px solid var(--_btn-border); background: var(--_btn-bg); color: var(--_btn-fg);
  font-weight: 600; font-size: 14px; letter-spacing: 0.01em; cursor: pointer; white-space: nowrap;
  transition: background 0.15s, border-color 0.15s, transform 0.05s, filter 0.15s;
}
.btn:hover:not(:disabled) { border-color: var(--_accent); }
.btn:active:not(:disabled) { transform: translateY(1px); }
.btn:disabled { opacity: 0.55; cursor: not-allowed; }
.btn--primary { --_btn-bg: var(--_accent); --_btn-fg: var(--_accent-text); --_btn-border: transparent; }
.btn--primary:hover:not(:disabled) { background: var(--_accent-hover); border-color: transparent; }
.btn--gold { --_btn-bg: linear-gradient(180deg, #ffd76a, #f1b52a); --_btn-fg: #231800; --_btn-border: transparent; }
.btn--gold:hover:not(:disabled) { filter: brightness(1.06); border-color: transparent; }
.btn--ghost { --_btn-bg: transparent; --_btn-border: transparent; }
.btn--ghost:hover:not(:disabled) { background: var(--_surface-2); border-color: transparent; }
.btn--outline { --_btn-bg: transparent; }
.btn--block { width: 100%; }
.btn--small { min-height: 34px; padding: 0 12px; font-size: 13px; }
.btn--large { min-height: 48px; font-size: 15px; }
.btn--danger { --_btn-bg: var(--_danger); --_btn-fg: #fff; --_btn-border: transparent; }
.spinner {
  width: 16px; height: 16px; border-radius: 50%;
  border: 2px solid currentColor; border-right-color: transparent;
  animation: gd-spin 0.7s linear infinite;
}
@keyframes gd-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2s; } }

.field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.field__label { font-size: 13px; font-weight: 600; color: var(--_text-muted); }
.field__required { color: var(--_danger); margin-inline-start: 2px; }
.field__control {
  display: flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 12px;
  background: var(--_surface-3); border: 1px solid var(--_border); border-radius: var(--_radius-sm);
  transition: border-color 0.15s, box-shadow 0.15s;
}
.field__control:focus-within { border-color: var(--_accent); box-shadow: var(--_focus); }
.field--invalid .field__control { border-color: var(--_danger); }
.field__control input, .field__control select {
  flex: 1; min-width: 0; height: 42px; border: 0; background: transparent; outline: none; font-size: 15px;
}
/* The control's frame shows the focus ring; a second ring on the bare input would double it. */
.field__control input:focus-visible, .field__control select:focus-visible { box-shadow: none; }
.field__control input::placeholder { color: var(--_text-muted); opacity: 0.75; }
.field__control select option { background: var(--_surface); }
.field__icon { display: inline-flex; color: var(--_text-muted); flex: none; }
.field__error { font-size: 12.5px; color: var(--_danger); min-height: 0; }
.field__hint { font-size: 12.5px; color: var(--_text-muted); }
.icon-btn {
  display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px;
  border: 0; border-radius: 8px; background: transparent; color: var(--_text-muted); cursor: pointer; flex: none;
}
.icon-btn:hover { color: var(--_text); background: var(--_surface-2); }

.check { display: flex; align-items: flex-start; gap: 10px; font-size: 13.5px; color: var(--_text-muted); cursor: pointer; }
.check input { width: 18px; height: 18px; margin: 1px 0 0; accent-color: var(--_accent); flex: none; }
.check--invalid { color: var(--_danger); }

.tabs { display: flex; gap: 4px; padding: 4px; background: var(--_surface-3); border-radius: var(--_radius-sm); border: 1px solid var(--_border); }
.tab {
  flex: 1; min-height: 38px; border: 0; border-radius: 6px; background: transparent; color: var(--_text-muted);
  font-weight: 600; font-size: 14px; cursor: pointer; transition: background 0.15s, color 0.15s;
}
.tab:hover { color: var(--_text); }
.tab[aria-selected='true'] { background: var(--_surface-2); color: var(--_text); box-shadow: inset 0 -2px 0 var(--_accent); }

.alert {
  display: flex; gap: 10px; align-items: flex-start; padding: 10px 12px; border-radius: var(--_radius-sm);
  font-size: 13.5px; background: var(--_danger-bg); color: var(--_danger); border: 1px solid currentColor;
  border-color: color-mix(in srgb, currentColor 35%, transparent);
}
.alert--info { color: var(--_info); background: color-mix(in srgb, var(--_info) 10%, transparent); }
.alert--success { color: var(--_success); background: color-mix(in srgb, var(--_success) 10%, transparent); }

.form { display: flex; flex-direction: column; gap: 14px; }
.form__grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 14px; }
.form__actions { display: flex; gap: 10px; justify-content: flex-end; flex-wrap: wrap; }
.form__links { display: flex; justify-content: space-between; align-items: center; gap: 10px; flex-wrap: wrap; }
.link { background: none; border: 0; padding: 0; color: var(--_accent); cursor: pointer; font-size: 13.5px; font-weight: 600; }
.link:hover { text-decoration: underline; }
.muted { color: var(--_text-muted); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

.card {
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
  box-shadow: var(--_shadow); padding: 24px;
}
.card__title { margin: 0 0 4px; font-size: 22px; font-weight: 750; letter-spacing: -0.01em; }

@media (max-width: 480px) {
  .card { padding: 18px; }
}
`;
