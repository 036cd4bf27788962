import { useRef, useState } from 'react';
import type { ModalProps } from './ModalDialog';
import { Loaded } from './use-loaded';
import { useReportedLoad } from './use-reported-load';

export type { ModalProps };

const loadDialog = () => import('./ModalDialog').then((module) => module.ModalDialog);

/**
 * A modal dialog (see ModalDialog): its code is fetched the first time one opens on the page, so an element
 * whose first screen has no dialog open does not carry it. Once here it stays mounted (and animates closed).
 * When the code does not arrive, gd-error says so and the dialog counts as closed (`onClose`): the next opening
 * asks for it again.
 */
export function Modal(props: ModalProps) {
  const { open, onClose } = props;
  const [attempt, setAttempt] = useState(0);
  const opened = useRef(false);
  if (open) opened.current = true;
  const code = useReportedLoad(opened.current ? loadDialog : null, attempt, () => {
    opened.current = false;
    setAttempt((n) => n + 1);
    onClose?.();
  });
  return <Loaded code={code} props={props} />;
}
