import { Component, type ErrorInfo, type ReactNode } from 'react';
import { emit } from '../../../features/ui/events';
import { errorCodeOf } from '../../../features/ui/system-status';

interface OverlayBoundaryProps {
  host: HTMLElement;
  children: ReactNode;
}

/**
 * An overlay whose code failed to arrive (or to render) is reported and left out, so the element
 * that owns the overlays keeps its own content.
 */
export class OverlayBoundary extends Component<OverlayBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(failure: unknown, _info: ErrorInfo): void {
    emit(this.props.host, 'gd-error', { code: errorCodeOf(failure) });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
