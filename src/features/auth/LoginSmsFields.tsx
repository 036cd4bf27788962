import { PhoneNumberField, VerificationCodeField } from '../ui/forms/PhoneFields';
import { useT } from '../ui/use-t';

/**
 * The login's SMS tab: the mobile number behind its country picker and the code with its send button.
 * Loaded the first time the tab opens; the values stay with the login form.
 */
export function LoginSmsFields({
  mobileNum,
  onMobileNumChange,
  countryDialingCode,
  onCountryChange,
  verificationCode,
  onVerificationCodeChange,
  mobileError,
  codeError,
  onSend,
}: {
  mobileNum: string;
  onMobileNumChange: (digits: string) => void;
  countryDialingCode: string;
  onCountryChange: (dialingCode: string) => void;
  verificationCode: string;
  onVerificationCodeChange: (code: string) => void;
  mobileError: string | null;
  codeError: string | null;
  onSend: () => Promise<number | null>;
}) {
  const t = useT();
  return (
    <>
      <PhoneNumberField
        value={mobileNum}
        onValueChange={onMobileNumChange}
        error={mobileError}
        countryCode={countryDialingCode}
        onCountryChange={onCountryChange}
        placeholder={t('login_mobile_ph')}
      />
      <VerificationCodeField
        value={verificationCode}
        onValueChange={onVerificationCodeChange}
        error={codeError}
        onSend={onSend}
      />
    </>
  );
}
