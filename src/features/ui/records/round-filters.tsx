import { useState } from 'react';
import { useT } from '../use-t';
import { SelectFilter } from './RecordFilters';
import { gameTypeChoices, useVendors, type VendorInfo, vendorChoices } from './use-vendor-choices';

/**
 * What a list of game rounds is filtered by besides its dates: game type, vendor (of that game
 * type) and status. `query` holds the chosen ones only, to spread into the request.
 */
export function useRoundFilters<S extends string>() {
  const [vendor, setVendor] = useState('');
  const [gameType, setGameType] = useState('');
  const [status, setStatus] = useState<S | ''>('');
  const vendors = useVendors();
  return {
    vendor,
    gameType,
    status,
    vendors,
    setVendor,
    setGameType,
    setStatus,
    query: {
      ...(vendor ? { vendor } : {}),
      ...(gameType ? { gameType } : {}),
      ...(status ? { status } : {}),
    } as { vendor?: string; gameType?: string; status?: S },
  };
}

/**
 * The round filters' drop-downs: choosing a game type clears the vendor; the choices are the
 * brand's vendors and any seen in the rows shown.
 */
export function RoundFilterFields<S extends string>({
  filters,
  statuses,
  seen,
}: {
  filters: ReturnType<typeof useRoundFilters<S>>;
  statuses: readonly S[];
  seen: VendorInfo[];
}) {
  const t = useT();
  return (
    <>
      <SelectFilter
        name="gameType"
        label={t('rec_game_type')}
        value={filters.gameType}
        choices={gameTypeChoices(t, filters.vendors, seen)}
        onChange={(next) => {
          filters.setGameType(next);
          filters.setVendor('');
        }}
      />
      <SelectFilter
        name="vendor"
        label={t('rec_vendor')}
        value={filters.vendor}
        choices={vendorChoices(filters.vendors, seen, filters.gameType)}
        onChange={filters.setVendor}
      />
      <SelectFilter
        name="status"
        label={t('rec_status')}
        value={filters.status}
        choices={statuses.map((value) => ({ value, label: t(`rec_status_${value}`) }))}
        onChange={(next) => filters.setStatus(next as S | '')}
      />
    </>
  );
}
