import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../../core';
import { MapPinIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { StatusCard } from './StatusCard';

/** The region-restriction page: the spec's text, the visitor's IP and country, and Contact Us. */
export function Region() {
  useSignals();
  const t = useT();
  const location = session.systemStatus.value?.location ?? null;
  return (
    <StatusCard
      id="gd-region"
      tone="danger"
      icon={<MapPinIcon size={34} />}
      eyebrow={t('region_title')}
      title={t('region_text')}
      loading={location === null}
    >
      {location && (
        <dl className="facts">
          <div className="fact">
            <dt>{t('region_ip_label')}</dt>
            <dd part="ip">{location.ip}</dd>
          </div>
          <div className="fact">
            <dt>{t('field_countryDialingCode')}</dt>
            <dd part="country">{location.country}</dd>
          </div>
        </dl>
      )}
    </StatusCard>
  );
}
