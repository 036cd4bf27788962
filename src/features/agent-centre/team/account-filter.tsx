import { useState } from 'react';
import { TextField } from '../../ui/Field';
import { useDebounced } from '../../ui/use-debounced';
import { useT } from '../../ui/use-t';

/** A team report's one-account filter: what is typed, and the account asked for once typing pauses. */
export function useAccountFilter() {
  const [account, setAccount] = useState('');
  const settled = useDebounced(account.trim());
  return { account, setAccount, query: settled ? { account: settled } : {} };
}

/** The search field of a team report's one-account filter. */
export function AccountFilterField({ filter }: { filter: ReturnType<typeof useAccountFilter> }) {
  const t = useT();
  return (
    <TextField
      label={t('ag_col_account')}
      name="account"
      value={filter.account}
      onValueChange={filter.setAccount}
      autoComplete="off"
      maxLength={40}
      type="search"
    />
  );
}
