import { ChangePasswordForm } from '../../auth/ChangePasswordForm';
import { useT } from '../../ui/use-t';
import { PaymentPasswordSection } from './PaymentPasswordSection';
import { ProfileSection } from './ProfileSection';

/** securityCenter (my account): the profile, the login password and the payment password. */
export default function SecurityCenterPage() {
  const t = useT();
  return (
    <div className="mc-stack" part="security-center">
      <ProfileSection />
      <div className="mc-grid">
        <section className="mc-section" part="login-password">
          <h4 className="mc-section__title">{t('chpw_title')}</h4>
          <ChangePasswordForm />
        </section>
        <PaymentPasswordSection />
      </div>
    </div>
  );
}
