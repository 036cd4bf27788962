/** A validation outcome the UI renders with `t(key, params)`. */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

/** Message keys shared by every form (pattern keys live in patterns.ts). */
export const messageKeys = {
  required: 'val_required',
  markedRequired: 'val_marked_required',
  password: 'val_password',
  confirm: 'val_confirm',
  verificationCode: 'val_verification_code',
  mobile: 'val_mobile',
  phoneDigits: 'val_phone_digits',
  phoneFormat: 'val_phone_format',
  realName: 'val_real_name',
  invitationCode: 'val_invitation_code',
  email: 'val_email',
  age: 'val_age_required',
  terms: 'val_terms_required',
  captcha: 'val_captcha',
} as const;

export const message = (key: string, params?: Message['params']): Message =>
  params ? { key, params } : { key };
