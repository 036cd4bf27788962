import type { ActivityState, Reward } from '../../core/contract/promo';
import { CheckIcon } from '../ui/icons';
import { useT } from '../ui/use-t';

type Step = 'join' | 'claim' | 'apply' | 'review' | 'paid';

/** The way to a promotion's bonus, by kind. */
const stepsOf: Record<Reward['kind'], Step[]> = {
  SIGNUP: ['join', 'claim', 'paid'],
  REQUEST: ['join', 'apply', 'review', 'paid'],
  RAFFLE: ['claim', 'paid'],
  REFERRAL: ['join'],
};

/** How many steps the member has behind them in a state (all of them once paid). */
function stepsDone(reward: Reward, total: number): number {
  const byState: Partial<Record<ActivityState, number>> = {
    joined: 1,
    process: 1,
    claim: reward.kind === 'SIGNUP' ? 1 : 0,
    applying: 2,
    rejected: 2,
    issued: total,
    claimed: total,
  };
  return Math.min(total, byState[reward.state] ?? 0);
}

/** Whether the member can still move on (the next step is theirs or the operator's). */
const moving = (state: ActivityState) => state !== 'close' && state !== 'coming soon';

/**
 * The member's progress through a promotion: each step done, the next one, or the review that
 * refused the application. Each step says its status in words, not only in colour.
 */
export function Progress({ reward }: { reward: Reward }) {
  const t = useT();
  const steps = stepsOf[reward.kind];
  const done = stepsDone(reward, steps.length);
  return (
    <ol className="promo-steps" part="steps">
      {steps.map((step, index) => {
        const status =
          index < done
            ? 'done'
            : index === done && reward.state === 'rejected'
              ? 'refused'
              : index === done && moving(reward.state)
                ? 'current'
                : 'todo';
        return (
          <li key={step} className={`promo-step promo-step--${status}`} data-step={step} data-status={status}>
            <span className="promo-step__mark" aria-hidden="true">
              {status === 'done' ? <CheckIcon size={14} /> : index + 1}
            </span>
            <span className="promo-step__label">{t(`promo_step_${step}`)}</span>
            {status !== 'todo' && <span className="promo-step__status">{t(`promo_step_${status}`)}</span>}
          </li>
        );
      })}
    </ol>
  );
}
