import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { call, member, session } from '../../../core';
import { addTextLoaders } from '../../../core/i18n/locales';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { useSlot } from '../../ui/feature-slots';
import { lazyPart } from '../../ui/lazy-part';
import { useT } from '../../ui/use-t';
import { AvatarSection } from './AvatarSection';
import { BindingsSection } from './BindingsSection';
import { PaymentPasswordSection } from './PaymentPasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { TotpSection } from './TotpSection';
import { ProfileContext, type ProfileState } from './use-profile';

addTextLoaders(import.meta.glob('./*/{member-centre,responsible}.json', { base: '../../../../locales' }));

/** The responsible-gaming settings: their forms load beside the page's other sections, not with its first paint. */
const ResponsibleSection = lazyPart(['member-centre', 'responsible'], () => import('./ResponsibleSection'));

/**
 * securityCenter (my account): profile and avatar, phone and e-mail, authenticator, login
 * and payment passwords, the member's sessions, and responsible gaming.
 */
export default function SecurityCenterPage() {
  useSignals();
  const t = useT();
  // In a time-out or self-exclusion only the passwords (a withdrawal asks for the payment one) and the limits stay.
  const restricted = session.restriction.value !== null;
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
      <div className="centre-stack" part="security-center">
        {!restricted && (
          <>
            <div className="centre-grid">
              <ProfileSection />
              <AvatarSection />
            </div>
            <div className="centre-grid">
              <BindingsSection />
              <div className="centre-stack">
                <TotpSection />
                <SessionsSection />
              </div>
            </div>
          </>
        )}
        <div className="centre-grid">
          <section className="centre-section" part="login-password">
            <h4 className="centre-section__title">{t('chpw_title')}</h4>
            <ChangePasswordForm />
          </section>
          <PaymentPasswordSection />
        </div>
        <ResponsibleSection />
      </div>
    </ProfileContext.Provider>
  );
}
