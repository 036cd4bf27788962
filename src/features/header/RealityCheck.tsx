import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { formatMoney, session } from '../../core';
import { useAdoptedStyles } from '../ui/adopted-styles';
import { emit, navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import type { LiveSummary } from '../ui/live-session';
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

/**
 * The reality check's reminder (its clock is useRealityCheckDue): the time since login, the amount
 * wagered and the net position, and the choice to continue, see the history, or log out.
 */
export function RealityCheck({ due, onDone }: { due: LiveSummary | null; onDone: () => void }) {
  useAdoptedStyles(styles);
  useSignals();
  const t = useT();
  const { host } = useHost();
  const [leaving, setLeaving] = useState(false);
  const centreDefined = useElementDefined('gd-member-centre');
  const elapsed = useElapsed(due ? due.loginAtMs : null);

  const viewHistory = () => {
    onDone();
    openCentre('gd-member-centre', HISTORY_PAGE);
  };

  const logOut = async () => {
    setLeaving(true);
    try {
      await session.logout();
    } finally {
      setLeaving(false);
      onDone();
    }
    emit(host, 'gd-logout', {});
    navigate(host, '/');
  };

  const net = due?.net ?? 0;
  return (
    <Modal
      open={due !== null}
      onClose={onDone}
      title={t('rc_title')}
      width={420}
      minHeight={0}
      closable={false}
      part="reality-check"
    >
      {due && (
        <div className="dialog__body">
          <div className="dialog__icon dialog__icon--info">
            <ClockIcon size={26} />
          </div>
          <p className="dialog__message">{t('rc_message')}</p>
          <dl className="reality__figures">
            <dt>{t('rc_time')}</dt>
            <dd role="timer">{elapsed}</dd>
            <dt>{t('rc_wagered')}</dt>
            <dd>{formatMoney(due.wagered)}</dd>
            <dt>{t('rc_net')}</dt>
            <dd className={net > 0 ? 'reality__up' : net < 0 ? 'reality__down' : undefined}>
              {formatNet(net)}
            </dd>
          </dl>
          <div className="reality__actions">
            {/* biome-ignore lint/a11y/noAutofocus: continuing is the reminder's main action */}
            <button type="button" className="btn btn--primary" autoFocus onClick={onDone}>
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
