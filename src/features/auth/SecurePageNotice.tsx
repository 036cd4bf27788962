import { assertSecureContext } from '../../core';
import { errorKeyFor } from '../ui/system-status';
import { useT } from '../ui/use-t';

function insecurePageKey(): string | null {
  try {
    assertSecureContext();
    return null;
  } catch (failure) {
    return errorKeyFor(failure);
  }
}

/**
 * Sign-in forms encrypt what they send, which browsers only allow on https (or localhost)
 * pages. On any other page the form says so up front instead of failing at submit.
 */
export function SecurePageNotice() {
  const t = useT();
  const key = insecurePageKey();
  if (!key) return null;
  return (
    <div className="alert" role="alert" part="insecure-page">
      {t(key)}
    </div>
  );
}
