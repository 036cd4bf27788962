import { useSignals } from '@preact/signals-react/runtime';
import { formatDateTime, session } from '../../core';
import { useT } from '../ui/use-t';

/**
 * Above every page of the member centre while the member is in a time-out or self-exclusion: until when
 * (or that it is permanent), and what stays possible.
 */
export function RestrictedBanner() {
  useSignals();
  const t = useT();
  const restriction = session.restriction.value;
  if (!restriction) return null;
  return (
    <div className="alert alert--info restricted-banner" role="status" part="restricted-banner">
      <span>
        <strong>
          {restriction.kind === 'register'
            ? t('mc_restricted_register')
            : restriction.until
              ? t('mc_restricted_until', { until: formatDateTime(restriction.until) })
              : t('mc_restricted_permanent')}
        </strong>{' '}
        {t('mc_restricted_possible')}
      </span>
    </div>
  );
}
