import { lazy, Suspense, useMemo, useState } from 'react';
import { errors } from '../../../core/contract';
import { LoadFailure, Loading } from '../data/QueryGate';
import { useHost } from '../host-context';
import { PartBoundary } from '../lazy-part';
import { errorCodeOf } from '../system-status';
import { useTexts } from '../use-t';
import { type CentrePage, pageLoading } from './centre-page';
import { loadWithTimeout, PageTimeoutError } from './load-with-timeout';

function PageFailure({ failure, onRetry }: { failure: unknown; onRetry: () => void }) {
  // A page whose code or texts never arrived (slow or lost network) gets the connectivity message.
  const timedOut = failure === null || failure instanceof PageTimeoutError || failure instanceof TypeError;
  return (
    <LoadFailure failure={failure} messageKey={timedOut ? 'err_page_timeout' : undefined} onRetry={onRetry} />
  );
}

const pageErrorCode = (failure: unknown) =>
  failure instanceof PageTimeoutError ? errors.TIMEOUT.code : errorCodeOf(failure);

/**
 * One centre page, its code and its text namespaces loaded on first show, together; slow loads
 * time out with a retry.
 */
export function LazyPage({ page }: { page: CentrePage }) {
  const { host } = useHost();
  const [attempt, setAttempt] = useState(0);
  const texts = useTexts(page.texts ?? [], attempt);
  // A new lazy component per attempt, so a retry really loads again; its code is requested at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt forces a fresh load
  const Page = useMemo(() => {
    const code = loadWithTimeout(page.load, pageLoading.timeoutMs);
    code.catch(() => undefined);
    return lazy(() => code);
  }, [page, attempt]);
  const retry = () => setAttempt((n) => n + 1);
  if (texts === 'failed') return <PageFailure failure={null} onRetry={retry} />;
  return (
    <PartBoundary
      key={`${page.key}-${attempt}`}
      host={host}
      codeOf={pageErrorCode}
      fallback={(failure) => <PageFailure failure={failure} onRetry={retry} />}
    >
      <Suspense fallback={<Loading />}>{texts === 'ready' ? <Page /> : <Loading />}</Suspense>
    </PartBoundary>
  );
}
