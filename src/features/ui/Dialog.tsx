import { type ReactNode, useId } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';
import { Modal } from './Modal';
import { useT } from './use-t';

export type DialogKind = 'warning' | 'info' | 'success' | 'error';

export interface DialogProps {
  open: boolean;
  kind?: DialogKind;
  message: ReactNode;
  /** Text of the confirm button (default "Confirm"). */
  confirmLabel?: string;
  /** Shows a cancel button next to confirm (confirmation dialogs). */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  busy?: boolean;
}

const kindIcons: Record<DialogKind, () => ReactNode> = {
  warning: () => <AlertIcon size={26} />,
  error: () => <AlertIcon size={26} />,
  info: () => <InfoIcon size={26} />,
  success: () => <CheckIcon size={26} />,
};

/** A small (400 px) warning / confirmation dialog. */
export function Dialog({
  open,
  kind = 'info',
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
}: DialogProps) {
  const t = useT();
  const messageId = useId();
  return (
    <Modal
      role="alertdialog"
      labelledBy={messageId}
      open={open}
      width={400}
      minHeight={0}
      closable={false}
      onClose={onCancel ?? onConfirm}
      part="dialog"
    >
      <div className="dialog__body">
        <div className={`dialog__icon dialog__icon--${kind}`}>{kindIcons[kind]()}</div>
        <p className="dialog__message" id={messageId}>
          {message}
        </p>
        <div className="dialog__actions">
          {cancelLabel && (
            <button type="button" className="btn btn--outline" onClick={onCancel}>
              {cancelLabel}
            </button>
          )}
          <button
            type="button"
            className="btn btn--primary"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            // biome-ignore lint/a11y/noAutofocus: the dialog's main action takes focus
            autoFocus
          >
            {busy && <span className="spinner" aria-hidden="true" />}
            {confirmLabel ?? t('dlg_confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
