import { useState } from 'react';
import { call, member } from '../../../core';
import { TextField } from '../../ui/Field';
import { FormShell } from '../../ui/forms/FormShell';
import { PhoneNumberField, VerificationCodeField } from '../../ui/forms/PhoneFields';
import { SendCodeButton } from '../../ui/forms/SendCodeButton';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { MailIcon } from '../../ui/icons';
import { useT } from '../../ui/use-t';
import { useProfile } from './use-profile';

/** Seconds before another code may be asked for. */
const RESEND_SECONDS = 60;
const sixDigits = /^\d{6}$/;
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkPhone(values: Record<string, string>, withCode: boolean): FieldErrors {
  const found: FieldErrors = {};
  if (!/^\d{4,20}$/.test(values.mobileNum ?? '')) found.mobileNum = { key: 'val_mobile' };
  if (withCode && !sixDigits.test(values.verificationCode ?? ''))
    found.verificationCode = { key: 'val_verification_code' };
  return found;
}

function PhoneBinding() {
  const t = useT();
  const { profile, update } = useProfile();
  const [done, setDone] = useState(false);
  const form = useFormState(
    { countryDialingCode: profile.countryDialingCode ?? '', mobileNum: '', verificationCode: '' },
    (values) => checkPhone(values, true),
  );
  const sendCode = async (): Promise<number | null> => {
    const found = checkPhone(form.values, false);
    form.setErrors(found);
    if (Object.keys(found).length > 0) return null;
    try {
      await call(member.bindPhoneCode, {
        countryDialingCode: form.values.countryDialingCode,
        mobileNum: form.values.mobileNum,
      });
      return RESEND_SECONDS;
    } catch (failure) {
      form.showFailure(failure);
      return null;
    }
  };
  return (
    <FormShell
      part="bind-phone-form"
      onSubmit={() =>
        form.submit(async () => {
          setDone(false);
          const answer = await call(member.bindPhone, form.values);
          update(answer);
          form.setValues((current) => ({ ...current, mobileNum: '', verificationCode: '' }));
          setDone(true);
        })
      }
      error={form.formError}
      success={done ? t('mc_bound') : null}
      busy={form.busy}
      submitLabel={t(profile.mobileNum ? 'mc_change_phone' : 'mc_bind_phone')}
    >
      <p className="centre-section__hint" part="bound-phone">
        {t('field_mobileNum')}:{' '}
        {profile.mobileNum ? `${profile.countryDialingCode ?? ''} ${profile.mobileNum}` : t('mc_not_bound')}
      </p>
      <PhoneNumberField
        value={form.value('mobileNum')}
        onValueChange={form.set('mobileNum')}
        countryCode={form.value('countryDialingCode')}
        onCountryChange={form.set('countryDialingCode')}
        error={form.error('mobileNum')}
      />
      <VerificationCodeField
        value={form.value('verificationCode')}
        onValueChange={form.set('verificationCode')}
        onSend={sendCode}
        error={form.error('verificationCode')}
      />
    </FormShell>
  );
}

function EmailBinding() {
  const t = useT();
  const { profile, update } = useProfile();
  const [done, setDone] = useState(false);
  const check = (values: Record<string, string>, withCode: boolean): FieldErrors => {
    const found: FieldErrors = {};
    if (!emailShape.test(values.email ?? '')) found.email = { key: 'val_email' };
    if (withCode && !sixDigits.test(values.verificationCode ?? ''))
      found.verificationCode = { key: 'val_verification_code' };
    return found;
  };
  const form = useFormState({ email: '', verificationCode: '' }, (values) => check(values, true));
  const sendCode = async (): Promise<number | null> => {
    const found = check(form.values, false);
    form.setErrors(found);
    if (Object.keys(found).length > 0) return null;
    try {
      await call(member.bindEmailCode, { email: form.values.email });
      return RESEND_SECONDS;
    } catch (failure) {
      form.showFailure(failure);
      return null;
    }
  };
  return (
    <FormShell
      part="bind-email-form"
      onSubmit={() =>
        form.submit(async () => {
          setDone(false);
          const answer = await call(member.bindEmail, form.values);
          update(answer);
          form.setValues({ email: '', verificationCode: '' });
          setDone(true);
        })
      }
      error={form.formError}
      success={done ? t('mc_bound') : null}
      busy={form.busy}
      submitLabel={t(profile.email ? 'mc_change_email' : 'mc_bind_email')}
    >
      <p className="centre-section__hint" part="bound-email">
        {t('field_email')}: {profile.email ?? t('mc_not_bound')}
      </p>
      <TextField
        label={t('field_email')}
        {...form.field('email')}
        type="email"
        icon={<MailIcon />}
        autoComplete="email"
        maxLength={120}
      />
      <TextField
        label={t('field_verificationCode')}
        {...form.field('verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        trailing={<SendCodeButton onSend={sendCode} />}
      />
    </FormShell>
  );
}

/** Phone and e-mail linked to the account, each confirmed by a code sent to it. */
export function BindingsSection() {
  const t = useT();
  return (
    <section className="centre-section" part="bindings">
      <h4 className="centre-section__title">{t('mc_bindings')}</h4>
      <PhoneBinding />
      <EmailBinding />
    </section>
  );
}
