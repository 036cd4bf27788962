import { useSignals } from '@preact/signals-react/runtime';
import { formatDateTime, session } from '../../core';
import { ToolIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { StatusCard } from './StatusCard';

/** The system-maintenance page: the spec's text, the end time when known, and Contact Us. */
export function Maintenance() {
  useSignals();
  const t = useT();
  const status = session.systemStatus.value;
  const end = status?.maintenanceEnd ?? null;
  return (
    <StatusCard
      id="gd-maintenance"
      tone="warning"
      icon={<ToolIcon size={34} />}
      eyebrow={t('maintenance_notice')}
      title={t('maintenance_text')}
      loading={status === null}
    >
      <p className="status-card__text" part="end-time">
        {end ? t('maintenance_end', { time: formatDateTime(end) }) : t('maintenance_end_unknown')}
      </p>
    </StatusCard>
  );
}
