import { type agents, formatMoney, numberFormat } from '../../../core';
import type { Translate } from '../use-t';

export type ContractKind = agents.ContractKind;
export type ContractTerms = agents.ContractTerms;
export type Contract = agents.Contract;

/** The brand switch (whitelabel AGENT3 group) that turns each contract kind on. */
export const kindSwitch: Record<ContractKind, string> = {
  dividend: 'DIVIDEND3',
  dailySalary: 'DAILYSALARY3',
  hourlySalary: 'HOURSALARY3',
  realtimeSalary: 'REALTIMESALARY3',
};

/** A rate in basis points as a percentage in the site language ("1.50%"). */
export function formatRate(basisPoints: number, language: string): string {
  return numberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}

/** The kind's name ("Daily salary"). */
export function kindLabel(t: Translate, kind: ContractKind): string {
  return t(`ctr_kind_${kind}`);
}

/**
 * The terms in words, one sentence per condition, as the acceptance dialog and the agent's
 * contract pages show them (the meaning follows the contract's JSDoc).
 */
export function termLines(t: Translate, terms: ContractTerms, language: string): string[] {
  const rate = (value: number) => formatRate(value, language);
  switch (terms.kind) {
    case 'dividend':
      return [
        t('ctr_terms_dividend_rate', {
          rate: rate(terms.rate),
          period: t(`ctr_period_${terms.periodType}`),
        }),
        t('ctr_terms_active_members', { count: terms.activeMembers }),
        t('ctr_terms_period_valid_bet', { amount: formatMoney(terms.periodValidBet) }),
        t('ctr_terms_period_loss', { amount: formatMoney(terms.periodProfitLoss) }),
      ];
    case 'dailySalary':
      return [
        t('ctr_terms_daily_rate', { rate: rate(terms.rate) }),
        t('ctr_terms_daily_members', {
          count: terms.activeMembers,
          amount: formatMoney(terms.dailyBetAmount),
        }),
      ];
    case 'hourlySalary':
      return [
        t('ctr_terms_hourly_rate', { rate: rate(terms.rate) }),
        t('ctr_terms_hourly_bet', { amount: formatMoney(terms.hourlyBetAmount) }),
      ];
    case 'realtimeSalary':
      return [
        t('ctr_terms_realtime_rates', { winRate: rate(terms.winRate), lossRate: rate(terms.lossRate) }),
        t('ctr_terms_realtime_single', { amount: formatMoney(terms.singleBetAmount) }),
      ];
  }
}

/** The headline rate of a contract ("1.50%", or "0.30% / 0.20%" for real-time salary). */
export function headlineRate(terms: ContractTerms, language: string): string {
  return terms.kind === 'realtimeSalary'
    ? `${formatRate(terms.winRate, language)} / ${formatRate(terms.lossRate, language)}`
    : formatRate(terms.rate, language);
}
