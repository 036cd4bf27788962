import { Modal } from '../ui/Modal';
import { useT } from '../ui/use-t';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** Password recovery in a modal, opened from a login form's "forgot password" link. */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('forgot_title')}
      width={480}
      minHeight={0}
      part="forgot-modal"
    >
      <ForgotPasswordForm onDone={onClose} />
    </Modal>
  );
}
