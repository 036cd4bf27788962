import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { call, formatMoney, lottery, session } from '../../core';
import { askWhatPlayNeeds } from '../../core/games';
import type { PlayType } from '../../core/lottery/plays';
import { Button } from '../ui/Button';
import { useHost } from '../ui/host-context';
import { useActionKey } from '../ui/money/action-key';
import { amountTextProblem, minorToMajorText, parseMajorToMinor } from '../ui/money/money-input';
import { stakeFailureMessage } from '../ui/play-limit-message';
import { useT } from '../ui/use-t';
import { NumberPicker } from './NumberPicker';
import { oddsOf, pickerOf, randomPick, sums, twoDigitNumbers } from './plays';
import { Slip, type SlipBet } from './Slip';

type LotteryGame = lottery.LotteryGame;

interface Outcome {
  kind: 'error' | 'success';
  text: string;
}

/** The selections the picked values make: one bet each, or one bet of them all (xiên). */
function selectionsOf(play: PlayType, picked: string[]): string[][] {
  const picker = pickerOf(play);
  if (picker.kind === 'digits') return picked.length === picker.length ? [[picked.join('')]] : [];
  if (picker.kind === 'grid' && picker.group > 1) return picked.length === picker.group ? [picked] : [];
  return picked.map((value) => [value]);
}

function quickPick(play: PlayType): string[] {
  const picker = pickerOf(play);
  switch (picker.kind) {
    case 'digits':
      return Array.from({ length: picker.length }, () => String(Math.floor(Math.random() * 10)));
    case 'grid':
      return randomPick(twoDigitNumbers, picker.group);
    case 'sides':
      return randomPick(picker.sides, 1);
    case 'sum':
      return randomPick(sums, 1);
  }
}

let slipIds = 0;

/**
 * Betting on the game's open draw: choose a play, pick numbers on its pad (or a quick pick), set
 * the stake, add to the slip; the slip is placed once, with one idempotency key per attempt.
 * Closed betting is said on the screen, and the server's refusals are shown in the member's language.
 */
