import type { RegisterSettings } from '../contract/system';
import { collect, type FieldMessages } from './field-messages';
import {
  checkConfirmation,
  checkEmail,
  checkMobile,
  checkPassword,
  checkRequired,
  checkVerificationCode,
} from './fields';

/** Forgot password by e-mail: username and a well-formed e-mail. */
export function checkForgotByEmail(values: { username?: string; email?: string }): FieldMessages {
  return collect([
    ['username', checkRequired(values.username)],
    ['email', checkEmail(values.email)],
  ]);
}

/** Forgot password by phone: number, SMS code and a new password following the rule. */
export function checkForgotByPhone(
  values: {
    mobileNum?: string;
    countryDialingCode?: string;
    verificationCode?: string;
    newPassword?: string;
    confirmNewPassword?: string;
  },
  settings: RegisterSettings,
): FieldMessages {
  return collect([
    ['mobileNum', checkMobile(values.mobileNum ?? '', settings)],
    ['countryDialingCode', checkRequired(values.countryDialingCode)],
    ['verificationCode', checkVerificationCode(values.verificationCode)],
    ['newPassword', checkPassword(values.newPassword ?? '', settings)],
    ['confirmNewPassword', checkConfirmation(values.confirmNewPassword, values.newPassword)],
  ]);
}

/** Setting a new password from the e-mailed link. */
export function checkResetPassword(
  values: { newPassword?: string; confirmNewPassword?: string },
  settings: RegisterSettings,
): FieldMessages {
  return collect([
    ['newPassword', checkPassword(values.newPassword ?? '', settings)],
    ['confirmNewPassword', checkConfirmation(values.confirmNewPassword, values.newPassword)],
  ]);
}

/** Change password: the old one typed, the new one by the rule, the confirmation equal to it. */
export function checkChangePassword(
  values: { oldPassword?: string; newPassword?: string; confirmNewPassword?: string },
  settings: RegisterSettings,
): FieldMessages {
  return collect([
    ['oldPassword', checkRequired(values.oldPassword)],
    ['newPassword', checkPassword(values.newPassword ?? '', settings)],
    ['confirmNewPassword', checkConfirmation(values.confirmNewPassword, values.newPassword)],
  ]);
}
