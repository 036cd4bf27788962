import type { ComponentProps } from 'react';
import { authStyles } from '../../features/auth/auth.styles';
import { ForgotPasswordModal } from '../../features/auth/ForgotPasswordModal';
import { LoginPanel } from '../../features/auth/LoginPanel';
import { RegisterForm } from '../../features/auth/RegisterForm';
import { useAdoptedStyles } from '../../features/ui/adopted-styles';
import { formPartStyles } from '../../features/ui/forms/form-parts.styles';

/** The sign-in forms' CSS: the element around them need not carry it. */
function useFormStyles(): void {
  useAdoptedStyles(authStyles);
  useAdoptedStyles(formPartStyles);
}

/**
 * The header's sign-in forms, loaded the first time the visitor opens one, each with the forms' CSS:
 * a header on a page where nobody signs in never downloads them.
 */
export function HeaderLoginPanel(props: ComponentProps<typeof LoginPanel>) {
  useFormStyles();
  return <LoginPanel {...props} />;
}

export function HeaderRegisterForm(props: ComponentProps<typeof RegisterForm>) {
  useFormStyles();
  return <RegisterForm {...props} />;
}

export function HeaderForgotPasswordModal(props: ComponentProps<typeof ForgotPasswordModal>) {
  useFormStyles();
  return <ForgotPasswordModal {...props} />;
}
