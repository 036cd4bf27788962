import type { ContractKind, ContractTerms } from '../../../src/core/contract/agents';
import { type Brand, isSwitchOn } from '../../config/brand';

/** The brand switch (whitelabel group AGENT3) that turns each contract kind on. */
export const KIND_SWITCH: Record<ContractKind, string> = {
  dividend: 'DIVIDEND3',
  dailySalary: 'DAILYSALARY3',
  hourlySalary: 'HOURSALARY3',
  realtimeSalary: 'REALTIMESALARY3',
};

export const isKindOn = (brand: Pick<Brand, 'whitelabel'>, kind: ContractKind): boolean =>
  isSwitchOn(brand.whitelabel, KIND_SWITCH[kind]);

/**
 * The rates a contract pays, in basis points. Real-time salary pays two (on won and on lost
 * rounds); every other kind one.
 */
export function ratesOf(terms: ContractTerms): { win: number; loss: number } {
  return terms.kind === 'realtimeSalary'
    ? { win: terms.winRate, loss: terms.lossRate }
    : { win: terms.rate, loss: terms.rate };
}

/** The single comparable rate stored with the contract (rate_bp): the larger of its rates. */
export function rateBpOf(terms: ContractTerms): number {
  const { win, loss } = ratesOf(terms);
  return Math.max(win, loss);
}

/**
 * Whether `terms` give more than `bound`: any rate above the bound's matching rate. Only rates
 * are compared: thresholds (active members, bet amounts, period type) are conditions on the
 * holder's own team, a smaller team than the granter's, so they grant nothing by themselves.
 */
export function exceeds(terms: ContractTerms, bound: ContractTerms): boolean {
  const offered = ratesOf(terms);
  const limit = ratesOf(bound);
  return offered.win > limit.win || offered.loss > limit.loss;
}
