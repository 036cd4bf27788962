import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { call, session } from '../../core';
import { auth } from '../../core/contract';
import { featureSwitches } from '../../core/contract/system';
import { addTextLoaders } from '../../core/i18n/locales';
import { checkForgotByEmail, checkForgotByPhone } from '../../core/validation';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/Field';
import { FormShell } from '../ui/forms/FormShell';
import { useFormState } from '../ui/forms/use-form';
import { MailIcon, UserIcon } from '../ui/icons';
import { lazyPart } from '../ui/lazy-part';
import { Tabs } from '../ui/Tabs';
import { useT } from '../ui/use-t';

addTextLoaders(import.meta.glob('./*/auth.json', { base: '../../../locales' }));

/** The SMS tab's fields (CHNGPASSVERIF3), the first time that tab opens. */
const ForgotPhoneFields = lazyPart(['auth'], () =>
  import('./ForgotPhoneFields').then((module) => ({ default: module.ForgotPhoneFields })),
);

type ForgotTab = 'email' | 'mobileNum';

/**
 * Password recovery: a reset link by e-mail, or (with CHNGPASSVERIF3) an SMS code and a
 * new password set right here.
 */
export function ForgotPasswordForm({ onDone }: { onDone?: () => void }) {
  useSignals();
  const t = useT();
  const phoneEnabled = session.switches.value.has(featureSwitches.phonePasswordReset);
  const settings = session.systemStatus.value?.info.register ?? null;
  const [tab, setTab] = useState<ForgotTab>('email');
  const activeTab: ForgotTab = phoneEnabled ? tab : 'email';
  const [successKey, setSuccessKey] = useState<string | null>(null);
  const form = useFormState<Record<string, string>>({}, (values) =>
    activeTab === 'email' ? checkForgotByEmail(values) : settings ? checkForgotByPhone(values, settings) : {},
  );
  const { value } = form;

  const submit = () =>
    form.submit(async () => {
      if (activeTab === 'email') {
        await call(auth.forgotByEmail, { username: value('username').trim(), email: value('email').trim() });
        setSuccessKey('forgot_request_sent');
      } else {
        await call(auth.resetByPhone, {
          mobileNum: value('mobileNum').trim(),
          countryDialingCode: value('countryDialingCode'),
          verificationCode: value('verificationCode').trim(),
          newPassword: value('newPassword'),
          confirmNewPassword: value('confirmNewPassword'),
        });
        setSuccessKey('forgot_reset_done');
      }
      form.setValues((current) => ({ countryDialingCode: current.countryDialingCode ?? '' }));
    });

  return (
    <>
      <FormShell
        part="forgot-form"
        onSubmit={submit}
        error={form.formError}
        busy={form.busy}
        submitLabel={t('forgot_submit')}
      >
        <Tabs
          label={t('forgot_title')}
          selected={activeTab}
          onSelect={(next) => {
            setTab(next);
            form.clearMessages();
          }}
          items={[
            { key: 'email', label: t('forgot_tab_email') },
            ...(phoneEnabled ? [{ key: 'mobileNum' as const, label: t('forgot_tab_mobileNum') }] : []),
          ]}
        />
        {activeTab === 'email' ? (
          <>
            <p className="muted small">{t('forgot_intro_email')}</p>
            <TextField
              label={t('field_username')}
              {...form.field('username')}
              icon={<UserIcon />}
              autoComplete="username"
              maxLength={32}
              requiredMark
            />
            <TextField
              label={t('field_email')}
              {...form.field('email')}
              type="email"
              icon={<MailIcon />}
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              requiredMark
            />
          </>
        ) : (
          <ForgotPhoneFields form={form} settings={settings} />
        )}
      </FormShell>
      <Dialog
        open={successKey !== null}
        kind="success"
        message={successKey ? t(successKey) : ''}
        onConfirm={() => {
          setSuccessKey(null);
          onDone?.();
        }}
      />
    </>
  );
}
