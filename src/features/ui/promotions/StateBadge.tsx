import type { ActivityState } from '../../../core/contract/promo';
import { useT } from '../use-t';
import { stateKey, toneOf } from './states';

/** A promotion's or mission's state as a coloured badge (styles: `stateBadgeStyles`). */
export function StateBadge({ state, part }: { state: ActivityState; part?: string }) {
  const t = useT();
  return (
    <span className={`state-badge state-badge--${toneOf(state)}`} part={part} data-state={state}>
      {t(stateKey(state))}
    </span>
  );
}
