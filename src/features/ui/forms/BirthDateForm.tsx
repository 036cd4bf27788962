import { ApiError, call, funds } from '../../../core';
import { TextField } from '../Field';
import { useT } from '../use-t';
import { FormShell } from './FormShell';
import { useFormState } from './use-form';
import type { FieldErrors } from './use-messages';

/** A member without the birth date the jurisdiction asks for enters it once; stakes and deposits wait for it. */
export function BirthDateForm({ onSaved }: { onSaved: (next: funds.ResponsibleSettings) => void }) {
  const t = useT();
  const form = useFormState(
    { birthDate: '' },
    (values): FieldErrors => (values.birthDate === '' ? { birthDate: { key: 'val_required' } } : {}),
  );
  return (
    <FormShell
      part="birth-date-form"
      onSubmit={() =>
        form.submit(
          async () => onSaved(await call(funds.setBirthDate, { birthDate: form.values.birthDate })),
          (failure) => {
            if (
              failure instanceof ApiError &&
              (failure.is('UNDER_AGE') || failure.is('BIRTH_DATE_REQUIRED'))
            ) {
              form.setField('birthDate', { key: failure.key });
            }
            form.showFailure(failure);
          },
        )
      }
      error={form.formError}
      busy={form.busy}
      submitLabel={t('mc_birth_date_save')}
    >
      <div className="alert alert--info" role="status">
        {t('mc_birth_date_needed')}
      </div>
      <TextField
        label={t('mc_birth_date')}
        {...form.field('birthDate')}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={new Date().toISOString().slice(0, 10)}
        hint={t('mc_birth_date_once')}
        requiredMark
      />
    </FormShell>
  );
}
