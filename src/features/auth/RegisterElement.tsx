import { UserIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { AuthSurface, useSurface } from './AuthSurface';
import { RegisterForm } from './RegisterForm';

export interface RegisterElementProps {
  mode?: string;
  open?: boolean;
  referralCode?: string;
}

/** <gd-register>: registration card or modal; works alone on an affiliate landing page. */
export function RegisterElement({ mode, open = false, referralCode }: RegisterElementProps) {
  const t = useT();
  const { surface, close } = useSurface(mode);
  return (
    <AuthSurface
      mode={surface}
      open={open}
      title={t('reg_title')}
      subtitle={t('reg_subtitle')}
      icon={<UserIcon />}
      width={640}
      wide
    >
      <RegisterForm referralCode={referralCode?.trim() || undefined} onDone={close} />
    </AuthSurface>
  );
}
