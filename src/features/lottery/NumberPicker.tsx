import type { Dispatch, SetStateAction } from 'react';
import type { lottery } from '../../core';
import { useT } from '../ui/use-t';
import { formatOdds, type Picker, sideKey, sums, twoDigitNumbers } from './plays';

type Play = lottery.LotteryGame['plays'][number];

/**
 * The number pad of a play: the 00–99 grid (lô, đề, xiên), a digit keypad (3 càng, exact), the
 * two sides (big/small, odd/even) or the sums 0–27 with their odds. `picked` holds the chosen
 * values; for the keypad it is the digits typed so far.
 */
export function NumberPicker({
  picker,
  play,
  picked,
  onChange,
}: {
  picker: Picker;
  play: Play;
  picked: string[];
  onChange: Dispatch<SetStateAction<string[]>>;
}) {
  const t = useT();
  const toggle = (value: string, limit: number) => {
    onChange((current) =>
      current.includes(value)
        ? current.filter((entry) => entry !== value)
        : current.length < limit
          ? [...current, value]
          : current,
    );
  };

  if (picker.kind === 'digits') {
    const typed = picked.join('');
    return (
      <fieldset className="keypad">
        <legend className="visually-hidden">{t('lottery_pad')}</legend>
        <output className="keypad__display" aria-live="polite">
          {typed.padEnd(picker.length, '·')}
        </output>
        <div className="keypad__keys">
          {['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((digit) => (
            <button
              key={digit}
              type="button"
              className="pad-key"
              disabled={picked.length >= picker.length}
              onClick={() =>
                onChange((current) => (current.length < picker.length ? [...current, digit] : current))
              }
            >
              {digit}
            </button>
          ))}
          <button
            type="button"
            className="pad-key pad-key--wide"
            aria-label={t('lottery_pad_delete')}
            disabled={picked.length === 0}
            onClick={() => onChange((current) => current.slice(0, -1))}
          >
            ⌫
          </button>
        </div>
      </fieldset>
    );
  }

  if (picker.kind === 'sides') {
    return (
      <fieldset className="sides">
        <legend className="visually-hidden">{t('lottery_pad')}</legend>
        {picker.sides.map((side) => (
          <button
            key={side}
            type="button"
            className="side-key"
            aria-pressed={picked.includes(side)}
            onClick={() => toggle(side, picker.sides.length)}
          >
            <span className="side-key__name">{t(sideKey(side) ?? side)}</span>
            <span className="side-key__hint">{t(`lottery_side_${side}_hint`)}</span>
            <span className="side-key__odds">{formatOdds(play.oddsMilli)}</span>
          </button>
        ))}
      </fieldset>
    );
  }

  const values = picker.kind === 'sum' ? sums : twoDigitNumbers;
  const limit = picker.kind === 'grid' && picker.group > 1 ? picker.group : values.length;
  return (
    <fieldset className={`grid-pad grid-pad--${picker.kind}`}>
      <legend className="visually-hidden">{t('lottery_pad')}</legend>
      {values.map((value) => (
        <button
          key={value}
          type="button"
          className="pad-key"
          aria-pressed={picked.includes(value)}
          onClick={() => toggle(value, limit)}
        >
          {value}
          {picker.kind === 'sum' && (
            <span className="pad-key__odds">{formatOdds(play.oddsBySelection?.[value] ?? 0)}</span>
          )}
        </button>
      ))}
    </fieldset>
  );
}
