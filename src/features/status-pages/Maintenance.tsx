import { useSignals } from '@preact/signals-react/runtime';
import { formatDateTime, session } from '../../core';
import { ToolIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { ContactUsButton } from './ContactUsButton';

/** The system-maintenance page: the spec's text, the end time when known, and Contact Us. */
export function Maintenance() {
  useSignals();
  const t = useT();
  const status = session.systemStatus.value;
  const end = status?.maintenanceEnd ?? null;
  return (
    <section className="status-page" part="page" aria-labelledby="gd-maintenance-title">
      <div className="status-card" part="card">
        <div className="status-card__icon status-card__icon--warning" aria-hidden="true">
          <ToolIcon size={34} />
        </div>
        <p className="status-card__eyebrow">{t('maintenance_notice')}</p>
        <h1 className="status-card__title" id="gd-maintenance-title">
          {t('maintenance_text')}
        </h1>
        {status === null ? (
          <span className="spinner" role="status" aria-label={t('loading')} />
        ) : (
          <p className="status-card__text" part="end-time">
            {end ? t('maintenance_end', { time: formatDateTime(end) }) : t('maintenance_end_unknown')}
          </p>
        )}
        <ContactUsButton />
      </div>
    </section>
  );
}
