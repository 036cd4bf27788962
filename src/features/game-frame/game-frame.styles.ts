/** The /game page: a bar (back, title, fullscreen) above the game stage, real or overlay fullscreen. */
export const gameFrameStyles = /* css */ `
.gframe { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.gframe__bar { display: flex; align-items: center; gap: 8px; min-height: 44px; }
.gframe__title {
  flex: 1; min-width: 0; margin: 0; font-size: 16px; font-weight: 700; text-align: center;
  overflow: hidden; white-space: nowrap; text-overflow: ellipsis;
}
.gframe__stage {
  position: relative; width: 100%; height: var(--gd-game-height, calc(100dvh - 170px)); min-height: 360px;
  border-radius: var(--_radius); overflow: hidden; background: #000; border: 1px solid var(--_border);
}
.gframe__iframe { display: block; width: 100%; height: 100%; border: 0; background: #000; }
.gframe__loading {
  position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; gap: 10px;
  color: #cfd8e8; pointer-events: none;
}
.gframe__stage--native { width: 100vw; height: 100vh; border: 0; border-radius: 0; }
.gframe__stage--fallback {
  position: fixed; inset: 0; z-index: 2147483000; width: 100vw; height: 100vh; height: 100dvh;
  min-height: 0; border: 0; border-radius: 0;
}
.gframe__exit {
  position: absolute; top: max(10px, env(safe-area-inset-top)); inset-inline-end: max(10px, env(safe-area-inset-right));
  display: inline-flex; align-items: center; justify-content: center; width: 42px; height: 42px;
  border: 0; border-radius: 50%; background: rgba(3, 7, 15, 0.6); color: #fff; cursor: pointer; z-index: 1;
}
.gframe-none {
  display: flex; flex-direction: column; align-items: center; gap: 10px; max-width: 560px;
  margin: 32px max(16px, calc((100% - 560px) / 2)); padding: 48px 20px; text-align: center;
  border: 1px dashed var(--_border); border-radius: var(--_radius);
}
.gframe-none h2 { margin: 0; font-size: 20px; }
.gframe-none p { margin: 0 0 8px; color: var(--_text-muted); }
.gframe-none .btn { text-decoration: none; }
@media (max-width: 600px) {
  .gframe__label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .gframe__stage { height: var(--gd-game-height, calc(100dvh - 130px)); border-radius: var(--_radius-sm); }
}
`;
