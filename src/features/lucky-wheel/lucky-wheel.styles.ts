/** <gd-lucky-wheel> CSS: the wheel, the odds and the member's controls; the fairness part shares it. */
export const luckyWheelStyles = /* css */ `
.lw, .lw-fair, .lw__side { display: flex; flex-direction: column; gap: 18px; min-width: 0; }
.lw__head { display: flex; flex-direction: column; gap: 6px; }
.lw__title { margin: 0; font-size: clamp(20px, 3vw, 26px); }
.lw__lead, .lw-muted, .lw-values dt { margin: 0; color: var(--_text-muted); }
.lw__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; }
.lw-block {
  display: flex; flex-direction: column; gap: 10px; padding: 16px; border-radius: var(--_radius);
  background: var(--_surface); border: 1px solid var(--_border); min-width: 0;
}
.lw-block p, .lw-block h3 { margin: 0; }
.lw-block h3 { font-size: 17px; display: flex; align-items: center; gap: 6px; }
.lw__main { display: grid; gap: 18px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 900px) { .lw__main { grid-template-columns: minmax(0, 420px) minmax(0, 1fr); align-items: start; } }
.lw-spin { display: flex; flex-direction: column; align-items: center; gap: 14px; min-width: 0; }
.lw-disc { position: relative; width: min(100%, 360px); aspect-ratio: 1; }
.lw-disc__pointer {
  position: absolute; z-index: 1; top: -4px; left: calc(50% - 12px); width: 24px; fill: var(--_gold);
}
.lw-disc__turn { width: 100%; height: 100%; }
.lw-disc__turn svg { width: 100%; height: 100%; display: block; }
.lw-disc__turn--spinning, .lw-disc__turn--spinning text { transition: transform 4s cubic-bezier(0.15, 0.6, 0.1, 1); }
@media (prefers-reduced-motion: reduce) { .lw-disc__turn--spinning, .lw-disc__turn--spinning text { transition: none; } }
.lw-seg path, .lw-seg circle { stroke: var(--_surface); stroke-width: 0.6; }
.lw-seg text {
  font: 700 7px sans-serif; fill: #111; text-anchor: middle; dominant-baseline: central;
  transform-box: fill-box; transform-origin: center;
}
[data-tone="0"] { --_tone: #f6c343; } [data-tone="1"] { --_tone: #7fd6ff; } [data-tone="2"] { --_tone: #9ff0b9; }
[data-tone="3"] { --_tone: #ffb0c0; } [data-tone="4"] { --_tone: #d3c2ff; } [data-tone="5"] { --_tone: #ffd3a1; }
.lw-seg { fill: var(--_tone); }
.lw-seg--empty { fill: #8d97a8; }
.lw-disc__hub { fill: var(--_surface); stroke: var(--_gold); stroke-width: 1.5; }
.lw-spin__controls { display: flex; flex-direction: column; align-items: center; gap: 8px; text-align: center; width: 100%; }
.lw-spin__controls [aria-disabled='true'] { cursor: progress; }
.lw-spin__controls [data-unavailable] { opacity: 0.55; cursor: not-allowed; }
.lw-spin__left { font-weight: 700; margin: 0; }
.lw-result { margin: 0; min-height: 1.4em; font-weight: 700; color: var(--_gold); }
.lw-note, .lw-error, .lw-ok { margin: 0; font-weight: 600; }
.lw-error { color: var(--_danger); }
.lw-ok { color: var(--_success); }
.lw-odds, .lw-rules, .lw-history { margin: 0; padding: 0; display: grid; gap: 6px; }
.lw-odds, .lw-history { list-style: none; }
.lw-rules { padding-left: 1.2em; }
.lw-odds__row { display: flex; align-items: center; gap: 10px; min-width: 0; }
.lw-odds__key {
  flex: none; width: 24px; height: 24px; border-radius: 50%; display: grid; place-items: center;
  background: var(--_tone); color: #111; font-weight: 700; font-size: 13px;
}
.lw-odds__row--empty .lw-odds__key { background: #8d97a8; }
.lw-odds__label { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.lw-odds__empty { color: var(--_text-muted); font-style: italic; }
.lw-odds__chance { font-weight: 700; font-variant-numeric: tabular-nums; }
.lw-values { margin: 0; display: grid; gap: 8px; }
.lw-values dd { margin: 0; }
.lw-values code { overflow-wrap: anywhere; word-break: break-all; font-size: 13px; }
.lw-seed { display: flex; flex-direction: column; gap: 6px; }
.lw-seed label { font-weight: 600; }
.lw-seed__row { display: flex; flex-wrap: wrap; gap: 8px; }
.lw-seed input {
  flex: 1 1 180px; min-width: 0; padding: 10px 12px; border-radius: 8px; font: inherit; color: var(--_text);
  background: var(--_surface-3); border: 1px solid var(--_border-strong);
}
.lw-seed input[aria-invalid] { border-color: var(--_danger); }
.lw-seed input:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.lw-confirm { display: flex; flex-direction: column; gap: 8px; }
.lw-history__spin { display: flex; flex-direction: column; gap: 8px; padding: 10px 0; border-top: 1px solid var(--_border); }
.lw-history__line { display: flex; flex-wrap: wrap; gap: 4px 14px; align-items: baseline; }
.lw-check { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; min-width: 0; }
.lw-odds--small { grid-template-columns: repeat(auto-fill, minmax(110px, 1fr)); font-size: 13px; }
.verdict { display: flex; align-items: center; gap: 6px; margin: 0; font-weight: 600; }
.verdict--ok { color: var(--_success); }
.verdict--bad { color: var(--_danger); }
@media (max-width: 480px) { .lw-block { padding: 12px; } }
`;
