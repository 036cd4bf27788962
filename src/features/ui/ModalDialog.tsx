import { type ReactNode, useEffect, useRef } from 'react';
import { useAdoptedStyles } from './adopted-styles';
import { CloseIcon } from './icons';
import { modalStyles } from './modal.styles';
import { lockPageScroll } from './scroll-lock';
import { useT } from './use-t';

export interface ModalProps {
  open: boolean;
  /** Asked to close (close button, Escape, background click). */
  onClose?: () => void;
  title?: ReactNode;
  /** Default 600 x 300 (spec modal size); capped by the viewport. */
  width?: number;
  minHeight?: number;
  /** Shows the close button. */
  closable?: boolean;
  /** Escape and background clicks close it; off for modals that must not be dismissed. */
  dismissible?: boolean;
  /** ::part name of the dialog. */
  part?: string;
  /** `alertdialog` for a message that needs an answer before anything else. */
  role?: 'alertdialog';
  /** The id of the text that names a dialog without a title (its message). */
  labelledBy?: string;
  children: ReactNode;
}

/**
 * The dialog behind `Modal` (Modal.tsx loads it the first time one opens).
 * A native <dialog> opened with showModal() inside the shadow root: top layer, focus trap
 * and inert background come from the browser. Locks page scroll while open. A modal that
 * is not dismissible re-opens itself if something closes it anyway.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  width = 600,
  minHeight = 300,
  closable = true,
  dismissible = true,
  part = 'modal',
  role,
  labelledBy,
  children,
}: ModalProps) {
  useAdoptedStyles(modalStyles);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const t = useT();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
    };
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissible) onClose?.();
    };
    const onClosed = () => {
      // The close event is dispatched later: one that arrives after the dialog was shown again is stale.
      if (dialog.open) return;
      // Closed by something else (e.g. a form method=dialog): keep it open while it must stay.
      if (open && !dismissible && dialog.isConnected) dialog.showModal();
      else if (open) onClose?.();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
    };
  }, [open, dismissible, onClose]);

  const onBackdropClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    if (dismissible && event.target === dialogRef.current) onClose?.();
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      part={part}
      // Named by its title, so assistive technology (and a test) can tell one dialog from another.
      aria-label={typeof title === 'string' ? title : undefined}
      aria-labelledby={labelledBy}
      role={role}
      style={{ width: `${width}px` }}
      onClick={onBackdropClick}
      onKeyDown={undefined}
    >
      {open && (
        <div className="modal__inner" style={{ minHeight: `${minHeight}px` }}>
          {closable && (
            <button
              type="button"
              className="icon-btn modal__close"
              part="modal-close"
              aria-label={t('dlg_close')}
              onClick={() => onClose?.()}
            >
              <CloseIcon />
            </button>
          )}
          {title && <h2 className="modal__title">{title}</h2>}
          {children}
        </div>
      )}
    </dialog>
  );
}
