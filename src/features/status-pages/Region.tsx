import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../../core';
import { MapPinIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { ContactUsButton } from './ContactUsButton';

/** The region-restriction page: the spec's text, the visitor's IP and country, and Contact Us. */
export function Region() {
  useSignals();
  const t = useT();
  const location = session.systemStatus.value?.location ?? null;
  return (
    <section className="status-page" part="page" aria-labelledby="gd-region-title">
      <div className="status-card" part="card">
        <div className="status-card__icon status-card__icon--danger" aria-hidden="true">
          <MapPinIcon size={34} />
        </div>
        <p className="status-card__eyebrow">{t('region_title')}</p>
        <h1 className="status-card__title" id="gd-region-title">
          {t('region_text')}
        </h1>
        {location === null ? (
          <span className="spinner" role="status" aria-label={t('loading')} />
        ) : (
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
        <ContactUsButton />
      </div>
    </section>
  );
}
