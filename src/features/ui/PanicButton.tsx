import { useState } from 'react';
import { session } from '../../core';
import { emit } from './events';
import { useHost } from './host-context';
import { LockIcon } from './icons';
import { errorCodeOf, errorKeyFor } from './system-status';

export interface PanicButtonProps {
  /** The short visible label ("Lock 24 h"); it starts the button's accessible name. */
  label: string;
  /** What one press does: read after the label, and the tooltip. */
  hint: string;
  className?: string;
  part?: string;
  /** After the lock: the session shows its restricted view already; the caller closes what may no longer run. */
  onLocked?: () => void;
}

/**
 * The panic button (profiles that offer one: de): one press locks the account for 24 hours, with no
 * confirmation. A failed press says so in the page's notice dialog, since the member relies on the lock.
 */
export function PanicButton({ label, hint, className, part, onLocked }: PanicButtonProps) {
  const { host } = useHost();
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    try {
      await session.pressPanicButton();
      onLocked?.();
    } catch (failure) {
      session.notice.value = { key: errorKeyFor(failure), kind: 'error' };
      emit(host, 'gd-error', { code: errorCodeOf(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={className ? `panic ${className}` : 'panic'}
      title={hint}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void press()}
      part={part}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : <LockIcon size={15} />}
      <span className="panic__label">{label}</span>
      <span className="visually-hidden">{`. ${hint}`}</span>
    </button>
  );
}

/** The panic button's look, adopted by the parts that draw it (the header's session figures, the game frame's bar). */
export const panicButtonStyles = /* css */ `
.panic {
  display: inline-flex; align-items: center; gap: 6px; flex: none; height: 34px; padding: 0 12px;
  border: 1px solid color-mix(in srgb, var(--_danger) 60%, transparent); border-radius: 999px; cursor: pointer;
  background: color-mix(in srgb, var(--_danger) 12%, transparent); color: var(--_danger);
  font: inherit; font-size: 13px; font-weight: 700; white-space: nowrap;
}
.panic:hover { background: color-mix(in srgb, var(--_danger) 22%, transparent); }
.panic:focus-visible { outline: none; box-shadow: var(--_focus); }
.panic:disabled { cursor: progress; opacity: 0.75; }
.panic .spinner { width: 15px; height: 15px; }
`;
