import { useMemo } from 'react';
import { call, member } from '../../../core';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { useSlot } from '../../ui/feature-slots';
import { useT } from '../../ui/use-t';
import { AvatarSection } from './AvatarSection';
import { BindingsSection } from './BindingsSection';
import { PaymentPasswordSection } from './PaymentPasswordSection';
import { ProfileSection } from './ProfileSection';
import { ResponsibleSection } from './ResponsibleSection';
import { SessionsSection } from './SessionsSection';
import { TotpSection } from './TotpSection';
import { ProfileContext, type ProfileState } from './use-profile';

/**
 * securityCenter (my account): profile and avatar, phone and e-mail, authenticator, login
 * and payment passwords, the member's sessions, and responsible gaming.
 */
export default function SecurityCenterPage() {
  const t = useT();
  const ChangePasswordForm = useSlot('ChangePasswordForm');
  const loaded = useQuery(() => call(member.profile, {}));
  const profile = loaded.query.value;
  const state = useMemo<ProfileState | null>(
    () => (profile ? { profile, update: (changes) => loaded.set({ ...profile, ...changes }) } : null),
    [profile, loaded.set],
  );

  if (!state) return <QueryGate query={loaded.query} onRetry={loaded.reload} />;
  return (
    <ProfileContext.Provider value={state}>
      <div className="mc-stack" part="security-center">
        <div className="mc-grid">
          <ProfileSection />
          <AvatarSection />
        </div>
        <div className="mc-grid">
          <BindingsSection />
          <div className="mc-stack">
            <TotpSection />
            <SessionsSection />
          </div>
        </div>
        <div className="mc-grid">
          <section className="mc-section" part="login-password">
            <h4 className="mc-section__title">{t('chpw_title')}</h4>
            <ChangePasswordForm />
          </section>
          <PaymentPasswordSection />
        </div>
        <ResponsibleSection />
      </div>
    </ProfileContext.Provider>
  );
}
