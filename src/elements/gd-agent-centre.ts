import { createElement } from 'react';
import { addTextLoaders } from '../core/i18n/locales';
import { agentCentre } from '../features/agent-centre/agent-centre';
import { agentCentreStyles } from '../features/agent-centre/agent-centre.styles';
import { contractsStyles } from '../features/contracts/contracts.styles';
import { Centre, type CentreProps } from '../features/ui/centre/Centre';
import { centreStyles } from '../features/ui/centre/centre.styles';
import { recordsStyles } from '../features/ui/records/records.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/{agent-centre,contracts}.json', { base: '../../locales' }));

function AgentCentre(props: CentreProps) {
  return createElement(Centre, { ...props, config: agentCentre });
}

/**
 * @summary The agent centre: an agent's team, downline accounts, reports, income and the
 * dividend and salary contracts it offers, in a modal with a menu. Opens only for agent types
 * (1, 2, 41, 42); any other account is told it is for agents only.
 *
 * @attr page - The page shown first: "agentTeamOverview" (default), "agentAnnouncement",
 *   "agentRegister", "agentTeamManagement", "agentTeamBetting", "agentProfitLoss", "agentIncome",
 *   "agentTransactions", "agentDividend", "agentDailySalary", "agentHourlySalary", "agentRealtimeSalary".
 * @attr open - Boolean: present (or `el.open = true`) opens the centre; when it closes itself it sets
 * open="false" and fires gd-close.
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-balance-change - { balanceMinor } after a transfer or an income payout moved the balance.
 * @event gd-error - { code } from the error catalogue.
 * @event gd-close - The element closed itself (Escape, close button, finished form); `open` is false again.
 *
 * @csspart modal - The dialog.
 * @csspart menu - The page menu (a scrolling strip on phones).
 * @csspart menu-item - Each menu entry (the selected one also has menu-item-selected).
 * @csspart page - The page area.
 * @csspart page-loading - Shown while a page loads.
 * @csspart page-error - A page that failed or took too long to load, with a retry button.
 * @csspart team-chart - The team overview chart.
 * @csspart one-time-password - The new account's one-time password, shown once.
 * @csspart contract - A contract card with its terms.
 * @cssproperty --gd-color-surface - Dialog background.
 * @cssproperty --gd-color-accent - Accent colour of the selected entry, the chart and primary actions.
 * @cssproperty --gd-color-text - Main text colour.
 * @cssproperty --gd-radius - Corner radius of the dialog and sections.
 */
export const GdAgentCentreElement = defineElement('gd-agent-centre', AgentCentre, {
  texts: ['agent-centre', 'contracts'],
  props: { page: 'string', open: 'boolean' },
  styles: [centreStyles, recordsStyles, contractsStyles, agentCentreStyles],
});
