import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { LockIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { AuthSurface, useSurface } from './AuthSurface';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

export interface ForgotPasswordElementProps {
  mode?: string;
  open?: boolean;
  resetToken?: string;
}

/** <gd-forgot-password>: recovery by e-mail or phone, or the new-password form of an e-mailed link. */
export function ForgotPasswordElement({ mode, open = false, resetToken }: ForgotPasswordElementProps) {
  const t = useT();
  const { host } = useHost();
  const { surface, close } = useSurface(mode);
  const token = resetToken?.trim();
  return (
    <AuthSurface
      mode={surface}
      open={open}
      title={token ? t('forgot_reset_title') : t('forgot_title')}
      icon={<LockIcon />}
      width={480}
    >
      {token ? (
        <ResetPasswordForm
          resetToken={token}
          onDone={() => {
            close();
            navigate(host, '/login');
          }}
        />
      ) : (
        <ForgotPasswordForm onDone={close} />
      )}
    </AuthSurface>
  );
}
