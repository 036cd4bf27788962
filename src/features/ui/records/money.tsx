import { formatMoney } from '../../../core';

/** An amount in minor units; signed amounts are coloured as a win (plus) or a loss (minus). */
export function Money({ minor, signed = false }: { minor: number; signed?: boolean }) {
  const tone = !signed || minor === 0 ? '' : minor > 0 ? ' rec-amount--plus' : ' rec-amount--minus';
  const text = formatMoney(minor);
  return <span className={`rec-amount${tone}`}>{signed && minor > 0 ? `+${text}` : text}</span>;
}
