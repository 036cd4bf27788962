import type { ComponentProps } from 'react';
import { authStyles } from '../../features/auth/auth.styles';
import { ForgotPasswordModal } from '../../features/auth/ForgotPasswordModal';
import { LoginPanel } from '../../features/auth/LoginPanel';
import { RegisterForm } from '../../features/auth/RegisterForm';
import { formPartStyles } from '../../features/ui/forms/form-parts.styles';

const formStyles = authStyles + formPartStyles;

/**
 * The header's sign-in forms, loaded the first time the visitor opens one, each with the forms' CSS:
 * a header on a page where nobody signs in never downloads them.
 */
export function HeaderLoginPanel(props: ComponentProps<typeof LoginPanel>) {
  return (
    <>
      <style>{formStyles}</style>
      <LoginPanel {...props} />
    </>
  );
}

export function HeaderRegisterForm(props: ComponentProps<typeof RegisterForm>) {
  return (
    <>
      <style>{formStyles}</style>
      <RegisterForm {...props} />
    </>
  );
}

export function HeaderForgotPasswordModal(props: ComponentProps<typeof ForgotPasswordModal>) {
  return (
    <>
      <style>{formStyles}</style>
      <ForgotPasswordModal {...props} />
    </>
  );
}
