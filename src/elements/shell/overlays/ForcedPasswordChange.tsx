import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../../../core';
import { authStyles } from '../../../features/auth/auth.styles';
import { ChangePasswordForm } from '../../../features/auth/ChangePasswordForm';
import { useAdoptedStyles } from '../../../features/ui/adopted-styles';
import { emit, navigate } from '../../../features/ui/events';
import { useHost } from '../../../features/ui/host-context';
import { Modal } from '../../../features/ui/Modal';
import { useT } from '../../../features/ui/use-t';

/** The password change a sign-in may demand, which cannot be dismissed. Loaded when first demanded. */
export default function ForcedPasswordChange() {
  useAdoptedStyles(authStyles);
  useSignals();
  const t = useT();
  const { host } = useHost();
  return (
    <Modal
      open={session.mustChangePassword.value}
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
  );
}
