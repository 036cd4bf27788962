import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { session } from '../../core';
import { useAdoptedStyles } from '../ui/adopted-styles';
import { liveSummary, refreshSummary } from '../ui/live-session';
import { PanicButton, panicButtonStyles } from '../ui/PanicButton';
import { useT } from '../ui/use-t';

/**
 * The member's panic button on the game's bar, where the brand's profile offers it (the session summary says),
 * until the lock. Loaded for a signed-in member only: a visitor's game page carries neither it nor the summary.
 */
export default function FramePanic({ onLocked }: { onLocked: () => void }) {
  useSignals();
  useAdoptedStyles(panicButtonStyles);
  const t = useT();
  useEffect(() => {
    if (session.token.value !== null && liveSummary.value === null) void refreshSummary();
  }, []);
  const offered =
    session.token.value !== null &&
    session.restriction.value === null &&
    liveSummary.value?.panicButton === true;
  if (!offered) return null;
  return (
    <PanicButton
      label={t('game_frame_panic')}
      hint={t('game_frame_panic_hint')}
      part="game-panic"
      onLocked={onLocked}
    />
  );
}
