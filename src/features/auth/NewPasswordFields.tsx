import { TextField } from '../ui/Field';
import type { FieldBinding } from '../ui/forms/use-form';
import { LockIcon } from '../ui/icons';
import { useT } from '../ui/use-t';

/** The field names and label keys of a password and its confirmation, per form. */
const pairs = {
  newPassword: [
    { name: 'newPassword', label: 'field_newPassword' },
    { name: 'confirmNewPassword', label: 'field_confirmNewPassword' },
  ],
  password: [
    { name: 'password', label: 'field_password' },
    { name: 'confirmPassword', label: 'field_confirmPassword' },
  ],
} as const;

/**
 * A new password and its confirmation: the change, reset and registration forms ask for
 * the pair the same way, under their own field names.
 */
export function NewPasswordFields({
  field,
  pair = 'newPassword',
}: {
  field: (name: string) => FieldBinding;
  pair?: keyof typeof pairs;
}) {
  const t = useT();
  return (
    <>
      {pairs[pair].map(({ name, label }) => (
        <TextField
          key={name}
          label={t(label)}
          {...field(name)}
          type="password"
          icon={<LockIcon />}
          autoComplete="new-password"
          maxLength={64}
          requiredMark
        />
      ))}
    </>
  );
}
