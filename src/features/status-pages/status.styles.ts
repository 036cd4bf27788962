/** <gd-maintenance> and <gd-region> CSS: a centred card on a full-height backdrop. */
export const statusStyles = /* css */ `
.status-page {
  min-height: var(--gd-status-min-height, 100dvh); display: grid; place-items: center; padding: 24px 16px;
  /* A host page that draws its own backdrop sets --gd-status-background: transparent. */
  background: var(
    --gd-status-background,
    radial-gradient(60rem 30rem at 50% -10%, color-mix(in srgb, var(--_accent) 16%, transparent), transparent 70%),
    var(--_bg)
  );
}
.status-card {
  width: min(560px, 100%); text-align: center; display: flex; flex-direction: column; align-items: center; gap: 16px;
  padding: clamp(28px, 5vw, 44px) clamp(20px, 5vw, 40px); background: var(--_surface);
  border: 1px solid var(--_border); border-radius: calc(var(--_radius) + 6px); box-shadow: var(--_shadow);
}
.status-card__icon { width: 76px; height: 76px; border-radius: 22px; display: grid; place-items: center; }
.status-card__icon--warning { color: var(--_gold); background: color-mix(in srgb, var(--_gold) 14%, transparent); }
.status-card__icon--danger { color: var(--_danger); background: var(--_danger-bg); }
.status-card__eyebrow { margin: 0; font-size: 12px; font-weight: 800; letter-spacing: 0.12em; text-transform: uppercase; color: var(--_text-muted); }
.status-card__title { margin: 0; font-size: clamp(20px, 3.2vw, 26px); line-height: 1.3; font-weight: 750; letter-spacing: -0.01em; }
.status-card__text { margin: 0; font-size: 16px; color: var(--_text-muted); }
.facts { margin: 4px 0 6px; width: 100%; display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 10px; }
.fact { padding: 12px 14px; border-radius: var(--_radius-sm); background: var(--_surface-3); border: 1px solid var(--_border); }
.fact dt { font-size: 12px; color: var(--_text-muted); text-transform: uppercase; letter-spacing: 0.06em; font-weight: 700; }
.fact dd { margin: 4px 0 0; font-size: 16px; font-weight: 700; font-variant-numeric: tabular-nums; word-break: break-all; }
`;
