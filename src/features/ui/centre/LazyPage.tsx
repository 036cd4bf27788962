import { Component, type ErrorInfo, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { errors } from '../../../core/contract';
import { LoadFailure, Loading } from '../data/QueryGate';
import { emit } from '../events';
import { useHost } from '../host-context';
import { errorCodeOf } from '../system-status';
import { type CentrePage, pageLoading } from './centre-page';
import { loadWithTimeout, PageTimeoutError } from './load-with-timeout';

function PageFailure({ failure, onRetry }: { failure: unknown; onRetry: () => void }) {
  // A page whose code never arrived (slow or lost network) gets the connectivity message.
  const timedOut = failure instanceof PageTimeoutError || failure instanceof TypeError;
  return (
    <LoadFailure failure={failure} messageKey={timedOut ? 'err_page_timeout' : undefined} onRetry={onRetry} />
  );
}

interface BoundaryProps {
  host: HTMLElement;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a page that failed to load or render, and offers to try again. */
class PageBoundary extends Component<BoundaryProps, { failure: unknown }> {
  override state: { failure: unknown } = { failure: null };

  static getDerivedStateFromError(failure: unknown): { failure: unknown } {
    return { failure: failure ?? new Error('page failed') };
  }

  override componentDidCatch(failure: unknown, _info: ErrorInfo): void {
    const code = failure instanceof PageTimeoutError ? errors.TIMEOUT.code : errorCodeOf(failure);
    emit(this.props.host, 'gd-error', { code });
  }

  override render(): ReactNode {
    if (this.state.failure) return <PageFailure failure={this.state.failure} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** One member centre page, its code loaded on first show; slow loads time out with a retry. */
export function LazyPage({ page }: { page: CentrePage }) {
  const { host } = useHost();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so a retry really loads again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt forces a fresh load
  const Page = useMemo(() => lazy(() => loadWithTimeout(page.load, pageLoading.timeoutMs)), [page, attempt]);
  return (
    <PageBoundary key={`${page.key}-${attempt}`} host={host} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
}
