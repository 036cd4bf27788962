import { useSignals } from '@preact/signals-react/runtime';
import { formatDateTime, session } from '../../core';
import { useT } from '../ui/use-t';
import { openCentre } from './centre-entries';

/**
 * Under the header bar while the member is in a time-out or self-exclusion: until when (or that it is
 * permanent), what stays possible, and the way to the withdrawal.
 */
export function RestrictedNotice() {
  useSignals();
  const t = useT();
  const restriction = session.restriction.value;
  if (!restriction) return null;
  return (
    <div className="restricted" role="status" part="restricted-notice">
      <span>
        <strong>
          {restriction.kind === 'register'
            ? t('hdr_restricted_register')
            : restriction.until
              ? t('hdr_restricted_until', { until: formatDateTime(restriction.until) })
              : t('hdr_restricted_permanent')}
        </strong>{' '}
        {t('hdr_restricted_possible')}
      </span>
      <button
        type="button"
        className="btn btn--small"
        onClick={() => openCentre('gd-member-centre', 'withdraw')}
      >
        {t('hdr_restricted_withdraw')}
      </button>
    </div>
  );
}
