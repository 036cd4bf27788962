import type { OptionalRegisterField } from '../../core/contract/auth';

/** How each optional registration field is typed in: input type, autocomplete, keyboard. */
export const optionalFieldInputs: Record<
  OptionalRegisterField,
  { type?: string; autoComplete?: string; inputMode?: 'text' | 'numeric' | 'email' | 'tel' }
> = {
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  qqNum: { inputMode: 'numeric' },
  recommenderId: {},
  affiliateCode: {},
  paymentPassword: { type: 'password', autoComplete: 'new-password' },
  line: {},
  whatsapp: { type: 'tel', inputMode: 'tel' },
  facebook: {},
  wechat: {},
  idNumber: {},
  nickname: { autoComplete: 'nickname' },
  realName: { autoComplete: 'name' },
  fullName: { autoComplete: 'name' },
  telegram: {},
  zalo: { inputMode: 'tel' },
  birthday: { autoComplete: 'bday', inputMode: 'numeric' },
  referrer: {},
  address: { autoComplete: 'street-address' },
  nationality: { autoComplete: 'country-name' },
  occupation: { autoComplete: 'organization-title' },
  sourceOfIncome: {},
};

/** i18n key of a registration field's label. */
export const fieldLabelKey = (name: string): string => `field_${name}`;
