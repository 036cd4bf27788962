import { useState } from 'react';
import { call, session } from '../../core';
import { auth } from '../../core/contract';
import type { ChallengeMethod, VerificationChallenge } from '../../core/contract/auth';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { ShieldIcon } from '../ui/icons';
import { errorKeyFor } from '../ui/system-status';
import { useT } from '../ui/use-t';
import { SendCodeButton } from './SendCodeButton';

export interface ChallengeAnswer {
  challengeId: string;
  challengeMethod: ChallengeMethod;
  challengeAnswer: string;
}

const methodLabelKeys: Record<ChallengeMethod, string> = {
  sms: 'ui_verify_sms',
  email: 'ui_verify_email',
  totp: 'ui_verify_totp',
  bankName: 'ui_verify_bank_name',
};

const answerLabelKeys: Record<ChallengeMethod, string> = {
  sms: 'ui_verification_code',
  email: 'ui_verification_code',
  totp: 'ui_authenticator_code',
  bankName: 'ui_bank_account_name',
};

/**
 * The extra check for a login from an IP the account has never used: pick a method, get a
 * code by SMS or e-mail when needed, and answer it; the login is then sent again.
 */
export function VerificationStep({
  challenge,
  busy,
  error,
  onSubmit,
  onBack,
}: {
  challenge: VerificationChallenge;
  busy: boolean;
  error: string | null;
  onSubmit: (answer: ChallengeAnswer) => void;
  onBack: () => void;
}) {
  const t = useT();
  const [method, setMethod] = useState<ChallengeMethod>(challenge.methods[0] ?? 'sms');
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);

  const target =
    method === 'sms' ? challenge.maskedMobile : method === 'email' ? challenge.maskedEmail : null;

  const sendCode = async (): Promise<number | null> => {
    if (method !== 'sms' && method !== 'email') return null;
    try {
      const sent = await call(auth.sendChallengeCode, { challengeId: challenge.challengeId, method });
      return sent.expiredMinutes * 60;
    } catch (failure) {
      session.notice.value = { key: errorKeyFor(failure), kind: 'warning' };
      return null;
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!answer.trim()) {
          setAnswerError(t('val_required'));
          return;
        }
        onSubmit({
          challengeId: challenge.challengeId,
          challengeMethod: method,
          challengeAnswer: answer.trim(),
        });
      }}
    >
      <div className="alert alert--info">
        <ShieldIcon />
        <span>{t('ui_verify_intro')}</span>
      </div>
      <fieldset className="methods">
        <legend className="field__label">{t('ui_verify_method')}</legend>
        {challenge.methods.map((option) => (
          <label key={option} className={`method${option === method ? ' method--selected' : ''}`}>
            <input
              type="radio"
              name="challengeMethod"
              value={option}
              checked={option === method}
              onChange={() => {
                setMethod(option);
                setAnswer('');
                setAnswerError(null);
              }}
            />
            <span>{t(methodLabelKeys[option])}</span>
          </label>
        ))}
      </fieldset>
      {target && <p className="muted small">{t('ui_verify_sent_to', { target })}</p>}
      <TextField
        label={t(answerLabelKeys[method])}
        name="challengeAnswer"
        value={answer}
        onValueChange={(value) => {
          setAnswer(value);
          setAnswerError(null);
        }}
        error={answerError}
        autoComplete="one-time-code"
        inputMode={method === 'bankName' ? 'text' : 'numeric'}
        requiredMark
        trailing={
          method === 'sms' || method === 'email' ? <SendCodeButton key={method} onSend={sendCode} /> : null
        }
      />
      {error && (
        <div className="alert" role="alert">
          {error}
        </div>
      )}
      <Button type="submit" variant="primary" size="large" block loading={busy}>
        {t('ui_verify_submit')}
      </Button>
      <button type="button" className="link" onClick={onBack}>
        {t('ui_back')}
      </button>
    </form>
  );
}
