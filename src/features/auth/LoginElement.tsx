import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { brandConfig, session } from '../../core';
import { Banner } from '../ui/Banner';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { UserIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';
import { useT } from '../ui/use-t';
import { AuthSurface, surfaceMode } from './AuthSurface';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';

export interface LoginElementProps {
  mode?: string;
  open?: boolean;
  site?: string;
}

/** <gd-login>: the login card or modal, with the forgot-password modal one click away. */
export function LoginElement({ mode, open = false, site }: LoginElementProps) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const [forgotOpen, setForgotOpen] = useState(false);
  const surface = surfaceMode(mode);
  const loginSite = site === 'agent' || site === 'member' ? site : brandConfig.value.site;

  return (
    <>
      <AuthSurface
        mode={surface}
        open={open}
        title={loginSite === 'agent' ? t('login_agent_title') : t('login_title')}
        subtitle={t('login_subtitle')}
        icon={<UserIcon />}
        width={440}
      >
        <div className="form">
          <Banner group="w_login" />
          <LoginForm
            site={loginSite}
            onForgot={() => setForgotOpen(true)}
            onSuccess={() => {
              if (surface === 'modal') host.setAttribute('open', 'false');
              // The forced password change navigates once it is done.
              else if (!session.mustChangePassword.value) navigate(host, '/');
            }}
          />
        </div>
      </AuthSurface>
      <Modal
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        title={t('forgot_title')}
        width={480}
        minHeight={0}
        part="forgot-modal"
      >
        <ForgotPasswordForm onDone={() => setForgotOpen(false)} />
      </Modal>
    </>
  );
}
