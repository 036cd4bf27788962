/**
 * The modal dialog's CSS and that of the message dialogs drawn in it (icon, message, actions): adopted by
 * ModalDialog when one first opens, so an element without an open dialog does not carry it.
 */
export const modalStyles = /* css */ `
dialog.modal {
  padding: 0; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface);
  color: var(--_text); box-shadow: var(--_shadow); max-width: calc(100vw - 24px); max-height: calc(100dvh - 24px);
  overflow: visible;
}
dialog.modal::backdrop { background: var(--_backdrop); backdrop-filter: blur(3px); }
dialog.modal[open] { animation: gd-pop 0.18s ease-out; }
@keyframes gd-pop { from { opacity: 0; transform: translateY(8px) scale(0.98); } }
.modal__inner { position: relative; max-height: calc(100dvh - 26px); overflow: auto; padding: 28px 24px 24px; }
.modal__close { position: absolute; top: 10px; inset-inline-end: 10px; z-index: 1; }
.modal__title { margin: 0 0 16px; font-size: 20px; font-weight: 750; padding-inline-end: 28px; }
.dialog__body { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 14px; }
.dialog__icon { width: 52px; height: 52px; border-radius: 50%; display: grid; place-items: center; }
.dialog__icon--warning { color: var(--_warning); background: color-mix(in srgb, var(--_warning) 14%, transparent); }
.dialog__icon--error { color: var(--_danger); background: var(--_danger-bg); }
.dialog__icon--info { color: var(--_info); background: color-mix(in srgb, var(--_info) 14%, transparent); }
.dialog__icon--success { color: var(--_success); background: color-mix(in srgb, var(--_success) 14%, transparent); }
.dialog__message { margin: 0; font-size: 15.5px; }
.dialog__actions { display: flex; gap: 10px; width: 100%; }
.dialog__actions .btn { flex: 1; }
@media (max-width: 480px) {
  .modal__inner { padding: 24px 16px 18px; }
}
`;
