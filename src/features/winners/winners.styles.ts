/** <gd-winners> CSS: a ranked list, one row per win, compact on phones. */
export const winnersStyles = /* css */ `
.winners {
  display: flex; flex-direction: column; gap: 14px; padding: clamp(14px, 2.5vw, 22px);
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
}
.winners__head { display: flex; align-items: center; justify-content: space-between; flex-wrap: wrap; gap: 10px; }
.winners__title { display: flex; align-items: center; gap: 10px; margin: 0; font-size: 19px; }
.winners__title svg { color: var(--_gold); }
.winners__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
/* The room the loading state will take, while the board waits for the visitor to scroll near. */
.winners__waiting { min-height: 136px; }
.winner {
  display: grid; grid-template-columns: 28px minmax(0, 1fr) auto; align-items: center; gap: 12px;
  padding: 10px 12px; border-radius: var(--_radius-sm); background: var(--_surface-3);
}
.winner__rank {
  display: grid; place-items: center; width: 28px; height: 28px; border-radius: 50%;
  background: var(--_surface-2); color: var(--_text-muted); font-size: 12px; font-weight: 800;
}
.winner:nth-child(-n + 3) .winner__rank { background: color-mix(in srgb, var(--_gold) 22%, transparent); color: var(--_gold); }
.winner__who, .winner__amounts { display: flex; flex-direction: column; min-width: 0; }
.winner__amounts { align-items: flex-end; }
.winner__account { font-weight: 700; font-size: 14px; }
.winner__game { font-size: 13px; color: var(--_text-muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.winner__vendor { opacity: 0.8; }
.winner__amount { font-weight: 800; color: var(--_gold); font-variant-numeric: tabular-nums; white-space: nowrap; }
.winner__time { font-size: 12px; color: var(--_text-muted); white-space: nowrap; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; border: 0;
}
`;
