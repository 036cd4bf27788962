import { Button } from '../../ui/Button';
import { PageLoading } from '../../ui/centre/LazyPage';
import { AlertIcon, RefreshIcon } from '../../ui/icons';
import { errorKeyFor } from '../../ui/system-status';
import { useT } from '../../ui/use-t';
import type { Resource } from '../use-resource';
import { promoStyles } from './promo.styles';

/** The loading spinner or the error with a retry, while a page's data is not ready. */
export function ResourceGate<T>({ resource, onRetry }: { resource: Resource<T>; onRetry: () => void }) {
  const t = useT();
  if (resource.state === 'loading') return <PageLoading />;
  if (resource.state === 'ready') return null;
  return (
    <div className="mc-failure" role="alert" part="page-error">
      <AlertIcon />
      <p>{t(errorKeyFor(resource.failure))}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshIcon size={16} />
        {t('mc_retry')}
      </Button>
    </div>
  );
}

/** The page's own CSS, placed inside the member centre's shadow root. */
export function PromoStyles() {
  return <style>{promoStyles}</style>;
}

/** A short message after an action, success or failure. */
export function ActionMessage({ text, ok }: { text: string; ok: boolean }) {
  return (
    <div className={ok ? 'alert alert--success' : 'alert'} role={ok ? 'status' : 'alert'}>
      {text}
    </div>
  );
}
