import type { ReactNode } from 'react';
import { Button } from '../Button';
import { AlertIcon, RefreshIcon } from '../icons';
import { errorKeyFor } from '../system-status';
import { useT } from '../use-t';
import type { Query } from './use-query';

/** "page": a page of a centre (large, centred); "section": a section of the home page (compact, dashed). */
export type GateLook = 'page' | 'section';

/** The spinner while data or code arrives. */
export function Loading({ look = 'page' }: { look?: GateLook }) {
  const t = useT();
  if (look === 'section') {
    return (
      <div className="load-state load-state--loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('home_loading')}</span>
      </div>
    );
  }
  return (
    <div className="page-loading" role="status" part="page-loading">
      <span className="spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

/** A failure with its message (the error catalogue's text unless `messageKey` says otherwise) and a retry. */
export function LoadFailure({
  failure,
  messageKey,
  onRetry,
  look = 'page',
  part = look === 'section' ? 'error' : 'page-error',
}: {
  failure: unknown;
  messageKey?: string;
  onRetry: () => void;
  look?: GateLook;
  part?: string;
}) {
  const t = useT();
  const message = t(messageKey ?? errorKeyFor(failure));
  if (look === 'section') {
    return (
      <div className="load-state load-state--failed" role="alert" part={part}>
        <AlertIcon />
        <span>{message}</span>
        <Button size="small" variant="outline" onClick={onRetry}>
          <RefreshIcon size={14} />
          {t('home_retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="page-failure" role="alert" part={part}>
      <AlertIcon />
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshIcon size={16} />
        {t('mc_retry')}
      </Button>
    </div>
  );
}

/** The note shown when the data loaded but holds nothing to show. */
export function EmptyNote({
  look = 'page',
  part = 'empty',
  children,
}: {
  look?: GateLook;
  part?: string;
  children: ReactNode;
}) {
  if (look === 'section') {
    return (
      <div className="load-state load-state--empty" part={part}>
        {children}
      </div>
    );
  }
  return (
    <p className="page-empty" part={part}>
      {children}
    </p>
  );
}

/**
 * The one loading / failure / empty gate for loaded data: the spinner (or `loading`) while it
 * loads, the failure with a retry, `empty` when `isEmpty` says the value holds nothing, else
 * the children with the value. Without children it shows only the states before "ready".
 */
export function QueryGate<T>({
  query,
  onRetry,
  look = 'page',
  loading,
  isEmpty,
  empty,
  parts,
  children,
}: {
  query: Query<T>;
  onRetry: () => void;
  look?: GateLook;
  /** Replaces the spinner (placeholder cards, say). */
  loading?: ReactNode;
  isEmpty?: (value: T) => boolean;
  empty?: ReactNode;
  /** Other `part` names for the failure and the empty note, where a page has its own. */
  parts?: { error?: string; empty?: string };
  children?: (value: T) => ReactNode;
}) {
  if (query.state === 'loading') return <>{loading ?? <Loading look={look} />}</>;
  if (query.state === 'failed') {
    return <LoadFailure failure={query.failure} onRetry={onRetry} look={look} part={parts?.error} />;
  }
  if (query.state !== 'ready') return null;
  if (isEmpty?.(query.value)) {
    return (
      <EmptyNote look={look} part={parts?.empty}>
        {empty}
      </EmptyNote>
    );
  }
  return <>{children?.(query.value)}</>;
}
