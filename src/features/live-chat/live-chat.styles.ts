/** <gd-live-chat> CSS: fills the window it is opened in (440 × 500 by the spec), one column on any width. */
export const liveChatStyles = /* css */ `
:host { display: block; height: 100%; }
.chat {
  display: flex; flex-direction: column; gap: 10px; height: var(--gd-chat-height, auto); min-height: 320px;
  box-sizing: border-box;
  padding: 14px; background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
}
.chat__head { display: flex; flex-direction: column; gap: 2px; }
.chat__title { margin: 0; font-size: 18px; }
.chat__status { margin: 0; font-size: 13px; color: var(--_text-muted); }
.chat__status--open::before {
  content: ''; display: inline-block; width: 8px; height: 8px; margin-inline-end: 6px; border-radius: 50%;
  background: var(--_success);
}
.chat__older { align-self: center; }
.chat__log {
  flex: 1; min-height: 0; overflow-y: auto; list-style: none; margin: 0; padding: 4px 2px;
  display: flex; flex-direction: column; gap: 8px;
}
.chat__empty { flex: 1; margin: 0; color: var(--_text-muted); text-align: center; padding-top: 40px; }
.chat__message {
  max-width: 82%; padding: 8px 12px; border-radius: 14px; background: var(--_border);
  display: flex; flex-direction: column; gap: 2px; overflow-wrap: anywhere;
}
.chat__message--customer { align-self: flex-end; background: var(--_accent); color: var(--_accent-text); }
.chat__message--customer .chat__time { color: inherit; opacity: 0.8; }
.chat__message--operator { align-self: flex-start; }
.chat__text { margin: 0; white-space: pre-wrap; }
.chat__time { font-size: 11px; color: var(--_text-muted); align-self: flex-end; }
.chat__notice, .chat__error { margin: 0; font-size: 14px; }
.chat__error { color: var(--_danger); }
.chat__form { display: flex; gap: 8px; align-items: flex-end; }
.chat__input {
  flex: 1; min-width: 0; resize: none; font: inherit; padding: 10px 12px; border-radius: var(--_radius-sm);
  border: 1px solid var(--_border); background: var(--_bg); color: inherit;
}
.chat__input:focus-visible { outline: 2px solid var(--_focus); outline-offset: 1px; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; border: 0;
}
`;
