import type { lottery } from '../../core';
import { useT } from '../ui/use-t';
import { bigFrom } from './plays';

type DrawnPrize = lottery.DrawnResult['prizes'][number];

/** A fast draw's number with what it makes: the digits' sum, big or small, odd or even. */
function FastNumber({ number }: { number: string }) {
  const t = useT();
  const digits = [...number].map(Number);
  const sum = digits.reduce((a, b) => a + b, 0);
  const triple = digits.every((digit) => digit === digits[0]);
  return (
    <div className="draw-fast">
      <span className="visually-hidden">{number}</span>
      <span className="balls" aria-hidden="true">
        {[...number].map((digit, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a digit's place is its identity
          <span key={index} className="ball ball--special">
            {digit}
          </span>
        ))}
      </span>
      <span className="draw-fast__facts">
        {t('lottery_sum', { sum })}
        {triple
          ? ` · ${t('lottery_triple')}`
          : ` · ${t(sum >= bigFrom ? 'lottery_side_big' : 'lottery_side_small')} · ${t(sum % 2 === 1 ? 'lottery_side_odd' : 'lottery_side_even')}`}
      </span>
    </div>
  );
}

/** A drawn result: the fast draw's number, or the regional draw's prize table tier by tier. */
export function DrawNumbers({
  prizes,
  format,
}: {
  prizes: DrawnPrize[];
  format: lottery.LotteryGame['format'];
}) {
  const t = useT();
  if (format === 'fast') return <FastNumber number={prizes[0]?.numbers[0] ?? '000'} />;
  return (
    <table className="prize-table">
      <tbody>
        {prizes.map((prize) => (
          <tr key={prize.tier} className={prize.tier === 'special' ? 'prize-table__special' : undefined}>
            <th scope="row">{t(`lottery_tier_${prize.tier}`)}</th>
            <td>
              {prize.numbers.map((number, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a tier may draw one number twice
                <span key={index} className="prize-number">
                  {number}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The special prize alone, for a compact last result. */
export function SpecialNumber({ prizes }: { prizes: DrawnPrize[] }) {
  const special = prizes.find((prize) => prize.tier === 'special')?.numbers[0] ?? '';
  return <span className="special-number">{special}</span>;
}
