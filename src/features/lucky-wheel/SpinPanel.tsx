import { type ReactNode, useEffect, useRef, useState } from 'react';
import { call, formatCount, formatMoney, wheel } from '../../core';
import type { WheelPrize, WheelSegment, WheelSpin, WheelState } from '../../core/contract/wheel';
import { Button } from '../ui/Button';
import { useHost } from '../ui/host-context';
import { useActionKey } from '../ui/money/action-key';
import { announceBalanceChange } from '../ui/money/balance-change';
import { errorKeyFor } from '../ui/system-status';
import { type Translate, useT } from '../ui/use-t';
import { type EarningRules, rotationFor } from './wheel-data';

/** How long the wheel turns (the CSS transition of .lw-disc__turn--spinning lasts as long). */
export const SPIN_MS = 4000;
const TURNS = 5;

/** Runs an action under its Idempotency-Key: a lost answer sends the same key again, an answer retires it. */
async function keyed<T>(
  keys: ReturnType<typeof useActionKey>,
  action: string,
  run: (key: string) => Promise<T>,
) {
  try {
    const result = await run(keys.keyFor({ action }));
    keys.settle();
    return result;
  } catch (failure) {
    keys.settle(failure);
    throw failure;
  }
}

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** A prize in words: money, points, or nothing. */
export function prizeText(t: Translate, prize: WheelPrize): string {
  if (prize.kind === 'money') return formatMoney(prize.amount);
  if (prize.kind === 'points') return t('lw_points', { points: formatCount(prize.amount) });
  return t('lw_prize_nothing');
}

function resultText(t: Translate, spin: WheelSpin, segments: WheelSegment[]): string {
  const label = segments.find((segment) => segment.index === spin.segmentIndex)?.label ?? '';
  if (spin.poolEmpty) return t('lw_result_pool_empty', { label });
  if (spin.prize.kind === 'nothing') return t('lw_result_nothing', { label });
  return t('lw_result_prize', { prize: prizeText(t, spin.prize) });
}

/**
 * The member's side of the wheel: spins left, the Spin button (or why it is unavailable), the turn landing on the
 * segment the server drew, the result announced, and buying a spin with points where the wheel sells them.
 * `children` draws the wheel at the rotation given.
 */
export function SpinPanel({
  wheel: shown,
  mine,
  onState,
  children,
}: {
  wheel: { segments: WheelSegment[]; earning: EarningRules };
  mine: WheelState | null;
  onState: (state: WheelState) => void;
  children: (rotation: number, spinning: boolean) => ReactNode;
}) {
  const t = useT();
  const { host } = useHost();
  const spinKeys = useActionKey();
  const buyKeys = useActionKey();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [busy, setBusy] = useState<'spin' | 'buy' | null>(null);
  const [said, setSaid] = useState<{ text: string; result: boolean } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const land = (spin: WheelSpin) => {
    setSpinning(false);
    setSaid({ text: resultText(t, spin, shown.segments), result: true });
    if (spin.prize.kind === 'money' && spin.prize.amount > 0) void announceBalanceChange(host);
  };

  // While a spin or a purchase runs, and when the last spin or enough points are gone, the buttons stay
  // focusable (a disabled button drops the keyboard's focus to the page): they say they are unavailable and do
  // nothing.
  const held = spinning || busy !== null;
  const cost = shown.earning.pointsPerSpin;
  let reason: string | null = null;
  if (mine && !mine.eligible) reason = t('lw_not_eligible');
  else if (mine && mine.spinsLeft === 0) {
    reason = mine.dailySpinPending ? `${t('lw_no_spins')} ${t('lw_daily_pending')}` : t('lw_no_spins');
  }
  const short = mine !== null && cost !== null && mine.points < cost;

  const spin = async () => {
    if (held || reason !== null) return;
    setBusy('spin');
    setSaid(null);
    setFailure(null);
    try {
      const answer = await keyed(spinKeys, 'spin', (idempotencyKey) =>
        call(wheel.spinWheel, {}, { idempotencyKey }),
      );
      const still = reducedMotion();
      setRotation(rotationFor(answer.spin.segmentIndex, shown.segments.length, rotation, still ? 0 : TURNS));
      onState(answer.state);
      if (still) land(answer.spin);
      else {
        setSpinning(true);
        timer.current = setTimeout(() => land(answer.spin), SPIN_MS);
      }
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };

  const buy = async () => {
    if (cost === null || held || short) return;
    setBusy('buy');
    setSaid(null);
    setFailure(null);
    try {
      onState(
        await keyed(buyKeys, 'buy', (idempotencyKey) => call(wheel.buyWheelSpin, {}, { idempotencyKey })),
      );
      setSaid({ text: t('lw_bought'), result: false });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="lw-spin">
      {children(rotation, spinning)}
      {mine && (
        <div className="lw-spin__controls">
          <p className="lw-spin__left" part="spins-left">
            {t('lw_spins_left', { spins: mine.spinsLeft })}
          </p>
          <Button
            variant="gold"
            size="large"
            part="spin"
            aria-disabled={held || reason !== null || undefined}
            data-unavailable={reason !== null || undefined}
            aria-busy={busy === 'spin' || undefined}
            aria-describedby={reason ? 'lw-reason' : undefined}
            onClick={spin}
          >
            {t('lw_spin')}
          </Button>
          {reason && (
            <p id="lw-reason" className="lw-note" part={mine.eligible ? 'no-spins' : 'not-eligible'}>
              {reason}
            </p>
          )}
          {cost !== null && mine.eligible && (
            <>
              <Button
                variant="outline"
                part="buy"
                aria-disabled={held || short || undefined}
                data-unavailable={short || undefined}
                aria-busy={busy === 'buy' || undefined}
                aria-describedby="lw-points"
                onClick={buy}
              >
                {t('lw_buy', { points: formatCount(cost) })}
              </Button>
              <p id="lw-points" className="lw-muted">
                {t(short ? 'lw_points_short' : 'lw_points_have', { points: formatCount(mine.points) })}
              </p>
            </>
          )}
          <p className="lw-result" part="result" aria-live="polite" data-result={said?.result || undefined}>
            {said?.text}
          </p>
          {failure !== null && (
            <p className="lw-error" role="alert" part="spin-error">
              {t(errorKeyFor(failure))}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
