import { useSignals } from '@preact/signals-react/runtime';
import { brandConfig, session } from '../../../core';
import { authStyles } from '../../../features/auth/auth.styles';
import { ForgotPasswordModal } from '../../../features/auth/ForgotPasswordModal';
import { LoginPanel } from '../../../features/auth/LoginPanel';
import { useAdoptedStyles } from '../../../features/ui/adopted-styles';
import { formPartStyles } from '../../../features/ui/forms/form-parts.styles';
import { Modal } from '../../../features/ui/Modal';
import { useT } from '../../../features/ui/use-t';

const closedPopup = { open: false } as const;

interface LoginPopupProps {
  forgotOpen: boolean;
  onForgotChange: (open: boolean) => void;
}

/**
 * The login popup of guarded actions and the forgot-password modal it leads to. Loaded the first
 * time either opens; the element that owns the overlays may not carry the sign-in forms' CSS.
 */
export default function LoginPopup({ forgotOpen, onForgotChange }: LoginPopupProps) {
  useAdoptedStyles(authStyles);
  useAdoptedStyles(formPartStyles);
  useSignals();
  const t = useT();
  const popup = session.loginPopup.value;
  const forced = session.mustChangePassword.value;
  return (
    <>
      <Modal
        open={popup.open && !forced}
        onClose={() => {
          session.loginPopup.value = closedPopup;
        }}
        title={t('login_title')}
        width={440}
        minHeight={0}
        part="login-popup"
      >
        <LoginPanel
          notice={popup.messageKey && <div className="alert alert--info">{t(popup.messageKey)}</div>}
          site={brandConfig.value.site}
          onSuccess={() => {
            session.loginPopup.value = closedPopup;
          }}
          onForgot={() => {
            session.loginPopup.value = closedPopup;
            onForgotChange(true);
          }}
        />
      </Modal>
      <ForgotPasswordModal open={forgotOpen} onClose={() => onForgotChange(false)} />
    </>
  );
}
