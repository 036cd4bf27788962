import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../core';
import type { Jackpot } from '../../../core/contract/jackpots';
import { useT } from '../use-t';
import { formatMoneyInText } from './jackpot-data';
import { useTickingValue } from './use-ticking-value';

/**
 * A pot's value as it moves. The figure itself is not a live region (a screen reader would hear every tick);
 * `data-value` holds the value it is moving to.
 */
export function PotValue({ valueMinor, className }: { valueMinor: number; className: string }) {
  const shown = useTickingValue(valueMinor);
  return (
    <strong className={className} part="value" data-value={valueMinor}>
      {formatMoney(shown)}
    </strong>
  );
}

/** Announces (politely) a win of the pot that happens while it shows, never its value's ticks. */
export function WinAnnouncer({ pot }: { pot: Jackpot }) {
  const t = useT();
  const [said, setSaid] = useState('');
  const seen = useRef(pot.lastWin ? `${pot.lastWin.cycle}:${pot.lastWin.at}` : null);
  useEffect(() => {
    const win = pot.lastWin;
    const key = win ? `${win.cycle}:${win.at}` : null;
    if (!win || key === seen.current) return;
    seen.current = key;
    setSaid(
      t('jp_won_announce', {
        name: pot.name,
        amount: formatMoneyInText(win.amountMinor),
        account: win.account,
      }),
    );
  }, [pot.lastWin, pot.name, t]);
  return (
    <p className="visually-hidden" aria-live="polite" part="announce">
      {said}
    </p>
  );
}
