import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { agents, call, createsSubAgents, type ResponseOf, session } from '../../../core';
import { ApiError } from '../../../core/contract';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { AlertIcon, CheckIcon, CopyIcon, UserIcon } from '../../ui/icons';
import { useActionKey } from '../../ui/money/action-key';
import { useT } from '../../ui/use-t';

type Registered = ResponseOf<typeof agents.registerDownline>;
type Role = 'member' | 'agent';

/** Puts `text` on the clipboard; false where the browser refuses (plain http, no permission). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The new account and its one-time password, shown this once with a copy button. */
function RegisteredCard({ account, onDone }: { account: Registered; onDone: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <section className="centre-section ag-otp" part="registered">
      <h4 className="centre-section__title">
        <CheckIcon size={18} /> {t('ag_reg_done', { account: account.username })}
      </h4>
      <dl className="centre-facts">
        <dt>{t('ag_reg_username')}</dt>
        <dd>{account.username}</dd>
        <dt>{t('ag_reg_role')}</dt>
        <dd>{t(`ag_type_${account.type}`, { defaultValue: String(account.type) })}</dd>
      </dl>
      {account.oneTimePassword ? (
        <>
          <div className="ag-otp__box" part="one-time-password">
            <span className="field__label">{t('ag_reg_otp')}</span>
            <code className="ag-otp__code">{account.oneTimePassword}</code>
            <Button
              variant="outline"
              size="small"
              onClick={() => void copyText(account.oneTimePassword ?? '').then(setCopied)}
              part="copy-password"
            >
              {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
              {t('ag_reg_copy')}
            </Button>
          </div>
          {copied !== null && (
            <p className="centre-section__hint" role="status">
              {t(copied ? 'ag_reg_copied' : 'ag_reg_copy_failed')}
            </p>
          )}
          <div className="alert" role="alert">
            <AlertIcon size={18} />
            <span>{t('ag_reg_otp_warning')}</span>
          </div>
        </>
      ) : (
        <div className="alert alert--info" role="status">
          {t('ag_reg_default_password')}
        </div>
      )}
      <Button variant="primary" onClick={onDone} part="register-another">
        {t('ag_reg_another')}
      </Button>
    </section>
  );
}

/**
 * agentRegister: creates a downline member, or a sub-agent for agents that may have them
 * (types 1 and 41). The one-time password is shown once, then forgotten.
 */
export default function RegisterAccountPage() {
  useSignals();
  const t = useT();
  const actionKey = useActionKey();
  const mayCreateAgents = createsSubAgents(session.memberType.value);
  const [role, setRole] = useState<Role>('member');
  const [registered, setRegistered] = useState<Registered | null>(null);
  const form = useFormState({ username: '', nickname: '' }, (values): FieldErrors => {
    const found: FieldErrors = {};
    const username = values.username.trim();
    if (username === '') found.username = { key: 'val_required' };
    else if (username.length < 4 || username.length > 20)
      found.username = { key: 'ag_reg_username_length', params: { min: 4, max: 20 } };
    if (values.nickname.trim().length > 40)
      found.nickname = { key: 'ag_reg_nickname_length', params: { max: 40 } };
    return found;
  });

  if (registered) {
    return (
      <RegisteredCard
        account={registered}
        onDone={() => {
          setRegistered(null);
          form.setValues({ username: '', nickname: '' });
        }}
      />
    );
  }

  const send = () =>
    form.submit(
      async () => {
        const nickname = form.values.nickname.trim();
        const request = {
          username: form.values.username.trim(),
          role: mayCreateAgents ? role : 'member',
          ...(nickname ? { nickname } : {}),
        } as const;
        const answer = await call(agents.registerDownline, request, {
          idempotencyKey: actionKey.keyFor(request),
        });
        actionKey.settle();
        setRegistered(answer);
      },
      (failure) => {
        actionKey.settle(failure);
        if (failure instanceof ApiError && failure.is('USERNAME_TAKEN'))
          form.setField('username', { key: failure.key });
        else if (failure instanceof ApiError && failure.fields && Object.keys(failure.fields).length > 0)
          form.setErrors(
            Object.fromEntries(Object.entries(failure.fields).map(([name, key]) => [name, { key }])),
          );
        else form.showFailure(failure);
      },
    );

  return (
    <section className="centre-section" part="register-downline">
      <p className="centre-section__hint">{t('ag_reg_hint')}</p>
      <FormShell
        part="register-form"
        onSubmit={send}
        error={form.formError}
        busy={form.busy}
        submitLabel={t('ag_reg_submit')}
      >
        {mayCreateAgents && (
          <fieldset className="ag-choice">
            <legend className="field__label">{t('ag_reg_role')}</legend>
            {(['member', 'agent'] as const).map((option) => (
              <label key={option} className="ag-choice__option">
                <input
                  type="radio"
                  name="role"
                  value={option}
                  checked={role === option}
                  onChange={() => setRole(option)}
                />
                <span>{t(`ag_role_${option}`)}</span>
              </label>
            ))}
          </fieldset>
        )}
        <TextField
          label={t('ag_reg_username')}
          {...form.field('username')}
          icon={<UserIcon />}
          autoComplete="off"
          maxLength={20}
          requiredMark
        />
        <TextField
          label={t('ag_reg_nickname')}
          {...form.field('nickname')}
          autoComplete="off"
          maxLength={40}
        />
      </FormShell>
    </section>
  );
}
