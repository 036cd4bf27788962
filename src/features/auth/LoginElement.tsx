import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { brandConfig, session } from '../../core';
import { addTextLoaders } from '../../core/i18n/locales';
import { sitePathOf } from '../../core/site-path';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { UserIcon } from '../ui/icons';
import { lazyPart } from '../ui/lazy-part';
import { useT } from '../ui/use-t';
import { AuthSurface, useSurface } from './AuthSurface';
import { LoginPanel } from './LoginPanel';

addTextLoaders(import.meta.glob('./*/auth.json', { base: '../../../locales' }));

/** The forgot-password modal, once it is asked for. */
const ForgotPasswordModal = lazyPart(
  ['auth'],
  () => import('./ForgotPasswordModal').then((module) => ({ default: module.ForgotPasswordModal })),
  { look: 'quiet' },
);

export interface LoginElementProps {
  mode?: string;
  open?: boolean;
  site?: string;
  /** Where an inline login leads: a path of this site (home when absent or not a path of this site). */
  returnTo?: string;
}

/** <gd-login>: the login card or modal, with the forgot-password modal one click away (loaded then). */
export function LoginElement({ mode, open = false, site, returnTo }: LoginElementProps) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const [forgotOpen, setForgotOpen] = useState(false);
  // The forgot-password modal's code loads the first time it opens, then stays for its closing.
  const [forgotUsed, setForgotUsed] = useState(false);
  const { surface, close } = useSurface(mode);
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
        <LoginPanel
          site={loginSite}
          onForgot={() => {
            setForgotUsed(true);
            setForgotOpen(true);
          }}
          onSuccess={() => {
            if (surface === 'modal') close();
            // The forced password change navigates once it is done. Back does not lead to the form again.
            else if (!session.mustChangePassword.value)
              navigate(host, sitePathOf(returnTo) ?? '/', { replace: true });
          }}
        />
      </AuthSurface>
      {forgotUsed && <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />}
    </>
  );
}
