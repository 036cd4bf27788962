import {
  Component,
  type ComponentProps,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  useEffect,
  useState,
} from 'react';
import { errors, session, type TextNamespace } from '../../core';
import { type GateLook, LoadFailure, Loading } from './data/QueryGate';
import { emit } from './events';
import { useHost } from './host-context';
import { errorCodeOf, errorKeyFor } from './system-status';
import { Loaded, preload, useLoaded } from './use-loaded';
import { useTexts } from './use-t';

interface BoundaryProps {
  host: HTMLElement;
  /** What shows instead of the part once it failed; the failure is also reported as gd-error. */
  fallback: (failure: unknown) => ReactNode;
  /** The gd-error code of a failure (by default the catalogue's code for it). */
  codeOf?: (failure: unknown) => number;
  children: ReactNode;
}

/** Catches a lazily loaded part that failed to arrive or to render, reports it and shows `fallback`. */
export class PartBoundary extends Component<BoundaryProps, { failure: unknown }> {
  override state: { failure: unknown } = { failure: null };

  static getDerivedStateFromError(failure: unknown): { failure: unknown } {
    return { failure: failure ?? new Error('part failed') };
  }

  override componentDidCatch(failure: unknown, _info: ErrorInfo): void {
    emit(this.props.host, 'gd-error', { code: (this.props.codeOf ?? errorCodeOf)(failure) });
  }

  override render(): ReactNode {
    if (this.state.failure) return this.props.fallback(this.state.failure);
    return this.props.children;
  }
}

/** A part's code or texts that never arrived (a failed fetch is a TypeError). */
const notArrived = (failure: unknown) => failure === null || failure instanceof TypeError;
const partErrorCode = (failure: unknown) =>
  notArrived(failure) ? errors.NETWORK.code : errorCodeOf(failure);

/** A lazily loaded part, drawn as a component; `preload` fetches its code before it is first drawn. */
export interface LazyPart<P> {
  (props: P): ReactNode;
  preload: () => void;
}

export interface LazyPartOptions {
  /**
   * "section" (default): a compact spinner and failure inside a form or a panel; "page": a centre
   * page's; "quiet": nothing while it loads (a dialog that opens once it is here) and a failure told
   * in the notice dialog.
   */
  look?: GateLook | 'quiet';
}

/** A quiet part that failed: said in the notice dialog, nothing drawn in place. */
function QuietFailure({ failure }: { failure: unknown }) {
  useEffect(() => {
    session.notice.value = {
      key: notArrived(failure) ? errors.NETWORK.key : errorKeyFor(failure),
      kind: 'error',
    };
  }, [failure]);
  return null;
}

interface Part {
  namespaces: readonly TextNamespace[];
  /** The component; once it arrived, the part shows it at once each time it is drawn again. */
  // biome-ignore lint/suspicious/noExplicitAny: any component's props
  load: () => Promise<ComponentType<any>>;
  look: GateLook | 'quiet';
}

function LazyPartView({ part, props }: { part: Part; props: object }): ReactNode {
  const { namespaces, look } = part;
  const { host } = useHost();
  const [attempt, setAttempt] = useState(0);
  // The code and the texts are requested together; a retry asks for whichever failed again.
  const texts = useTexts(namespaces, attempt);
  const code = useLoaded(part.load, attempt);
  const retry = () => setAttempt((n) => n + 1);
  // Code or texts that never arrived are a network problem, said so in the element's language.
  const failure = (error: unknown) =>
    look === 'quiet' ? (
      <QuietFailure failure={error} />
    ) : (
      <LoadFailure
        failure={error}
        messageKey={notArrived(error) ? errors.NETWORK.key : undefined}
        look={look}
        onRetry={retry}
      />
    );
  if (texts === 'failed') return failure(null);
  const loading = look === 'quiet' ? null : <Loading look={look} />;
  return (
    <PartBoundary key={attempt} host={host} fallback={failure} codeOf={partErrorCode}>
      <Loaded code={texts === 'ready' ? code : null} props={props} fallback={loading} />
    </PartBoundary>
  );
}

/**
 * A component whose code and texts load the first time it renders (in parallel, the texts in the
 * element's language): a spinner while they arrive, the failure with a retry if either does not.
 * For what an element draws only after a user action (the captcha, the SMS form, a popup), so a
 * page that never needs it never downloads it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, its props carried over as they are
export function lazyPart<C extends ComponentType<any>>(
  namespaces: readonly TextNamespace[],
  load: () => Promise<{ default: C }>,
  { look = 'section' }: LazyPartOptions = {},
): LazyPart<ComponentProps<C>> {
  const part: Part = { namespaces, load: () => load().then((module) => module.default), look };
  const view = (props: ComponentProps<C>) => <LazyPartView part={part} props={props} />;
  // The code only: the texts come with the first render, as the element's language may change until then.
  view.preload = () => preload(part.load);
  return view;
}
