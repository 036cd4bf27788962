import { formatMoney, type funds } from '../../core';
import { AlertIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';
import { useT } from '../ui/use-t';
import { openCentre, useElementDefined } from './centre-entries';

/** Where "See my limits" takes the member: the member centre's page with the responsible-gaming settings. */
const LIMITS_PAGE = 'securityCenter';

/**
 * A limit alert (its watch is useLimitAlertDue): how much of which limit the member has used, in the window it
 * counts. The inbox keeps the same alert as a message.
 */
export function LimitAlert({ due, onDone }: { due: funds.SessionSummaryAlert | null; onDone: () => void }) {
  const t = useT();
  const centreDefined = useElementDefined('gd-member-centre');
  const seeLimits = () => {
    onDone();
    openCentre('gd-member-centre', LIMITS_PAGE);
  };
  return (
    <Modal
      open={due !== null}
      onClose={onDone}
      title={t('la_title')}
      width={420}
      minHeight={0}
      part="limit-alert"
    >
      {due && (
        <div className="dialog__body">
          <div className="dialog__icon dialog__icon--warning" aria-hidden="true">
            <AlertIcon size={26} />
          </div>
          <p className="dialog__message">
            {t(`la_message_${due.kind}`, {
              percent: due.percent,
              used: formatMoney(due.used),
              limit: formatMoney(due.limit),
              window: t(`la_window_${due.window}${due.windows === 'calendar' ? '_calendar' : ''}`),
            })}
          </p>
          {due.percent >= 100 && <p className="dialog__message">{t('la_reached')}</p>}
          <div className="dialog__actions">
            {/* biome-ignore lint/a11y/noAutofocus: acknowledging is the alert's main action */}
            <button type="button" className="btn btn--primary" autoFocus onClick={onDone}>
              {t('la_ok')}
            </button>
            {centreDefined && (
              <button type="button" className="btn btn--outline" onClick={seeLimits}>
                {t('la_see_limits')}
              </button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
