import type { ReactNode } from 'react';
import { useT } from '../ui/use-t';
import { ContactUsButton } from './ContactUsButton';

/**
 * The card of a full-page status (maintenance, region restriction): icon, eyebrow, title,
 * the page's own facts (a spinner until the system status has loaded) and Contact Us.
 */
export function StatusCard({
  id,
  tone,
  icon,
  eyebrow,
  title,
  loading,
  children,
}: {
  /** Prefix of the title's id, which labels the page. */
  id: string;
  tone: 'warning' | 'danger';
  icon: ReactNode;
  eyebrow: string;
  title: string;
  loading: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = `${id}-title`;
  return (
    <section className="status-page" part="page" aria-labelledby={titleId}>
      <div className="status-card" part="card">
        <div className={`status-card__icon status-card__icon--${tone}`} aria-hidden="true">
          {icon}
        </div>
        <p className="status-card__eyebrow">{eyebrow}</p>
        <h1 className="status-card__title" id={titleId}>
          {title}
        </h1>
        {loading ? <span className="spinner" role="status" aria-label={t('loading')} /> : children}
        <ContactUsButton />
      </div>
    </section>
  );
}
