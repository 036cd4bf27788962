import { useState } from 'react';
import { brandConfig, call, formatMoney, jackpots, numberFormat } from '../../../core';
import type { Jackpot, JackpotValueData, JackpotWin } from '../../../core/contract/jackpots';
import { useLiveTopic } from '../live-topic';
import type { Translate } from '../use-t';

/**
 * Money inside the pots' running text: a no-break space after the symbol, so a line never ends between "P" and
 * "100.10". (Only the pots' texts use it so far; it lives here rather than in the core every element carries.)
 */
export const formatMoneyInText = (minor: number): string => formatMoney(minor).replace(' ', '\u00a0');

export const loadJackpots = (language: string) => call(jackpots.jackpotList, { language });

/** One whole unit of the brand's currency in minor units (100 for two decimals). */
const oneUnitMinor = () => 10 ** brandConfig.value.currencyExponent;

/** Parts per million of the stake as a percentage in the reader's language: 5000 → "0.5%". */
export function formatRate(language: string, ppm: number): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 4 }).format(
    ppm / jackpots.CONTRIBUTION_SCALE,
  );
}

/** The line under a pot's name: when a must-drop pot drops, or a progressive pot's chance per unit staked. */
export function kindLine(t: Translate, language: string, pot: Jackpot): string {
  if (pot.kind === 'must_drop' && pot.capMinor !== null) {
    return t('jp_drops_before', { amount: formatMoneyInText(pot.capMinor) });
  }
  if (pot.kind === 'progressive' && pot.stakePerWinMinor !== null) {
    const odds = numberFormat(language, { maximumFractionDigits: 2 }).format(
      pot.stakePerWinMinor / oneUnitMinor(),
    );
    return t('jp_chance', { stake: formatMoneyInText(oneUnitMinor()), odds });
  }
  return t(`jp_kind_${pot.kind}`);
}

/** "Last won P 2,013.55 by de***er" or "Not won yet". */
export const lastWinLine = (t: Translate, win: JackpotWin | null): string =>
  win
    ? t('jp_last_win', { amount: formatMoneyInText(win.amountMinor), account: win.account })
    : t('jp_no_win_yet');

/** A pot as it stands: the value and last win read, then as `jackpot:<id>` pushes them. */
export function useLivePot(pot: Jackpot): Jackpot {
  const [live, setLive] = useState<JackpotValueData | null>(null);
  useLiveTopic(jackpots.jackpotTopic(pot.jackpotId), (data) => {
    const value = data as JackpotValueData | null;
    if (value && value.jackpotId === pot.jackpotId) setLive(value);
  });
  if (!live) return pot;
  return {
    ...pot,
    valueMinor: live.valueMinor,
    cycle: live.cycle,
    seedHash: live.seedHash,
    lastWin: live.lastWin,
  };
}
