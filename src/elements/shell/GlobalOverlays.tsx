import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { brandConfig, session } from '../../core';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm';
import { ForgotPasswordModal } from '../../features/auth/ForgotPasswordModal';
import { LoginPanel } from '../../features/auth/LoginPanel';
import { ContractOffers } from '../../features/contracts/ContractOffers';
import { GameOverlays } from '../../features/games/GameOverlays';
import { RealityCheck } from '../../features/header/RealityCheck';
import { Dialog } from '../../features/ui/Dialog';
import { emit, navigate } from '../../features/ui/events';
import { useHost } from '../../features/ui/host-context';
import { Modal } from '../../features/ui/Modal';
import { useT } from '../../features/ui/use-t';

const closedPopup = { open: false } as const;

/**
 * The page's global overlays, rendered by exactly one element: the notice dialog, the login
 * popup (guarded actions), the forced password change, the "session ended" notice, the
 * responsible-gaming reality check and the game popups (sub-games, maintenance suggestions).
 */
export function GlobalOverlays() {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const [forgotOpen, setForgotOpen] = useState(false);
  const popup = session.loginPopup.value;
  const notice = session.notice.value;
  const ended = session.sessionEnded.value;
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
            setForgotOpen(true);
          }}
        />
      </Modal>
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />
      <Modal
        open={forced}
        closable={false}
        dismissible={false}
        title={t('chpw_title')}
        width={460}
        minHeight={0}
        part="forced-change-password"
      >
        <ChangePasswordForm
          forced
          onDone={() => {
            const account = session.member.value?.account;
            if (account) emit(host, 'gd-login', { account, memberType: session.memberType.value ?? 0 });
            navigate(host, '/');
          }}
        />
      </Modal>
      <Dialog
        open={ended !== null}
        kind="warning"
        message={ended ? t(ended) : ''}
        onConfirm={() => {
          session.sessionEnded.value = null;
          session.loginPopup.value = { open: true };
        }}
      />
      <RealityCheck />
      <ContractOffers />
      <GameOverlays />
      <Dialog
        open={notice !== null}
        kind={notice?.kind ?? 'info'}
        message={notice ? t(notice.key, notice.params) : ''}
        confirmLabel={notice?.confirmKey ? t(notice.confirmKey) : undefined}
        onConfirm={() => {
          session.notice.value = null;
        }}
      />
    </>
  );
}
