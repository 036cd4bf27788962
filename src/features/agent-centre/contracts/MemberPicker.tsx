import { useEffect, useId, useState } from 'react';
import { agents, call } from '../../../core';
import { TextField } from '../../ui/Field';
import { useT } from '../../ui/use-t';

export interface PickedMember {
  id: number;
  account: string;
}

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 300;
const CHOICES = 50;

/** Chooses one of the agent's direct downlines, searched by account on the server. */
export function MemberPicker({
  value,
  onChange,
}: {
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
}) {
  const t = useT();
  const id = useId();
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<PickedMember[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    const timer = setTimeout(() => {
      const text = search.trim();
      call(agents.teamMembers, {
        directOnly: 'true',
        sort: 'account',
        page: 1,
        pageSize: CHOICES,
        ...(text ? { search: text } : {}),
      }).then(
        (answer) => {
          if (!active) return;
          setFailed(false);
          setChoices(answer.rows.map((row) => ({ id: row.id, account: row.account })));
        },
        () => active && setFailed(true),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [search]);

  // The chosen member stays a choice while the search shows others.
  const shown = value && !choices.some((choice) => choice.id === value.id) ? [value, ...choices] : choices;
  return (
    <div className="form__grid" part="member-picker">
      <TextField
        label={t('ag_pick_search')}
        name="memberSearch"
        value={search}
        onValueChange={setSearch}
        autoComplete="off"
        maxLength={40}
        hint={failed ? t('ag_pick_failed') : undefined}
      />
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('ag_pick_member')}
        </label>
        <div className="field__control">
          <select
            id={id}
            name="memberId"
            className="centre-select"
            value={value ? String(value.id) : ''}
            onChange={(event) => {
              const chosen = shown.find((choice) => String(choice.id) === event.currentTarget.value);
              onChange(chosen ?? null);
            }}
          >
            <option value="">{t(shown.length === 0 ? 'ag_pick_none' : 'ag_pick_choose')}</option>
            {shown.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.account}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
