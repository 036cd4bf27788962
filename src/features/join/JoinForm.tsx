import { useState } from 'react';
import { call, join } from '../../core';
import { TextField } from '../ui/Field';
import { FormShell } from '../ui/forms/FormShell';
import { useFormState } from '../ui/forms/use-form';
import type { FieldErrors } from '../ui/forms/use-messages';
import { useActionKey } from '../ui/money/action-key';
import { TextAreaField } from '../ui/TextAreaField';
import { useT } from '../ui/use-t';

const INPUT_MODES = { phone: 'tel', email: 'email', telegram: 'text' } as const;
const AUTOCOMPLETE = { phone: 'tel', email: 'email', telegram: 'off' } as const;

function check(
  values: Record<'contactName' | 'contact' | 'audience' | 'message', string>,
  kind: join.ContactKind,
) {
  const found: FieldErrors = {};
  if (values.contactName.trim() === '') found.contactName = { key: 'val_required' };
  const contact = values.contact.trim();
  if (contact === '') found.contact = { key: 'val_required' };
  else if (!join.contactPatterns[kind].test(contact)) found.contact = { key: `jn_invalid_${kind}` };
  if (values.audience.trim() === '') found.audience = { key: 'val_required' };
  if (values.message.trim().length > join.MAX_JOIN_MESSAGE) {
    found.message = { key: 'jn_message_too_long', params: { max: join.MAX_JOIN_MESSAGE } };
  }
  return found;
}

/**
 * The application: contact name, how to reach the member (phone, e-mail or Telegram), the players
 * or channel they expect to bring, and a message of up to 500 characters. Sent once per action
 * (an Idempotency-Key reused only when the answer was lost).
 */
export function JoinForm({
  again,
  onApplied,
}: {
  /** A rejected application came before: the form says the member may apply again. */
  again: boolean;
  onApplied: (application: join.Application) => void;
}) {
  const t = useT();
  const [kind, setKind] = useState<join.ContactKind>('phone');
  const actionKey = useActionKey();
  const form = useFormState({ contactName: '', contact: '', audience: '', message: '' }, (values) =>
    check(values, kind),
  );
  const messageLength = form.value('message').trim().length;

  const send = () =>
    form.submit(async () => {
      const request = {
        contactName: form.value('contactName').trim(),
        contactKind: kind,
        contact: form.value('contact').trim(),
        audience: form.value('audience').trim(),
        message: form.value('message').trim(),
      };
      try {
        const answer = await call(join.apply, request, { idempotencyKey: actionKey.keyFor(request) });
        actionKey.settle();
        onApplied(answer);
      } catch (failure) {
        actionKey.settle(failure);
        throw failure;
      }
    });

  return (
    <FormShell
      part="join-form"
      onSubmit={send}
      error={form.formError}
      busy={form.busy}
      submitLabel={t('jn_send')}
    >
      <p className="jn-card__text">{t(again ? 'jn_apply_again' : 'jn_apply_text')}</p>
      <TextField
        label={t('jn_contact_name')}
        {...form.field('contactName')}
        autoComplete="name"
        maxLength={join.MAX_CONTACT_NAME}
        requiredMark
      />
      <fieldset className="jn-kinds">
        <legend className="field__label">{t('jn_contact_kind')}</legend>
        <div className="jn-kinds__options">
          {join.contactKinds.map((option) => (
            <label key={option} className="jn-kind">
              <input
                type="radio"
                name="contactKind"
                value={option}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  form.setField('contact', null);
                }}
              />
              <span>{t(`jn_kind_${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t(`jn_field_${kind}`)}
        {...form.field('contact')}
        type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text'}
        inputMode={INPUT_MODES[kind]}
        autoComplete={AUTOCOMPLETE[kind]}
        placeholder={t(`jn_placeholder_${kind}`)}
        maxLength={join.MAX_CONTACT}
        requiredMark
      />
      <TextField
        label={t('jn_audience')}
        {...form.field('audience')}
        hint={t('jn_audience_hint')}
        maxLength={join.MAX_AUDIENCE}
        requiredMark
      />
      <TextAreaField
        label={t('jn_message')}
        {...form.field('message')}
        onBlur={() => form.checkField('message')}
        hint={t('jn_message_hint', { count: messageLength, max: join.MAX_JOIN_MESSAGE })}
        className="jn-message"
        maxLength={join.MAX_JOIN_MESSAGE}
        rows={4}
      />
    </FormShell>
  );
}
