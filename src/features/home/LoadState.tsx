import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { AlertIcon, RefreshIcon } from '../ui/icons';
import { errorKeyFor } from '../ui/system-status';
import { useT } from '../ui/use-t';

/** Loading, failure (with retry) and empty states of the game sections, in the element's language. */

export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="load-state load-state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('home_loading')}</span>
    </div>
  );
}

export function Failed({ failure, onRetry }: { failure: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="load-state load-state--failed" role="alert" part="error">
      <AlertIcon />
      <span>{t(errorKeyFor(failure))}</span>
      <Button size="small" variant="outline" onClick={onRetry}>
        <RefreshIcon size={14} />
        {t('home_retry')}
      </Button>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="load-state load-state--empty" part="empty">
      {children}
    </div>
  );
}
