/** <gd-download> CSS: the app cards with their QR codes, and the iOS installation steps with their pictures. */
export const downloadStyles = /* css */ `
.dl { display: flex; flex-direction: column; gap: 20px; min-width: 0; }
.dl__head { display: flex; flex-direction: column; gap: 4px; }
.dl__title { margin: 0; font-size: clamp(20px, 3vw, 26px); letter-spacing: -0.01em; }
.dl__lead { margin: 0; color: var(--_text-muted); max-width: 64ch; }
.dl-apps {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
}
.dl-app, .dl-steps {
  display: flex; flex-direction: column; gap: 10px; min-width: 0; padding: clamp(14px, 2.5vw, 20px);
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
}
.dl-app--yours { border-color: var(--_accent); box-shadow: 0 0 0 1px var(--_accent) inset; }
.dl-app__head { display: flex; align-items: center; gap: 12px; }
.dl-app__icon {
  display: grid; place-items: center; width: 46px; height: 46px; flex: none; border-radius: 12px;
  background: var(--_surface-2); color: var(--_accent);
}
.dl-app__name { margin: 0; font-size: 17px; }
.dl-app__yours { display: inline-flex; align-items: center; gap: 4px; font-size: 12.5px; font-weight: 650; color: var(--_accent); }
.dl-app__text { margin: 0; color: var(--_text-muted); font-size: 14px; }
.dl-app__qr { display: flex; flex-direction: column; align-items: center; gap: 12px; }
.dl-app__qr svg { border-radius: 6px; }
.dl-app__link { text-decoration: none; white-space: normal; text-align: center; padding-block: 8px; }
.dl-app__note { margin: 0; font-size: 13px; color: var(--_text-muted); }
.dl-app__note--signed { color: var(--_accent); }
.dl-app__hint { margin: 0; text-align: center; font-size: 13.5px; color: var(--_text-muted); }
.dl-app__done {
  margin: 0; display: inline-flex; align-items: center; gap: 6px; font-weight: 650; color: var(--_accent);
}
.dl-app__scan { margin: auto 0 0; text-align: center; font-size: 12.5px; color: var(--_text-muted); }
.dl-steps__title { margin: 0; font-size: 17px; }
.dl-steps__list {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
}
.dl-step { display: flex; flex-direction: column; align-items: center; gap: 10px; text-align: center; }
.dl-step__body { display: flex; flex-direction: column; align-items: center; gap: 4px; }
.dl-step__number {
  display: grid; place-items: center; width: 26px; height: 26px; border-radius: 50%;
  background: var(--_accent); color: var(--_accent-text); font-weight: 700; font-size: 14px;
}
.dl-step__title { margin: 0; font-size: 15px; }
.dl-step__text { margin: 0; color: var(--_text-muted); font-size: 14px; max-width: 34ch; }
.dl-ill { display: block; }
.dl-ill__body { fill: var(--_surface-3); stroke: var(--_border); stroke-width: 1.5; }
.dl-ill__body-line { fill: var(--_border); }
.dl-ill__screen { fill: var(--_bg); }
.dl-ill__card { fill: var(--_surface-2); stroke: var(--_border); }
.dl-ill__card--on { stroke: var(--_accent); }
.dl-ill__muted { fill: var(--_text-muted); opacity: 0.55; }
.dl-ill__accent { fill: var(--_accent); }
.dl-ill__mark { fill: none; stroke: var(--_accent-text); stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.dl-ill__shield { fill: var(--_accent); }
.dl-ill__tap { fill: none; stroke: var(--_accent); stroke-width: 1.5; opacity: 0.6; }
`;
