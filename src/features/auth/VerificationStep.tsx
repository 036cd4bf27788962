import { useState } from 'react';
import { call, session } from '../../core';
import { auth } from '../../core/contract';
import type { ChallengeMethod, VerificationChallenge } from '../../core/contract/auth';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { SendCodeButton } from '../ui/forms/SendCodeButton';
import { ShieldIcon } from '../ui/icons';
import { errorKeyFor } from '../ui/system-status';
import { useT } from '../ui/use-t';

export interface ChallengeAnswer {
  challengeId: string;
  challengeMethod: ChallengeMethod;
  challengeAnswer: string;
}

const methodLabelKeys: Record<ChallengeMethod, string> = {
  sms: 'verify_method_sms',
  email: 'verify_method_email',
  totp: 'verify_method_totp',
  bankName: 'verify_method_bankName',
};

const answerLabelKeys: Record<ChallengeMethod, string> = {
  sms: 'field_verificationCode',
  email: 'field_verificationCode',
  totp: 'verify_method_totp',
  bankName: 'verify_method_bankName',
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
  /** The text key of the answer's error. */
  const [answerError, setAnswerError] = useState<string | null>(null);

  const targetOf = (option: ChallengeMethod) =>
    option === 'sms' ? challenge.maskedMobile : option === 'email' ? challenge.maskedEmail : null;

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
          setAnswerError('val_required');
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
        <span>{t('verify_intro')}</span>
      </div>
      <fieldset className="methods">
        <legend className="field__label">{t('verify_title')}</legend>
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
            <span>{t(methodLabelKeys[option], { target: targetOf(option) ?? '' })}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t(answerLabelKeys[method])}
        name="challengeAnswer"
        value={answer}
        onValueChange={(value) => {
          setAnswer(value);
          setAnswerError(null);
        }}
        error={answerError && t(answerError)}
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
        {t('verify_submit')}
      </Button>
      <button type="button" className="link" onClick={onBack}>
        {t('dlg_back')}
      </button>
    </form>
  );
}
