import type { ContractKind } from '../../ui/contracts/terms';
import { TextField } from '../../ui/Field';
import { SelectField } from '../../ui/forms/SelectField';
import type { FieldBinding } from '../../ui/forms/use-form';
import { useT } from '../../ui/use-t';
import { COUNT_FIELDS, fieldsOfKind, PERIODS, RATE_FIELDS, type TermField } from './terms-form';

function PeriodField({ binding }: { binding: FieldBinding }) {
  const t = useT();
  return (
    <SelectField
      label={t('ag_term_periodType')}
      name="periodType"
      value={binding.value}
      choices={PERIODS.map((period) => ({ value: period, label: t(`ag_period_${period}`) }))}
      onChange={binding.onValueChange}
    />
  );
}

/** The fields of one contract kind's terms: percentages, amounts, counts and the dividend period. */
export function TermsFields({
  kind,
  field,
  hints = {},
}: {
  kind: ContractKind;
  field: (name: TermField) => FieldBinding;
  /** Extra text under a field, e.g. the most the agent may offer. */
  hints?: Partial<Record<TermField, string>>;
}) {
  const t = useT();
  return (
    <div className="form__grid ag-terms">
      {fieldsOfKind[kind].map((name) =>
        name === 'periodType' ? (
          <PeriodField key={name} binding={field(name)} />
        ) : (
          <TextField
            key={name}
            label={t(`ag_term_${name}`)}
            {...field(name)}
            inputMode={COUNT_FIELDS.has(name) ? 'numeric' : 'decimal'}
            autoComplete="off"
            maxLength={16}
            requiredMark
            trailing={RATE_FIELDS.has(name) ? <span className="muted">%</span> : undefined}
            hint={hints[name]}
          />
        ),
      )}
    </div>
  );
}
