/** Loading, failure and empty states of the game sections. */
export const loadStateStyles = /* css */ `
.load-state {
  display: flex; align-items: center; justify-content: center; flex-wrap: wrap; gap: 10px; min-height: 96px;
  padding: 20px; border-radius: var(--_radius); border: 1px dashed var(--_border); color: var(--_text-muted);
  font-size: 14px; text-align: center;
}
.load-state--failed { color: var(--_danger); border-color: color-mix(in srgb, var(--_danger) 40%, transparent); }
`;