export function Betting({
  game,
  now,
  initialPlay,
  onPlay,
  onPlaced,
}: {
  game: LotteryGame;
  now: number;
  initialPlay: string | undefined;
  onPlay: (playType: PlayType) => void;
  onPlaced: () => void;
}) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const stakeId = useId();
  const offered = game.plays.map((play) => play.playType);
  const firstPlay = offered.includes(initialPlay as PlayType)
    ? (initialPlay as PlayType)
    : game.defaultPlayType;
  const [playType, setPlayType] = useState<PlayType>(firstPlay);
  const [picked, setPicked] = useState<string[]>([]);
  const [stakeText, setStakeText] = useState(() => minorToMajorText(Math.max(game.limits.minStake, 1000)));
  const [slip, setSlip] = useState<SlipBet[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [placing, setPlacing] = useState(false);
  const actionKey = useActionKey();
  useEffect(() => setPlayType(firstPlay), [firstPlay]);

  const play = game.plays.find((entry) => entry.playType === playType) ?? game.plays[0]!;
  const picker = pickerOf(play.playType);
  const open = now < Date.parse(game.nextDraw.closeAt);
  const stake = parseMajorToMinor(stakeText);
  const stakeTextProblem = amountTextProblem(stakeText);
  const stakeProblem = stakeTextProblem
    ? t(stakeTextProblem.key, stakeTextProblem.params)
    : stake === null || stake < game.limits.minStake
      ? t('lottery_stake_min', { amount: formatMoney(game.limits.minStake) })
      : stake > game.limits.maxStake
        ? t('lottery_stake_max', { amount: formatMoney(game.limits.maxStake) })
        : null;
  const selections = selectionsOf(play.playType, picked);

  const choosePlay = (next: PlayType) => {
    if (next === play.playType) return;
    setPlayType(next);
    setPicked([]);
    onPlay(next);
  };

  const add = () => {
    if (stakeProblem || stake === null || selections.length === 0) return;
    if (slip.length + selections.length > lottery.MAX_SLIP_BETS) {
      setOutcome({ kind: 'error', text: t('lottery_slip_full', { count: lottery.MAX_SLIP_BETS }) });
      return;
    }
    setSlip([
      ...slip,
      ...selections.map((selection) => ({
        id: `b${++slipIds}`,
        playType: play.playType,
        selection,
        stake,
        oddsMilli: oddsOf(play, selection),
      })),
    ]);
    setPicked([]);
    setOutcome(null);
  };

  const place = async () => {
    if (!session.requireLogin() || placing || slip.length === 0) return;
    const request = {
      gameCode: game.gameCode,
      drawId: game.nextDraw.drawId,
      bets: slip.map(({ playType: type, selection, stake: amount }) => ({
        playType: type,
        selection,
        stake: amount,
      })),
    };
    setPlacing(true);
    setOutcome(null);
    try {
      const placed = await call(lottery.placeBets, request, { idempotencyKey: actionKey.keyFor(request) });
      actionKey.settle();
      setSlip([]);
      setOutcome({
        kind: 'success',
        text: t('lottery_placed', { count: placed.bets.length, draw: request.drawId }),
      });
      onPlaced();
    } catch (failure) {
      actionKey.settle(failure);
      // The profile asks for this session's limits or a date of birth first: the slip is placed once given.
      if (askWhatPlayNeeds(failure, host, () => void place())) return;
      const message = stakeFailureMessage(failure);
      setOutcome({ kind: 'error', text: t(message.key, message.params) });
    } finally {
      setPlacing(false);
    }
  };

  return (
    <div className="betting">
      <div className="betting__pad">
        <fieldset className="plays">
          <legend className="visually-hidden">{t('lottery_plays')}</legend>
          {game.plays.map((entry) => (
            <button
              key={entry.playType}
              type="button"
              className="play-chip"
              aria-pressed={entry.playType === play.playType}
              onClick={() => choosePlay(entry.playType)}
            >
              {t(`lottery_play_${entry.playType}`)}
            </button>
          ))}
        </fieldset>
        <p className="betting__help muted">{t(`lottery_play_${play.playType}_help`)}</p>
        <NumberPicker picker={picker} play={play} picked={picked} onChange={setPicked} />
        <div className="betting__quick">
          <Button size="small" variant="outline" onClick={() => setPicked(quickPick(play.playType))}>
            {t('lottery_quick_pick')}
          </Button>
          <Button size="small" variant="ghost" disabled={picked.length === 0} onClick={() => setPicked([])}>
            {t('lottery_clear_pick')}
          </Button>
        </div>
        <div className="betting__add">
          <div className={`field${stakeProblem ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={stakeId}>
              {t('lottery_stake_each')}
            </label>
            <div className="field__control">
              <input
                id={stakeId}
                inputMode="decimal"
                autoComplete="off"
                value={stakeText}
                aria-invalid={stakeProblem ? true : undefined}
                aria-describedby={`${stakeId}-hint`}
                onChange={(event) => setStakeText(event.target.value)}
              />
            </div>
            <span id={`${stakeId}-hint`} className={stakeProblem ? 'field__error' : 'field__hint'}>
              {stakeProblem ??
                t('lottery_stake_limits', {
                  min: formatMoney(game.limits.minStake),
                  max: formatMoney(game.limits.maxStake),
                })}
            </span>
          </div>
          <Button variant="gold" disabled={selections.length === 0 || stakeProblem !== null} onClick={add}>
            {t('lottery_add', { count: selections.length })}
          </Button>
        </div>
      </div>
      <div className="betting__slip">
        {!open && (
          <p className="alert alert--info" role="status">
            {t('lottery_closed_now')}
          </p>
        )}
        {outcome && (
          <p className={`alert${outcome.kind === 'success' ? ' alert--success' : ''}`} role="alert">
            {outcome.text}
          </p>
        )}
        <Slip
          bets={slip}
          drawId={game.nextDraw.drawId}
          canPlace={open}
          placing={placing}
          onRemove={(id) => setSlip(slip.filter((bet) => bet.id !== id))}
          onClear={() => setSlip([])}
          onPlace={place}
        />
      </div>
    </div>
  );
}
