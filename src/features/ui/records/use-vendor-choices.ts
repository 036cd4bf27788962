import { useEffect, useState } from 'react';
import { call, wallet } from '../../../core';
import type { Translate } from '../use-t';
import type { Choice } from './RecordFilters';

export interface VendorInfo {
  code: string;
  name: string;
  gameType: string;
}

/**
 * The brand's game vendors for the vendor and game-type filters, from the member's wallets
 * (one per vendor in transfer mode). Filters still work without them: the list then holds
 * only vendors seen in the member's own rows.
 */
export function useVendors(): VendorInfo[] {
  const [vendors, setVendors] = useState<VendorInfo[]>([]);
  useEffect(() => {
    let active = true;
    call(wallet.merchantWallet, {}).then(
      (answer) =>
        active &&
        setVendors(
          answer.wallets.map((entry) => ({
            code: entry.vendorCode,
            name: entry.displayName,
            gameType: entry.gameType,
          })),
        ),
      () => {},
    );
    return () => {
      active = false;
    };
  }, []);
  return vendors;
}

/** A game type's name in the member's language, else its code. */
export function gameTypeLabel(t: Translate, gameType: string): string {
  return t(`rec_game_${gameType}`, { defaultValue: gameType });
}

/** Vendor choices (optionally of one game type) merged with vendors seen in rows, by name. */
export function vendorChoices(vendors: VendorInfo[], seen: VendorInfo[], gameType: string): Choice[] {
  const byCode = new Map<string, VendorInfo>();
  for (const vendor of [...vendors, ...seen]) if (!byCode.has(vendor.code)) byCode.set(vendor.code, vendor);
  return [...byCode.values()]
    .filter((vendor) => !gameType || vendor.gameType === gameType)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((vendor) => ({ value: vendor.code, label: vendor.name }));
}

/** The game types the vendors offer, in their translated names. */
export function gameTypeChoices(t: Translate, vendors: VendorInfo[], seen: VendorInfo[]): Choice[] {
  const types = new Set([...vendors, ...seen].map((vendor) => vendor.gameType));
  return [...types].sort().map((type) => ({ value: type, label: gameTypeLabel(t, type) }));
}
