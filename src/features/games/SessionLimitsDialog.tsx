import { call, funds } from '../../core';
import { TextField } from '../ui/Field';
import { FormShell } from '../ui/forms/FormShell';
import { useFormState } from '../ui/forms/use-form';
import type { FieldErrors } from '../ui/forms/use-messages';
import { ClockIcon, WalletIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';
import { amountTextProblem, parseMajorToMinor } from '../ui/money/money-input';
import { useT } from '../ui/use-t';

const MINUTES = /^\d{1,4}$/;

function problems(values: { minutes: string; loss: string }): FieldErrors {
  const found: FieldErrors = {};
  const minutes = values.minutes.trim();
  if (minutes === '') found.minutes = { key: 'val_required' };
  else if (!MINUTES.test(minutes) || Number(minutes) < 5 || Number(minutes) > 1440)
    found.minutes = { key: 'game_session_minutes_invalid' };
  const loss = values.loss.trim();
  if (loss === '') found.loss = { key: 'val_required' };
  else {
    const problem =
      amountTextProblem(loss) ?? (parseMajorToMinor(loss) ? null : { key: 'game_session_loss_invalid' });
    if (problem) found.loss = problem;
  }
  return found;
}

/**
 * This session's own time and loss limits, asked before its first game or bet where the jurisdiction asks for
 * them (es): once set, the refused launch or bet goes on (`onSet`). The server ends the session at the time limit
 * and refuses stakes past the loss limit.
 */
export default function SessionLimitsDialog({ onSet, onClose }: { onSet: () => void; onClose: () => void }) {
  const t = useT();
  const form = useFormState({ minutes: '60', loss: '' }, problems);
  return (
    <Modal open onClose={onClose} title={t('game_session_limits_title')} minHeight={0} part="session-limits">
      <p className="session-limits__text">{t('game_session_limits_text')}</p>
      <FormShell
        part="session-limits-form"
        onSubmit={() =>
          form.submit(async () => {
            await call(funds.setPlaySessionLimits, {
              minutes: Number(form.values.minutes.trim()),
              lossLimit: parseMajorToMinor(form.values.loss.trim())!,
            });
            onSet();
          })
        }
        error={form.formError}
        busy={form.busy}
        submitLabel={t('game_session_limits_submit')}
      >
        <TextField
          label={t('game_session_minutes')}
          {...form.field('minutes')}
          inputMode="numeric"
          icon={<ClockIcon />}
          maxLength={4}
          requiredMark
        />
        <TextField
          label={t('game_session_loss')}
          {...form.field('loss')}
          inputMode="decimal"
          icon={<WalletIcon />}
          maxLength={16}
          requiredMark
        />
      </FormShell>
    </Modal>
  );
}
