import { type KeyboardEvent, useRef } from 'react';
import type { VendorCard } from '../../core/contract/games';
import { assetUrl } from '../../core/games';
import { useT } from '../ui/use-t';

/**
 * The vendor tabs: "All" (unless the page needs one vendor) and each vendor with its
 * logo. Arrow keys, Home and End move between tabs; the selected one is in the tab order.
 */
export function VendorTabs({
  vendors,
  selected,
  withAll,
  onSelect,
}: {
  vendors: VendorCard[];
  selected: string | null;
  withAll: boolean;
  onSelect: (vendorCode: string | null) => void;
}) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  const keys: (string | null)[] = [...(withAll ? [null] : []), ...vendors.map((vendor) => vendor.vendorCode)];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = keys.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: keys.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = keys[(target + keys.length) % keys.length];
    if (next === undefined) return;
    onSelect(next);
    const tab = list.current?.querySelector<HTMLButtonElement>(`[data-vendor="${next ?? ''}"]`);
    tab?.focus();
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  if (keys.length < 2 && withAll) return null;
  return (
    <div
      className="vtabs"
      role="tablist"
      aria-label={t('lobby_vendors')}
      ref={list}
      onKeyDown={onKeyDown}
      part="vendor-tabs"
    >
      {withAll && (
        <button
          type="button"
          role="tab"
          className="vtab vtab--all"
          data-vendor=""
          aria-selected={selected === null}
          tabIndex={selected === null ? 0 : -1}
          onClick={() => onSelect(null)}
          part="vendor-tab"
        >
          {t('lobby_vendor_all')}
        </button>
      )}
      {vendors.map((vendor) => (
        <button
          key={vendor.vendorCode}
          type="button"
          role="tab"
          className="vtab"
          data-vendor={vendor.vendorCode}
          aria-selected={selected === vendor.vendorCode}
          tabIndex={selected === vendor.vendorCode ? 0 : -1}
          onClick={() => onSelect(vendor.vendorCode)}
          part="vendor-tab"
        >
          {vendor.image && <img src={assetUrl(vendor.image)} alt="" className="vtab__logo" loading="lazy" />}
          <span>{vendor.displayName}</span>
          {vendor.isHot === 1 && <span className="badge badge--hot vtab__hot">{t('game_badge_hot')}</span>}
        </button>
      ))}
    </div>
  );
}
