/** The state badge of promotions and missions (`StateBadge`). */
export const stateBadgeStyles = /* css */ `
.state-badge {
  flex: none; font-size: 11.5px; font-weight: 750; padding: 3px 8px; border-radius: 999px; white-space: nowrap;
  background: var(--_surface-3); color: var(--_text-muted); border: 1px solid var(--_border);
}
.state-badge--good { color: var(--_success); border-color: currentColor; }
.state-badge--wait { color: var(--_warning); border-color: currentColor; }
.state-badge--bad { color: var(--_danger); border-color: currentColor; }
.state-badge--act { color: var(--_accent-text); background: var(--_accent); border-color: var(--_accent); }
`;
