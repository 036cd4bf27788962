import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { formatMoney, session } from '../../core';
import { useAdoptedStyles } from '../ui/adopted-styles';
import { formatElapsed, liveSummary } from '../ui/live-session';
import { PanicButton, panicButtonStyles } from '../ui/PanicButton';
import { Svg } from '../ui/Svg';
import { useT } from '../ui/use-t';

/** The net position as the member reads it: "+P 120.00" when ahead, "P -80.00" when behind. */
export function formatNet(minor: number): string {
  return minor > 0 ? `+${formatMoney(minor)}` : formatMoney(minor);
}

/** Re-renders every second with the time elapsed since `sinceMs`. */
export function useElapsed(sinceMs: number | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sinceMs === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sinceMs]);
  return sinceMs === null ? null : formatElapsed(now - sinceMs);
}

export const ClockIcon = ({ size = 14 }: { size?: number }) => (
  <Svg size={size} strokeWidth={2.2}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

/**
 * Responsible gaming in the header: the session clock, the net position since login and, where the brand's
 * profile offers it (de), the panic button (gone once the account is locked: the restricted notice says until when).
 */
export function SessionInfo() {
  useSignals();
  useAdoptedStyles(panicButtonStyles);
  const t = useT();
  const summary = liveSummary.value;
  const elapsed = useElapsed(summary?.loginAtMs ?? null);
  if (!summary || elapsed === null) return null;
  const trend = summary.net > 0 ? ' is-up' : summary.net < 0 ? ' is-down' : '';
  return (
    <div className="session-info" part="session-info">
      <span
        className="session-info__clock"
        role="timer"
        aria-label={`${t('hdr_session_time')}: ${elapsed}`}
        title={t('hdr_session_time')}
        part="session-clock"
      >
        <ClockIcon />
        <span aria-hidden="true">{elapsed}</span>
      </span>
      <span className={`session-info__net${trend}`} title={t('hdr_session_net')} part="session-net">
        <span className="session-info__label">{t('hdr_net')}</span>
        <span>{formatNet(summary.net)}</span>
      </span>
      {summary.panicButton && session.restriction.value === null && (
        <PanicButton label={t('hdr_panic')} hint={t('hdr_panic_hint')} part="panic-button" />
      )}
    </div>
  );
}
