import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { formatMoney, session } from '../../core';
import { emit, navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { type LiveSummary, liveSummary, refreshSummary } from '../ui/live-session';
import { Modal } from '../ui/Modal';
import { useT } from '../ui/use-t';
import { openCentre, useElementDefined } from './centre-entries';
import { ClockIcon, formatNet, useElapsed } from './SessionInfo';

/** The betting record: where "view history" takes the member. */
const HISTORY_PAGE = 'personalHistoryCopy';

const styles = /* css */ `
.reality__figures { display: grid; grid-template-columns: 1fr auto; gap: 8px 16px; width: 100%; margin: 0; text-align: start; }
.reality__figures dt { color: var(--_text-muted); }
.reality__figures dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; text-align: end; }
.reality__up { color: var(--_success); }
.reality__down { color: var(--_danger); }
.reality__actions { display: flex; flex-wrap: wrap; gap: 10px; width: 100%; }
.reality__actions .btn { flex: 1 1 120px; }
.reality__actions .btn--primary { flex-basis: 100%; }
`;

/** Index of the reminder period that ends next: 1 for the first N minutes after login, and so on. */
export function nextReminder(loginAtMs: number, periodMs: number, nowMs: number, lastShown: number): number {
  return Math.max(Math.floor((nowMs - loginAtMs) / periodMs) + 1, lastShown + 1);
}

/**
 * The reality check: every N minutes after login (the member's own responsible-gaming
 * setting) a reminder with the time since login, the amount wagered and the net position,
 * and the choice to continue, see the history, or log out.
 */
export function RealityCheck() {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const signedIn = session.token.value !== null;
  const summary = liveSummary.value;
  const [shown, setShown] = useState<LiveSummary | null>(null);
  const [leaving, setLeaving] = useState(false);
  const lastShown = useRef(0);
  const centreDefined = useElementDefined('gd-member-centre');
  const elapsed = useElapsed(shown ? shown.loginAtMs : null);

  // Pages without a header still get their reminder: load the figures when nobody else has.
  const hasSummary = summary !== null;
  useEffect(() => {
    if (signedIn && !hasSummary) void refreshSummary();
    if (!signedIn) {
      lastShown.current = 0;
      setShown(null);
    }
  }, [signedIn, hasSummary]);

  const minutes = summary?.realityCheckMinutes ?? null;
  const loginAtMs = summary?.loginAtMs ?? null;
  useEffect(() => {
    if (!signedIn || minutes === null || minutes <= 0 || loginAtMs === null || shown) return;
    const periodMs = minutes * 60_000;
    const index = nextReminder(loginAtMs, periodMs, Date.now(), lastShown.current);
    let active = true;
    const timer = setTimeout(
      async () => {
        // Fresh figures for the reminder itself.
        const fresh = await refreshSummary();
        if (!active || !fresh || session.token.value === null) return;
        lastShown.current = index;
        setShown(fresh);
      },
      Math.max(0, loginAtMs + index * periodMs - Date.now()),
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [signedIn, minutes, loginAtMs, shown]);

  const keepPlaying = () => setShown(null);

  const viewHistory = () => {
    setShown(null);
    openCentre('gd-member-centre', HISTORY_PAGE);
  };

  const logOut = async () => {
    setLeaving(true);
    try {
      await session.logout();
    } finally {
      setLeaving(false);
      setShown(null);
    }
    emit(host, 'gd-logout', {});
    navigate(host, '/');
  };

  const net = shown?.net ?? 0;
  return (
    <Modal
      open={shown !== null && signedIn}
      onClose={keepPlaying}
      title={t('rc_title')}
      width={420}
      minHeight={0}
      closable={false}
      part="reality-check"
    >
      <style>{styles}</style>
      {shown && (
        <div className="dialog__body">
          <div className="dialog__icon dialog__icon--info">
            <ClockIcon size={26} />
          </div>
          <p className="dialog__message">{t('rc_message')}</p>
          <dl className="reality__figures">
            <dt>{t('rc_time')}</dt>
            <dd role="timer">{elapsed}</dd>
            <dt>{t('rc_wagered')}</dt>
            <dd>{formatMoney(shown.wagered)}</dd>
            <dt>{t('rc_net')}</dt>
            <dd className={net > 0 ? 'reality__up' : net < 0 ? 'reality__down' : undefined}>
              {formatNet(net)}
            </dd>
          </dl>
          <div className="reality__actions">
            {/* biome-ignore lint/a11y/noAutofocus: continuing is the reminder's main action */}
            <button type="button" className="btn btn--primary" autoFocus onClick={keepPlaying}>
              {t('rc_continue')}
            </button>
            {centreDefined && session.canShowMemberCentre.value && (
              <button type="button" className="btn btn--outline" onClick={viewHistory}>
                {t('rc_history')}
              </button>
            )}
            <button
              type="button"
              className="btn btn--outline"
              disabled={leaving}
              onClick={() => void logOut()}
            >
              {leaving && <span className="spinner" aria-hidden="true" />}
              {t('hdr_logout')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
