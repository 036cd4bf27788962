import { useEffect, useState } from 'react';
import { formatMoney, type Message } from '../../core';
import type { RegisterSettings } from '../../core/contract/system';
import { useAdoptedStyles } from '../ui/adopted-styles';
import { Checkbox, TextField } from '../ui/Field';
import { WalletIcon } from '../ui/icons';
import { amountTextProblem, parseMajorToMinor } from '../ui/money/money-input';
import { useT } from '../ui/use-t';

const styles = `
.reg-limits { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); align-items: end; }
.reg-limits > legend { padding: 0; margin-bottom: 4px; }
.reg-limits > .field__hint, .reg-limits > .field:last-of-type:has(.check), .reg-limits > .field__error { grid-column: 1 / -1; }
`;

const periods = ['day', 'week', 'month'] as const;
type Period = (typeof periods)[number];
export type ChosenLimits = Record<Period, number | null>;
type Rule = NonNullable<RegisterSettings['depositLimits']>;

/** What the member chose: limits, an explicit "no limit" (null), nothing yet (undefined), and what is wrong. */
export interface DepositLimitsChoice {
  limits: ChosenLimits | null | undefined;
  problem: Message | null;
}

/** The choice as typed, checked against the jurisdiction profile's rule. */
function choiceOf(rule: Rule, texts: Record<Period, string>, noLimit: boolean): DepositLimitsChoice {
  if (rule.ask === 'prompt' && noLimit) return { limits: null, problem: null };
  const limits: ChosenLimits = { day: null, week: null, month: null };
  for (const period of periods) {
    const text = texts[period].trim();
    if (text === '') continue;
    const problem =
      amountTextProblem(text) ?? (parseMajorToMinor(text) ? null : { key: 'mc_amount_invalid' });
    if (problem) return { limits: undefined, problem };
    limits[period] = parseMajorToMinor(text);
  }
  const any = periods.some((period) => limits[period] !== null);
  if (rule.maxMonthly !== null) {
    if (limits.month === null) return { limits: undefined, problem: { key: 'reg_limits_month_missing' } };
    if (limits.month > rule.maxMonthly) {
      return {
        limits: undefined,
        problem: { key: 'reg_limits_month_max', params: { max: formatMoney(rule.maxMonthly) } },
      };
    }
  }
  if (!any) {
    return {
      limits: undefined,
      problem: { key: rule.ask === 'prompt' ? 'reg_limits_choose' : 'reg_limits_any' },
    };
  }
  return { limits, problem: null };
}

/**
 * The registration form's deposit limits, shown only where the jurisdiction profile asks for them (loaded
 * with its texts when it first shows): a prompt to choose limits or tick "no limit" (uk), or limits required
 * (nl: at least one; de: a monthly one of at most the profile's maximum). Reports each change of the choice.
 */
export function RegisterDepositLimits({
  rule,
  error,
  onChoiceChange,
}: {
  rule: Rule;
  /** The choice's problem, once the member tried to register with it. */
  error: Message | null;
  onChoiceChange: (choice: DepositLimitsChoice) => void;
}) {
  useAdoptedStyles(styles);
  const t = useT();
  const [texts, setTexts] = useState<Record<Period, string>>({ day: '', week: '', month: '' });
  const [noLimit, setNoLimit] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parent's callback is stable in effect
  useEffect(() => {
    onChoiceChange(choiceOf(rule, texts, noLimit));
  }, [rule, texts, noLimit]);
  const intro =
    rule.ask === 'prompt'
      ? t('reg_limits_prompt')
      : rule.maxMonthly !== null
        ? t('reg_limits_required_month', { max: formatMoney(rule.maxMonthly) })
        : t('reg_limits_required_any');
  return (
    <fieldset className="reg-limits" part="register-deposit-limits">
      <legend className="field__label">{t('reg_limits_title')}</legend>
      <p className="field__hint" id="reg-limits-intro">
        {intro}
      </p>
      {periods.map((period) => (
        <TextField
          key={period}
          label={t(`mc_limit_${period}`)}
          value={texts[period]}
          onValueChange={(value) => setTexts((current) => ({ ...current, [period]: value }))}
          name={`depositLimit-${period}`}
          inputMode="decimal"
          icon={<WalletIcon />}
          maxLength={16}
          disabled={noLimit}
          placeholder={t('mc_no_limit')}
          requiredMark={period === 'month' && rule.maxMonthly !== null}
          aria-describedby="reg-limits-intro"
        />
      ))}
      {rule.ask === 'prompt' && (
        <Checkbox name="noDepositLimit" checked={noLimit} onCheckedChange={setNoLimit}>
          {t('reg_limits_none')}
        </Checkbox>
      )}
      {error && (
        <div className="field__error" role="alert">
          {t(error.key, error.params)}
        </div>
      )}
    </fieldset>
  );
}
