/** A pot's page and its checking panel (adopted when the page first shows). */
export const jackpotPageStyles = /* css */ `
.jp-page, .jp-page__body { display: flex; flex-direction: column; gap: 18px; min-width: 0; }
.jp-page__head { display: flex; flex-direction: column; gap: 6px; }
.jp-page__head p { margin: 0; }
.jp-facts dt, .jp-values dt { color: var(--_text-muted); }
.jp-block h4 { font-size: 17px; display: flex; align-items: center; gap: 6px; }
.jp-page__value { font-size: clamp(28px, 5vw, 40px); }
.jp-page__title { margin: 0; font-size: clamp(20px, 3vw, 24px); align-self: flex-start; }
.jp-page__title:focus-visible { outline: 2px solid var(--_accent); outline-offset: 3px; }
.jp-back { align-self: flex-start; }
.jp-rules { margin: 0; padding-inline-start: 20px; display: grid; gap: 4px; }
.jp-hash { overflow-wrap: anywhere; word-break: break-all; font-size: 13px; }
.jp-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); gap: 8px 16px; margin: 0; }
.jp-facts dd, .jp-values dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.jp-values { margin: 0; display: grid; gap: 8px; }
.jp-scroll { overflow-x: auto; max-width: 100%; }
.jp-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.jp-table th, .jp-table td { padding: 7px 8px; text-align: start; border-bottom: 1px solid var(--_border); }
.jp-table th { font-size: 12px; color: var(--_text-muted); font-weight: 600; }
.jp-table td:last-child, .jp-table th:last-child { text-align: end; }
.jp-money { white-space: nowrap; }
.jp-pick { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.jp-pick label { font-weight: 600; }
.jp-pick select {
  padding: 8px 10px; border-radius: 8px; font: inherit; color: var(--_text);
  background: var(--_surface-3); border: 1px solid var(--_border-strong);
}
.jp-pick select:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.jp-check__cycle, .jp-contributions { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.jp-contributions h5 { font-size: 15px; }
.jp-pages { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; }
.jp-point { font-weight: 600; }
.verdict { display: flex; align-items: flex-start; gap: 6px; margin: 0; font-weight: 600; }
.verdict svg { flex-shrink: 0; margin-top: 3px; }
.verdict--ok { color: var(--_success); }
.verdict--bad { color: var(--_danger); }
@media (min-width: 900px) {
  .jp-page__body { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
  .jp-page__body > [part='check'] { grid-column: 1 / -1; }
}
`;
