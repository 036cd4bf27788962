import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/**
 * Pieces of one feature that another feature shows (the header's sign-in panels, the
 * security page's password form). A feature never imports another feature: the element
 * that composes them fills these slots (defineElement's `slots` option), so each element
 * bundles only the pieces it really shows.
 */
/**
 * A sign-in tried outside the login form (the header's own fields): the form starts from it and shows what
 * it would have shown had it been tried there (field messages, the refusal, the captcha, the verification step).
 */
export interface LoginAttempt {
  username: string;
  password: string;
  /** What the server answered; none when the fields did not pass the form's checks. */
  failure?: unknown;
}

export interface FeatureSlots {
  LoginPanel: ComponentType<{
    site: 'member' | 'agent';
    formKey?: string;
    initialTab?: 'username' | 'sms';
    attempt?: LoginAttempt;
    notice?: ReactNode;
    onSuccess?: () => void;
    onForgot?: () => void;
  }>;
  RegisterForm: ComponentType<{ onDone?: () => void }>;
  ForgotPasswordModal: ComponentType<{ open: boolean; onClose: () => void }>;
  ChangePasswordForm: ComponentType<{ forced?: boolean; onDone?: () => void }>;
}

export const FeatureSlotsContext = createContext<Partial<FeatureSlots>>({});

/** The component the element put in slot `name`; a missing one is a wiring mistake of that element. */
export function useSlot<K extends keyof FeatureSlots>(name: K): FeatureSlots[K] {
  const slot = useContext(FeatureSlotsContext)[name];
  if (!slot) throw new Error(`The element did not provide the ${name} slot.`);
  return slot;
}
