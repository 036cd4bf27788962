/**
 * The frame of a member page drawn by one element (join, VIP): a column of cards under a head with
 * its title, lead and actions, and a warning line. `block` names the page's classes (`.vip`,
 * `.vip__head`, `.vip-card` …), so each page keeps its own names and adds its own rules.
 */
export const pageFrameStyles = (block: string) => /* css */ `
.${block} { display: flex; flex-direction: column; gap: 18px; min-width: 0; }
.${block}__head { display: flex; flex-direction: column; gap: 4px; }
.${block}__title { margin: 0; font-size: clamp(20px, 3vw, 26px); letter-spacing: -0.01em; }
.${block}__lead { margin: 0; color: var(--_text-muted); max-width: 64ch; }
.${block}__actions { display: flex; flex-wrap: wrap; gap: 10px; }
.${block}__warning { display: flex; align-items: center; gap: 10px; }
.${block}__warning svg { flex: none; }
.${block}-card {
  display: flex; flex-direction: column; gap: 14px; min-width: 0; padding: clamp(14px, 2.5vw, 22px);
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
}
.${block}-card__title { margin: 0; font-size: 17px; }
`;
