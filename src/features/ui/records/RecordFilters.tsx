import type { ReactNode } from 'react';
import { type Choice, LabelledControl, SelectField } from '../forms/SelectField';
import { useT } from '../use-t';
import { type DateRange, lastDays } from './date-range';

export type { Choice };

/** A labelled drop-down; the empty value means "all". */
export function SelectFilter(props: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
  name: string;
}) {
  const t = useT();
  return <SelectField {...props} allLabel={t('rec_all')} />;
}

function DayInput({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <LabelledControl label={label}>
      {(id) => (
        <input
          id={id}
          name={name}
          type="date"
          value={value}
          required
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </LabelledControl>
  );
}

const QUICK_RANGES = [
  { days: 1, key: 'rec_today' },
  { days: 7, key: 'rec_last_7' },
  { days: 30, key: 'rec_last_30' },
] as const;

/** Start and end day with quick choices (today, 7 and 30 days), plus the page's own filters. */
export function RecordFilters({
  range,
  onRangeChange,
  problem,
  children,
}: {
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  /** A message key when the range cannot be asked for. */
  problem: string | null;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="rec-filters" part="records-filters">
      <div className="rec-filters__fields">
        <DayInput
          label={t('rec_start_date')}
          name="startDate"
          value={range.startDate}
          onChange={(startDate) => onRangeChange({ ...range, startDate })}
        />
        <DayInput
          label={t('rec_end_date')}
          name="endDate"
          value={range.endDate}
          onChange={(endDate) => onRangeChange({ ...range, endDate })}
        />
        {children}
      </div>
      <div className="rec-quick">
        {QUICK_RANGES.map((quick) => {
          const choice = lastDays(quick.days);
          const current = choice.startDate === range.startDate && choice.endDate === range.endDate;
          return (
            <button
              key={quick.key}
              type="button"
              className="rec-chip"
              aria-pressed={current}
              onClick={() => onRangeChange(choice)}
            >
              {t(quick.key)}
            </button>
          );
        })}
      </div>
      {problem && (
        <div className="alert" role="alert">
          {t(problem)}
        </div>
      )}
    </div>
  );
}
