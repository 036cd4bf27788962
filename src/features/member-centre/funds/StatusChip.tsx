import { useT } from '../../ui/use-t';

/** A coloured state label: `group` picks the texts (deposit and withdrawal or match states). */
export function StatusChip({ state, group = 'state' }: { state: string; group?: 'state' | 'match' }) {
  const t = useT();
  return (
    <span className={`fd-chip fd-chip--${state}`} data-state={state}>
      {t(`fund_${group}_${state}`)}
    </span>
  );
}
