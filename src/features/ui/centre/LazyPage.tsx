import { type ComponentType, useState } from 'react';
import { errors } from '../../../core/contract';
import { LoadFailure, Loading } from '../data/QueryGate';
import { useHost } from '../host-context';
import { PartBoundary } from '../lazy-part';
import { errorCodeOf } from '../system-status';
import { type Load, Loaded, useLoaded } from '../use-loaded';
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

/** Each page's code with the time it may take: one loader per page's load, so a page shown before shows at once. */
const loaders = new WeakMap<CentrePage['load'], Load<ComponentType>>();
function pageCode({ load: pageLoad }: CentrePage): Load<ComponentType> {
  let load = loaders.get(pageLoad);
  if (!load) {
    load = () => loadWithTimeout(pageLoad, pageLoading.timeoutMs).then((module) => module.default);
    loaders.set(pageLoad, load);
  }
  return load;
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
  // Requested with the texts; a retry really loads again.
  const code = useLoaded(pageCode(page), attempt);
  const retry = () => setAttempt((n) => n + 1);
  if (texts === 'failed') return <PageFailure failure={null} onRetry={retry} />;
  return (
    <PartBoundary
      key={`${page.key}-${attempt}`}
      host={host}
      codeOf={pageErrorCode}
      fallback={(failure) => <PageFailure failure={failure} onRetry={retry} />}
    >
      <Loaded code={texts === 'ready' ? code : null} props={{}} fallback={<Loading />} />
    </PartBoundary>
  );
}
