import type { ReactNode } from 'react';
import { closeSelf } from '../ui/close-self';
import { useHost } from '../ui/host-context';
import { Loaded, useLoaded } from '../ui/use-loaded';

// The dialog's code comes only for mode="modal" (at once, not at the first opening: the element is there to be
// opened): the inline card, what partners embed most, goes without it.
const loadDialog = () => import('../ui/ModalDialog').then((module) => module.ModalDialog);

export type SurfaceMode = 'inline' | 'modal';

/**
 * Where a standalone sign-in element draws itself: a card in the page (`mode="inline"`,
 * the default) or a modal opened by `open`. A modal closing itself sets `open="false"` and emits
 * `gd-close`, so the host page's state follows and it can open it again.
 */
export function AuthSurface({
  mode,
  open,
  title,
  subtitle,
  icon,
  width = 460,
  wide = false,
  children,
}: {
  mode: SurfaceMode;
  open: boolean;
  title: string;
  subtitle?: string;
  icon: ReactNode;
  width?: number;
  wide?: boolean;
  children: ReactNode;
}) {
  const { host } = useHost();
  const dialog = useLoaded(mode === 'modal' ? loadDialog : null);
  if (mode === 'modal') {
    // A dialog whose code did not arrive shows the element's error in its place.
    return (
      <Loaded
        code={dialog}
        props={{
          open,
          onClose: () => closeSelf(host),
          title,
          width,
          minHeight: 0,
          children: (
            <>
              {subtitle && <p className="auth__subtitle auth__modal-subtitle">{subtitle}</p>}
              {children}
            </>
          ),
        }}
      />
    );
  }
  return (
    <section className={`card auth auth--inline${wide ? ' auth--wide' : ''}`} part="card">
      <div className="auth__head">
        <span className="auth__badge" aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 className="auth__title">{title}</h2>
          {subtitle && <p className="auth__subtitle">{subtitle}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}

/** Reads the `mode` attribute; anything but "modal" is inline. */
export const surfaceMode = (mode: string | undefined): SurfaceMode => (mode === 'modal' ? 'modal' : 'inline');

/** The element's surface from its `mode` attribute, and how its form closes it when done (modal only). */
export function useSurface(mode: string | undefined) {
  const { host } = useHost();
  const surface = surfaceMode(mode);
  return {
    surface,
    close: () => {
      if (surface === 'modal') closeSelf(host);
    },
  };
}
