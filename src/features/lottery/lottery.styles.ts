/** <gd-lottery> CSS: the lobby grid, the game page (draw cards, plays, number pads, slip), results and bets. */
export const lotteryStyles = /* css */ `
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
a.btn { text-decoration: none; }
.lottery { display: flex; flex-direction: column; gap: 16px; min-width: 0; container-type: inline-size; }
.lottery__head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.lottery__title { margin: 0; font-size: clamp(20px, 3vw, 26px); letter-spacing: -0.01em; overflow-wrap: anywhere; }
.lottery__notice { display: flex; gap: 8px; align-items: center; margin: 0; font-size: 13px; color: var(--_text-muted); }
.lottery__notice svg { flex: none; color: var(--_info); }
.lobby-list { display: flex; flex-direction: column; gap: 12px; }
.lobby-list > .tabs, .game-page > .tabs { overflow-x: auto; scrollbar-width: none; }
/* Tabs wider than the page scroll sideways; a shade at an edge says more tabs lie that way. */
.lobby-list > .tabs {
  --_shade: color-mix(in srgb, var(--_text) 28%, transparent);
  background:
    linear-gradient(to right, var(--_surface-3) 40%, transparent) left / 28px 100% no-repeat local,
    linear-gradient(to left, var(--_surface-3) 40%, transparent) right / 28px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, var(--_shade), transparent) left / 14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, var(--_shade), transparent) right / 14px 100% no-repeat scroll,
    var(--_surface-3);
}
.lobby-list .tab, .game-page .tab { white-space: nowrap; padding: 0 12px; }
.tab__count {
  display: inline-block; min-width: 1.6em; margin-inline-start: 2px; padding: 0 5px; border-radius: 999px;
  background: var(--_surface); font-size: 12px; font-variant-numeric: tabular-nums; box-sizing: border-box;
}
.lottery__group { display: flex; flex-direction: column; gap: 10px; }
.lottery__group-title { margin: 0; font-size: 15px; color: var(--_text-muted); font-weight: 700; }
.lottery__grid {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 250px), 1fr));
}
.ltile {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: 'name last' 'time time' 'actions actions';
  align-content: start; gap: 8px 12px; height: 100%; box-sizing: border-box; padding: 12px 14px;
  border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface);
}
.ltile__name { grid-area: name; margin: 0; font-size: 16px; font-weight: 700; overflow-wrap: anywhere; align-self: center; }
.ltile > .countdown { grid-area: time; }
.ltile__last { grid-area: last; margin: 0; display: flex; flex-direction: column; align-items: flex-end; }
.ltile__last-label { font-size: 11px; color: var(--_text-muted); }
.ltile__actions { grid-area: actions; display: flex; gap: 8px; align-self: end; }
.ltile__actions .btn { flex: 1; }
/* A phone-wide lobby: one row per game (name and countdown, last result, bet, results), so a region's games fit a screen or two. */
@container (max-width: 559px) {
  /* The note on where the numbers come from follows the games instead of pushing them down. */
  .lottery__notice { order: 1; }
  .lobby-list .tab { flex: 1 0 auto; padding: 0 10px; }
  .lottery__grid { grid-template-columns: minmax(0, 1fr); gap: 6px; }
  .ltile {
    grid-template-columns: minmax(0, 1fr) auto auto; grid-template-areas: 'name last actions' 'time time actions';
    align-items: center; gap: 0 8px; padding: 6px 8px 6px 12px;
  }
  .ltile__name { font-size: 14.5px; line-height: 1.35; }
  .ltile .special-number { letter-spacing: 0.04em; font-size: 15px; }
  .ltile > .countdown { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 6px; font-size: 12px; }
  .ltile > .countdown .countdown__time { font-size: 14px; }
  .ltile .countdown__at, .ltile__last-label, .ltile__results-label, .tab__count {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .ltile__actions { align-self: center; gap: 6px; }
  .ltile__actions .btn { flex: none; padding: 0 11px; }
  .ltile__actions .ltile__results { padding: 0 9px; }
}
.countdown { display: grid; grid-template-columns: 1fr auto; align-items: baseline; gap: 2px 8px; font-size: 13px; }
.countdown__label { color: var(--_text-muted); }
.countdown__time { font-variant-numeric: tabular-nums; font-weight: 700; font-size: 16px; color: var(--_accent); }
.countdown--closed .countdown__time { color: var(--_warning); }
.countdown--drawing .countdown__label { color: var(--_warning); font-weight: 700; }
.countdown__at { grid-column: 1 / -1; color: var(--_text-muted); font-size: 12px; }
.countdown--large .countdown__time { font-size: 28px; }
.countdown--large { font-size: 14px; }
.special-number {
  font-variant-numeric: tabular-nums; font-weight: 800; letter-spacing: 0.08em; color: var(--_gold); font-size: 16px;
}
.game-page { display: flex; flex-direction: column; gap: 14px; min-width: 0; }
.game-page__summary { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr)); }
.draw-card {
  display: flex; flex-direction: column; gap: 8px; min-width: 0; padding: 14px; border-radius: var(--_radius);
  border: 1px solid var(--_border); background: var(--_surface);
}
.draw-card__title { margin: 0; font-size: 15px; font-weight: 700; overflow-wrap: anywhere; }
.draw-card__rule, .draw-card__meta { margin: 0; font-size: 13px; color: var(--_text-muted); display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
.draw-card__hash { margin: 0; display: flex; flex-direction: column; gap: 2px; font-size: 12px; color: var(--_text-muted); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; overflow-wrap: anywhere; word-break: break-all; color: var(--_text); }
.badge { padding: 2px 8px; border-radius: 999px; background: var(--_surface-2); color: var(--_warning); font-size: 12px; font-weight: 700; }
.prize-table { border-collapse: collapse; width: 100%; font-size: 13px; }
.prize-table th { text-align: start; font-weight: 600; color: var(--_text-muted); padding: 4px 8px 4px 0; white-space: nowrap; vertical-align: top; width: 1%; }
.prize-table td { padding: 4px 0; display: flex; flex-wrap: wrap; gap: 4px 10px; }
.prize-number { font-variant-numeric: tabular-nums; font-weight: 700; letter-spacing: 0.04em; }
.prize-table__special .prize-number { color: var(--_gold); font-size: 16px; }
.draw-fast { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
.balls { display: inline-flex; gap: 6px; }
.ball {
  display: inline-grid; place-items: center; width: 36px; height: 36px; border-radius: 50%; font-weight: 800;
  background: radial-gradient(circle at 35% 30%, #ffe9a8, var(--_gold)); color: #231800; font-size: 17px;
}
.draw-fast__facts { font-size: 13px; color: var(--_text-muted); }
.betting { display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr) minmax(280px, 360px); align-items: start; }
.betting__pad { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.betting__slip { display: flex; flex-direction: column; gap: 10px; position: sticky; top: calc(var(--site-top-height, 0px) + 8px); min-width: 0; }
.betting__help { margin: 0; font-size: 13px; }
.betting__quick { display: flex; gap: 8px; flex-wrap: wrap; }
.betting__add { display: flex; gap: 10px; align-items: flex-start; flex-wrap: wrap; }
.betting__add .field { flex: 1 1 180px; }
.betting__add > .btn { margin-top: 22px; }
.plays { display: flex; gap: 6px; flex-wrap: wrap; }
.play-chip, .pad-key, .side-key {
  border: 1px solid var(--_border-strong); background: var(--_surface-2); color: var(--_text); cursor: pointer;
  border-radius: var(--_radius-sm); font-weight: 600;
}
.play-chip { min-height: 36px; padding: 0 14px; font-size: 14px; }
.play-chip[aria-pressed='true'], .pad-key[aria-pressed='true'], .side-key[aria-pressed='true'] {
  background: var(--_accent); color: var(--_accent-text); border-color: transparent;
}
.grid-pad { display: grid; grid-template-columns: repeat(10, minmax(0, 1fr)); gap: 4px; }
.grid-pad--sum { grid-template-columns: repeat(7, minmax(0, 1fr)); }
.pad-key { min-height: 34px; padding: 2px 0; font-variant-numeric: tabular-nums; font-size: 13px; display: flex; flex-direction: column; align-items: center; justify-content: center; }
.pad-key:disabled { opacity: 0.45; cursor: not-allowed; }
.pad-key__odds { font-size: 10px; font-weight: 500; opacity: 0.8; }
.keypad { display: flex; flex-direction: column; gap: 8px; max-width: 360px; }
.keypad__display { font-size: 30px; font-weight: 800; letter-spacing: 0.3em; text-align: center; padding: 8px; border-radius: var(--_radius-sm); background: var(--_surface-3); color: var(--_gold); }
.keypad__keys { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; }
.keypad .pad-key { min-height: 44px; font-size: 18px; }
.pad-key--wide { grid-column: span 5; }
.sides { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; }
.side-key { display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 14px 8px; }
.side-key__name { font-size: 18px; font-weight: 800; }
.side-key__hint { font-size: 12px; font-weight: 500; opacity: 0.85; text-align: center; }
.side-key__odds { font-size: 13px; }
.slip {
  display: flex; flex-direction: column; gap: 10px; padding: 14px; border-radius: var(--_radius);
  border: 1px solid var(--_border); background: var(--_surface);
}
.slip__head { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.slip__title { margin: 0; font-size: 16px; }
.slip__draw, .slip__empty { margin: 0; font-size: 13px; overflow-wrap: anywhere; }
.slip__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; max-height: 420px; overflow-y: auto; }
.slip__bet { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 6px; padding: 10px; border-radius: var(--_radius-sm); background: var(--_surface-2); }
.slip__bet > .icon-btn { grid-column: 2; grid-row: 1; }
.slip__bet-main { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; min-width: 0; }
.slip__play { font-weight: 700; font-size: 13px; }
.slip__selection { font-weight: 800; color: var(--_gold); overflow-wrap: anywhere; }
.slip__figures, .slip__totals { margin: 0; display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 6px; grid-column: 1 / -1; }
.slip__totals { grid-template-columns: repeat(2, minmax(0, 1fr)); border-top: 1px solid var(--_border); padding-top: 10px; }
.slip__figures div, .slip__totals div { display: flex; flex-direction: column; min-width: 0; }
.slip dt { font-size: 11.5px; color: var(--_text-muted); }
.slip dd { margin: 0; font-weight: 700; font-size: 13px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.results__list, .bets__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.result { border: 1px solid var(--_border); border-radius: var(--_radius-sm); background: var(--_surface); min-width: 0; }
.result__head {
  display: grid; grid-template-columns: minmax(0, 1fr) auto auto auto; gap: 10px; align-items: center; width: 100%;
  padding: 10px 12px; border: 0; background: transparent; cursor: pointer; text-align: start;
}
.result__id { font-weight: 600; font-size: 13px; overflow-wrap: anywhere; }
.result__time { font-size: 12.5px; }
.result__head[aria-expanded='true'] svg { transform: rotate(180deg); }
.result__body { display: flex; flex-direction: column; gap: 12px; padding: 0 12px 12px; }
.verify { display: flex; flex-direction: column; gap: 8px; align-items: flex-start; padding: 12px; border-radius: var(--_radius-sm); background: var(--_surface-3); }
.verify__values { margin: 0; display: flex; flex-direction: column; gap: 6px; width: 100%; }
.verify__values dt { font-size: 12px; color: var(--_text-muted); }
.verify__values dd { margin: 0; }
.verify__how { margin: 0; font-size: 12.5px; }
.verdict { display: flex; gap: 6px; align-items: center; margin: 4px 0 0; font-weight: 700; font-size: 13.5px; overflow-wrap: anywhere; }
.verdict svg { flex: none; }
.verdict--ok { color: var(--_success); }
.verdict--bad { color: var(--_danger); }
.bet {
  display: grid; grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) auto; gap: 8px 12px; align-items: center;
  padding: 10px 12px; border: 1px solid var(--_border); border-radius: var(--_radius-sm); background: var(--_surface);
}
.bet__main, .bet__figures { display: flex; flex-direction: column; gap: 2px; min-width: 0; font-size: 13px; }
.bet__play { font-weight: 700; }
.bet__selection { font-weight: 800; color: var(--_gold); overflow-wrap: anywhere; }
.bet__draw { font-size: 12px; overflow-wrap: anywhere; }
.bet__outcome { display: flex; gap: 8px; align-items: center; justify-content: flex-end; flex-wrap: wrap; }
.status { padding: 2px 10px; border-radius: 999px; font-size: 12px; font-weight: 700; background: var(--_surface-2); }
.status--won { color: var(--_success); }
.status--lost { color: var(--_text-muted); }
.status--cancelled { color: var(--_warning); }
.status--open { color: var(--_info); }
.bet__payout { font-weight: 800; color: var(--_success); }
@media (max-width: 860px) {
  .betting { grid-template-columns: minmax(0, 1fr); }
  .betting__slip { position: static; }
}
@media (max-width: 560px) {
  .bet { grid-template-columns: minmax(0, 1fr) auto; }
  .bet__figures { grid-column: 1; }
  .bet__outcome { grid-column: 2; grid-row: 1 / span 2; flex-direction: column; align-items: flex-end; }
  .result__head { grid-template-columns: minmax(0, 1fr) auto auto; }
  .result__time { display: none; }
}
.lottery--compact .betting { grid-template-columns: minmax(0, 1fr); }
.lottery--compact .betting__slip { position: static; }
`;
