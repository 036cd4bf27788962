/** <gd-chat-room> CSS: the rooms as tabs over a log that scrolls, the box under it. */
export const chatRoomStyles = /* css */ `
.room { display: flex; flex-direction: column; gap: 8px; min-height: 320px; max-height: min(70dvh, 560px); }
.room__status { margin: 0; font-size: 13px; color: var(--_text-muted); }
.room__older { align-self: center; }
.room__log {
  flex: 1; min-height: 0; overflow-y: auto; list-style: none; margin: 0; padding: 0;
  display: flex; flex-direction: column; gap: 6px;
}
.room__message {
  display: grid; grid-template-columns: auto minmax(0, 1fr) auto; gap: 8px; align-items: baseline;
  padding: 6px 10px; border-radius: var(--_radius-sm); background: var(--_bg);
}
.room__author { font-weight: 700; color: var(--_accent); font-size: 13px; }
.room__text { overflow-wrap: anywhere; white-space: pre-wrap; }
.room__time { font-size: 11px; color: var(--_text-muted); white-space: nowrap; }
.room__empty, .room__notice { margin: 0; color: var(--_text-muted); }
.room__error { margin: 0; color: var(--_danger); font-size: 14px; }
.room__form { display: flex; gap: 8px; }
.room__input {
  flex: 1; min-width: 0; font: inherit; padding: 10px 12px; border-radius: var(--_radius-sm);
  border: 1px solid var(--_border); background: var(--_bg); color: inherit;
}
.room__input:focus-visible { outline: 2px solid var(--_focus); outline-offset: 1px; }
@media (max-width: 480px) {
  .room__message { grid-template-columns: minmax(0, 1fr) auto; }
  .room__text { grid-column: 1 / -1; }
}
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; border: 0;
}
`;
