import {
  Component,
  type ComponentProps,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { errors, session, type TextNamespace } from '../../core';
import { type GateLook, LoadFailure, Loading } from './data/QueryGate';
import { emit } from './events';
import { useHost } from './host-context';
import { errorCodeOf, errorKeyFor } from './system-status';
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
  // biome-ignore lint/suspicious/noExplicitAny: any component's props
  load: () => Promise<{ default: ComponentType<any> }>;
  look: GateLook | 'quiet';
  /** The component once its code arrived: shown again at once, without a spinner's flash. */
  // biome-ignore lint/suspicious/noExplicitAny: any component's props
  loaded?: ComponentType<any>;
}

function LazyPartView({ part, props }: { part: Part; props: object }): ReactNode {
  const { namespaces, look } = part;
  const { host } = useHost();
  const [attempt, setAttempt] = useState(0);
  const texts = useTexts(namespaces, attempt);
  // A new lazy component per attempt, its code requested at once, so it arrives with the texts;
  // once it has arrived, the part shows it directly each time it is drawn again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt forces a fresh load
  const Code = useMemo(() => {
    if (part.loaded) return part.loaded;
    const code = part.load();
    // A failure shows when the part renders; until then it is not an unhandled rejection.
    code.then(
      (module) => {
        part.loaded = module.default;
      },
      () => undefined,
    );
    return lazy(() => code);
  }, [part, attempt]);
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
      <Suspense fallback={loading}>{texts === 'ready' ? <Code {...props} /> : loading}</Suspense>
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
): (props: ComponentProps<C>) => ReactNode {
  const part: Part = { namespaces, load, look };
  return (props) => <LazyPartView part={part} props={props} />;
}
