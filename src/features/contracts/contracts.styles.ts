/** The contract acceptance dialog and the contract cards the agent centre shares with it. */
export const contractsStyles = /* css */ `
.ctr-intro { margin: 0 0 14px; color: var(--_text-muted); font-size: 14px; }
.ctr-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.ctr-card {
  background: var(--_surface-2); border: 1px solid var(--_border); border-radius: var(--_radius);
  padding: 14px 16px; display: flex; flex-direction: column; gap: 10px;
}
.ctr-card__head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 12px; }
.ctr-card__title { margin: 0; font-size: 16px; font-weight: 750; }
.ctr-card__rate { font-size: 20px; font-weight: 800; color: var(--_accent); font-variant-numeric: tabular-nums; }
.ctr-card__meta { margin: 0; font-size: 13px; color: var(--_text-muted); }
.ctr-terms { margin: 0; padding-inline-start: 20px; display: flex; flex-direction: column; gap: 4px; font-size: 14px; }
.ctr-card__actions { display: flex; gap: 10px; justify-content: flex-end; flex-wrap: wrap; }
.ctr-card__actions .btn { min-width: 120px; }
.ctr-card__outcome { margin: 0; font-weight: 650; }
.ctr-card__outcome--accepted { color: var(--_success); }
.ctr-card__outcome--rejected { color: var(--_text-muted); }
.ctr-footer { display: flex; justify-content: flex-end; margin-top: 16px; }
.ctr-state { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 28px 0; text-align: center; color: var(--_text-muted); }
.ctr-state p { margin: 0; }
@media (max-width: 480px) {
  .ctr-card__actions .btn { flex: 1; min-width: 0; }
}
`;
