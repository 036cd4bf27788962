/** <gd-agent-centre> CSS beyond the member centre's layout and the records tables it shares. */
export const agentCentreStyles = /* css */ `
.ag-table-fallback summary {
  cursor: pointer; font-size: 13.5px; font-weight: 600; color: var(--_text-muted); padding: 4px 0;
}
.ag-table-fallback summary:focus-visible { box-shadow: var(--_focus); border-radius: 4px; }
.ag-table-fallback[open] summary { margin-bottom: 8px; }
.ag-notices { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.ag-notice {
  background: var(--_surface-2); border: 1px solid var(--_border); border-radius: var(--_radius-sm); padding: 0 14px;
}
.ag-notice summary {
  cursor: pointer; display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; padding: 12px 0;
  font-size: 14px;
}
.ag-notice summary:focus-visible { box-shadow: var(--_focus); border-radius: 4px; }
.ag-notice__title { font-weight: 700; }
.ag-notice__body { padding: 0 0 14px; font-size: 14px; display: flex; flex-direction: column; gap: 10px; overflow-wrap: anywhere; }
.ag-notice__body img { max-width: 100%; border-radius: var(--_radius-sm); }
.ag-otp .centre-section__title { display: flex; align-items: center; gap: 8px; color: var(--_success); }
.ag-otp__box {
  display: flex; flex-wrap: wrap; align-items: center; gap: 10px 14px; padding: 12px 14px;
  background: var(--_surface-3); border: 1px dashed var(--_border-strong); border-radius: var(--_radius-sm);
}
.ag-otp__code {
  font-size: 20px; font-weight: 800; letter-spacing: 0.06em; user-select: all; overflow-wrap: anywhere;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}
.ag-otp > .btn { align-self: flex-start; }
.ag-choice { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px 18px; }
.ag-choice legend { margin-bottom: 6px; padding: 0; }
.ag-choice__option { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; font-size: 14.5px; }
.ag-choice__option input { width: 18px; height: 18px; accent-color: var(--_accent); margin: 0; }
.ag-affected {
  list-style: none; margin: 0; padding: 0; width: 100%; display: flex; flex-direction: column; gap: 6px;
  max-height: 40vh; overflow: auto; text-align: start;
}
.ag-affected li {
  display: flex; flex-wrap: wrap; gap: 2px 10px; padding: 8px 10px; font-size: 13.5px;
  background: var(--_surface-3); border-radius: var(--_radius-sm); border: 1px solid var(--_border);
}
.ag-account { display: inline-flex; flex-direction: column; gap: 1px; }
.ag-actions__list { display: flex; flex-direction: column; align-items: stretch; gap: 6px; }
.ag-actions__list:empty { display: none; }
.ag-basis { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; }
.ag-big { margin: 0; font-size: 26px; font-weight: 800; font-variant-numeric: tabular-nums; }
.ag-status--accepted, .ag-member--active { color: var(--_success); }
.ag-status--pending, .ag-member--mustChangePassword { color: var(--_warning); }
.ag-status--rejected, .ag-status--terminated, .ag-member--disabled { color: var(--_danger); }
.ag-status--replaced { color: var(--_text-muted); }
.ag-max { all: unset; cursor: pointer; font-size: 13px; font-weight: 700; color: var(--_accent); padding: 4px 8px; border-radius: 4px; }
.ag-max:focus-visible { box-shadow: var(--_focus); }
.ag-max[disabled] { opacity: 0.5; cursor: not-allowed; }
@media (max-width: 720px) {
  .ag-actions { padding-top: 6px !important; }
  .ag-actions__list { flex-direction: row; justify-content: flex-end; width: 100%; }
}
`;
