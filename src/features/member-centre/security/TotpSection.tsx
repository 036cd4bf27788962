import { useState } from 'react';
import { call, member } from '../../../core';
import { ApiError } from '../../../core/contract';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { ShieldIcon } from '../../ui/icons';
import { errorKeyFor } from '../../ui/system-status';
import { useT } from '../../ui/use-t';
import { useProfile } from './use-profile';

/**
 * Google-authenticator (TOTP) setup: a new secret and its otpauth URL to enter in the app,
 * active once a code from the app is confirmed. Used by the unregistered-IP login check.
 */
export function TotpSection() {
  const t = useT();
  const { profile, update } = useProfile();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [starting, setStarting] = useState(false);
  /** The text key of a failed start. */
  const [startError, setStartError] = useState<string | null>(null);
  const form = useFormState(
    { code: '' },
    (values): FieldErrors => (/^\d{6}$/.test(values.code) ? {} : { code: { key: 'val_verification_code' } }),
  );

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      setSetup(await call(member.totpSetup, {}));
    } catch (failure) {
      setStartError(errorKeyFor(failure));
    } finally {
      setStarting(false);
    }
  };

  return (
    <section className="centre-section" part="totp">
      <h4 className="centre-section__title">{t('mc_totp_title')}</h4>
      <p className="centre-section__hint" part="totp-state">
        {t(profile.totpEnabled ? 'mc_totp_on' : 'mc_totp_off')}
      </p>
      {setup === null ? (
        <Button variant="outline" onClick={() => void start()} loading={starting} part="totp-start">
          <ShieldIcon size={16} />
          {t(profile.totpEnabled ? 'mc_totp_reset' : 'mc_totp_start')}
        </Button>
      ) : (
        <FormShell
          part="totp-form"
          onSubmit={() =>
            form.submit(
              async () => {
                const answer = await call(member.totpConfirm, { code: form.values.code });
                update({ totpEnabled: answer.totpEnabled });
                setSetup(null);
                form.setValues({ code: '' });
              },
              (failure) => {
                if (failure instanceof ApiError && failure.is('TOTP_CODE_WRONG'))
                  form.setField('code', { key: failure.key });
                else form.showFailure(failure);
              },
            )
          }
          error={form.formError}
          busy={form.busy}
          submitLabel={t('mc_totp_confirm')}
        >
          <p className="centre-section__hint">{t('mc_totp_instructions')}</p>
          <dl className="centre-facts">
            <dt>{t('mc_totp_secret')}</dt>
            <dd>
              <code part="totp-secret">{setup.secret}</code>
            </dd>
            <dt>{t('mc_totp_url')}</dt>
            <dd>
              <code part="totp-url">{setup.otpauthUrl}</code>
            </dd>
          </dl>
          <TextField
            label={t('mc_totp_code')}
            {...form.field('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        </FormShell>
      )}
      {startError && (
        <div className="alert" role="alert">
          {t(startError)}
        </div>
      )}
    </section>
  );
}
