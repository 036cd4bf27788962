import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ApiError, errors } from '../../core/contract';
import { emit } from './events';
import { useT } from './use-t';

function ErrorText() {
  const t = useT();
  return (
    <div className="alert" role="alert" part="error">
      {t(errors.UNKNOWN.key)}
    </div>
  );
}

/** Keeps a failing feature from blanking the host page: shows a short message and emits gd-error. */
export class ErrorBoundary extends Component<
  { host: HTMLElement; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const code = error instanceof ApiError ? error.code : errors.UNKNOWN.code;
    emit(this.props.host, 'gd-error', { code });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorText /> : this.props.children;
  }
}
