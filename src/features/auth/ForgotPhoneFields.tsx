import { session, smsVerifier } from '../../core';
import type { RegisterSettings } from '../../core/contract/system';
import { checkSendCode } from '../../core/validation/send-code';
import { PhoneNumberField, VerificationCodeField } from '../ui/forms/PhoneFields';
import type { useFormState } from '../ui/forms/use-form';
import { errorKeyFor } from '../ui/system-status';
import { NewPasswordFields } from './NewPasswordFields';
import { SecurePageNotice } from './SecurePageNotice';

/**
 * The forgot-password form's SMS tab (CHNGPASSVERIF3): the number, the code it is sent and the new password.
 * Loaded with its code the first time the tab opens (ForgotPasswordForm).
 */
export function ForgotPhoneFields({
  form,
  settings,
}: {
  form: ReturnType<typeof useFormState<Record<string, string>>>;
  settings: RegisterSettings | null;
}) {
  const { value, set } = form;

  const sendCode = async (): Promise<number | null> => {
    const found = checkSendCode(form.values, settings);
    form.setErrors(found);
    if (Object.keys(found).length > 0) return null;
    try {
      const sent = await smsVerifier.sendCode({
        mobileNum: value('mobileNum').trim(),
        countryDialingCode: value('countryDialingCode'),
        purpose: 'forgot',
      });
      return sent.countdownSeconds;
    } catch (failure) {
      session.notice.value = { key: errorKeyFor(failure), kind: 'warning' };
      return null;
    }
  };

  return (
    <>
      <SecurePageNotice />
      <PhoneNumberField
        value={value('mobileNum')}
        onValueChange={set('mobileNum')}
        onBlur={() => form.checkField('mobileNum')}
        error={form.error('mobileNum') ?? form.error('countryDialingCode')}
        countryCode={value('countryDialingCode')}
        onCountryChange={set('countryDialingCode')}
        requiredMark
      />
      <VerificationCodeField {...form.field('verificationCode')} onSend={sendCode} requiredMark />
      <NewPasswordFields field={form.field} />
    </>
  );
}
