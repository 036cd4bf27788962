import type { ActivityState, Reward } from '../../../core/contract/promo';

/** What the member can do with a promotion in its current state, if anything. */
export type RewardAction = 'join' | 'claim' | 'raffle' | 'apply' | null;

export function actionFor(reward: Pick<Reward, 'kind' | 'state'>): RewardAction {
  if (reward.state === 'join') return 'join';
  if (reward.state === 'claim') return reward.kind === 'RAFFLE' ? 'raffle' : 'claim';
  if (reward.state === 'joined' && reward.kind === 'REQUEST') return 'apply';
  return null;
}

/** The badge colour of a state: something to do, waiting, done, or refused/over. */
export function toneOf(state: ActivityState): 'act' | 'wait' | 'good' | 'bad' | 'plain' {
  switch (state) {
    case 'join':
    case 'claim':
      return 'act';
    case 'applying':
    case 'process':
    case 'joined':
      return 'wait';
    case 'issued':
    case 'claimed':
      return 'good';
    case 'rejected':
      return 'bad';
    default:
      return 'plain';
  }
}

/** The i18n key (namespace `promotions`) of a state's label ("coming soon" has a space in the contract). */
export const stateKey = (state: ActivityState) => `promo_state_${state.replace(' ', '_')}`;

/** The i18n key of an action's button. */
export const actionLabelKey: Record<Exclude<RewardAction, null>, string> = {
  join: 'promo_join',
  claim: 'promo_claim',
  raffle: 'promo_claim',
  apply: 'promo_apply',
};

/** The i18n key of an action's success message. */
export const actionDoneKey: Record<Exclude<RewardAction, null>, string> = {
  join: 'promo_joined',
  claim: 'promo_claimed',
  raffle: 'promo_claimed',
  apply: 'promo_applied',
};
