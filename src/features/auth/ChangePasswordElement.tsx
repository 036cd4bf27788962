import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../../core';
import { LockIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { AuthSurface, useSurface } from './AuthSurface';
import { ChangePasswordForm } from './ChangePasswordForm';

export interface ChangePasswordElementProps {
  mode?: string;
  open?: boolean;
}

/** <gd-change-password>: change the signed-in member's password. */
export function ChangePasswordElement({ mode, open = false }: ChangePasswordElementProps) {
  useSignals();
  const t = useT();
  const { surface, close } = useSurface(mode);
  const signedIn = session.token.value !== null;
  return (
    <AuthSurface mode={surface} open={open} title={t('chpw_title')} icon={<LockIcon />} width={460}>
      {signedIn ? (
        <ChangePasswordForm onDone={close} />
      ) : (
        <div className="form">
          <div className="alert alert--info">{t('err_not_logged_in')}</div>
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => {
              session.loginPopup.value = { open: true };
            }}
          >
            {t('hdr_login')}
          </button>
        </div>
      )}
    </AuthSurface>
  );
}
