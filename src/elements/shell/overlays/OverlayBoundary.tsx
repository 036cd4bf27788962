import { Component, type ErrorInfo, type ReactNode } from 'react';
import { session } from '../../../core';
import { errors } from '../../../core/contract';
import { emit } from '../../../features/ui/events';
import { errorCodeOf, errorKeyFor } from '../../../features/ui/system-status';

interface OverlayBoundaryProps {
  host: HTMLElement;
  children: ReactNode;
}

/**
 * An overlay whose code or texts failed to arrive (or that failed to render) is reported, told to the
 * visitor in the notice dialog, and left out, so the element that owns the overlays keeps its own content.
 */
export class OverlayBoundary extends Component<OverlayBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(failure: unknown, _info: ErrorInfo): void {
    // Code or texts that never arrived (a failed fetch is a TypeError) are a network problem.
    const notArrived = failure instanceof TypeError;
    emit(this.props.host, 'gd-error', { code: notArrived ? errors.NETWORK.code : errorCodeOf(failure) });
    session.notice.value = { key: notArrived ? errors.NETWORK.key : errorKeyFor(failure), kind: 'error' };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
