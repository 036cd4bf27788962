import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { PageLoading } from '../ui/centre/LazyPage';
import { AlertIcon } from '../ui/icons';
import { errorKeyFor } from '../ui/system-status';
import { useT } from '../ui/use-t';
import type { Query } from './use-query';

/** Loading, failure with retry, or the loaded content of a query. */
export function QueryState<T>({
  query,
  onRetry,
  children,
}: {
  query: Query<T>;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}) {
  const t = useT();
  if (query.state === 'ready') return <>{children(query.value)}</>;
  if (query.state === 'failed') {
    return (
      <div className="mc-failure" role="alert" part="page-error">
        <AlertIcon />
        <p>{t(errorKeyFor(query.failure))}</p>
        <Button variant="outline" onClick={onRetry}>
          {t('mc_retry')}
        </Button>
      </div>
    );
  }
  if (query.state === 'loading') return <PageLoading />;
  return null;
}
