/** CSS of a field's note row: its hint or message, and the length counter beside it (forms with LengthCounter). */
export const textLimitStyles = /* css */ `
.field__note { display: flex; justify-content: space-between; align-items: flex-start; gap: 10px; }
.field__note > div { flex: 1; min-width: 0; }
.length-count { flex: none; font-size: 12px; color: var(--_text-muted); font-variant-numeric: tabular-nums; padding-top: 2px; }
.length-count--over { color: var(--_danger); font-weight: 700; }
`;
