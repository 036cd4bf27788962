import type { TextFieldProps } from '../Field';
import { TextField } from '../Field';
import { PhoneIcon } from '../icons';
import { useT } from '../use-t';
import { CountryPicker } from './CountryPicker';
import { SendCodeButton } from './SendCodeButton';

/** What a form may add to these fields (message, blur check, required mark, placeholder). */
type ExtraProps = Omit<TextFieldProps, 'label' | 'name' | 'type' | 'value' | 'onValueChange'>;

/** The mobile number (digits only) behind its country dialing-code picker. */
export function PhoneNumberField({
  value,
  onValueChange,
  countryCode,
  onCountryChange,
  ...extra
}: ExtraProps & {
  value: string;
  onValueChange: (digits: string) => void;
  countryCode: string;
  onCountryChange: (dialingCode: string) => void;
}) {
  const t = useT();
  return (
    <TextField
      {...extra}
      label={t('field_mobileNum')}
      name="mobileNum"
      type="tel"
      value={value}
      onValueChange={(next) => onValueChange(next.replace(/\D/g, ''))}
      leading={<CountryPicker value={countryCode} onChange={onCountryChange} />}
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={15}
    />
  );
}

/** The SMS code with its send button; `sendKey` restarts the button's countdown when it changes. */
export function VerificationCodeField({
  value,
  onValueChange,
  onSend,
  sendKey,
  ...extra
}: ExtraProps & {
  value: string;
  onValueChange: (code: string) => void;
  onSend: () => Promise<number | null>;
  sendKey?: string;
}) {
  const t = useT();
  return (
    <TextField
      {...extra}
      label={t('field_verificationCode')}
      name="verificationCode"
      value={value}
      onValueChange={onValueChange}
      icon={<PhoneIcon />}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      trailing={<SendCodeButton key={sendKey} onSend={onSend} />}
    />
  );
}
