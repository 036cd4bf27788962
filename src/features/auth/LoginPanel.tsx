import type { ReactNode } from 'react';
import { Banner } from '../ui/Banner';
import { LoginForm, type LoginFormProps } from './LoginForm';

/**
 * The login form under the brand's login banner, as every login surface shows it.
 * `notice` goes above the banner; a new `formKey` starts the form afresh.
 */
export function LoginPanel({
  notice,
  formKey,
  ...form
}: LoginFormProps & { notice?: ReactNode; formKey?: string }) {
  return (
    <div className="form">
      {notice}
      <Banner group="w_login" />
      <LoginForm key={formKey} {...form} />
    </div>
  );
}
