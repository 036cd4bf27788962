/** A chat's log that follows new messages (its "new messages" button) and the pause after sending too fast. */
export const messageLogStyles = /* css */ `
.message-log { position: relative; flex: 1; min-height: 0; display: flex; flex-direction: column; }
.message-log > ol { flex: 1; min-height: 0; }
.new-messages {
  position: absolute; inset-inline: 0; bottom: 8px; margin-inline: auto; width: max-content; max-width: calc(100% - 16px);
  display: inline-flex; align-items: center; gap: 6px; min-height: 32px; padding: 0 14px; border: 0; border-radius: 999px;
  background: var(--_accent); color: var(--_accent-text); font: inherit; font-size: 13px; font-weight: 700;
  cursor: pointer; box-shadow: 0 4px 14px rgb(0 0 0 / 0.35);
}
.send-pause { margin: 0; display: flex; flex-direction: column; gap: 2px; font-size: 13.5px; color: var(--_warning); }
.send-pause p { margin: 0; }
.send-pause__left { font-variant-numeric: tabular-nums; font-weight: 700; }
.send-pause--over { color: var(--_success); }
`;
