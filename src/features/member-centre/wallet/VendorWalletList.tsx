import { formatMoney, hasText } from '../../../core';
import { useT } from '../../ui/use-t';
import type { Wallets } from './WalletSummary';

type VendorWallet = Wallets['wallets'][number];

/** Wallets grouped by game type, in the order the server lists them. */
function byGameType(wallets: VendorWallet[]): [string, VendorWallet[]][] {
  const groups = new Map<string, VendorWallet[]>();
  for (const item of wallets) groups.set(item.gameType, [...(groups.get(item.gameType) ?? []), item]);
  return [...groups];
}

/** Every game wallet and its balance; choosing one makes it the transfer's game wallet. */
export function VendorWalletList({
  wallets,
  selected,
  onSelect,
}: {
  wallets: VendorWallet[];
  selected: string;
  onSelect: (code: string) => void;
}) {
  const t = useT();
  const typeName = (type: string) => (hasText(`rec_game_${type}`) ? t(`rec_game_${type}`) : type);
  return (
    <section className="centre-section" part="vendor-wallets">
      <h4 className="centre-section__title">{t('mc_wl_game_wallets')}</h4>
      {byGameType(wallets).map(([type, items]) => (
        <div className="wl-group" key={type}>
          <h5 className="wl-group__title">{typeName(type)}</h5>
          <div className="wl-cards">
            {items.map((item) => (
              <button
                key={item.vendorCode}
                type="button"
                className="wl-card"
                aria-pressed={item.vendorCode === selected}
                data-vendor={item.vendorCode}
                onClick={() => onSelect(item.vendorCode)}
              >
                <span className="wl-card__name">
                  {item.displayName}
                  {item.isHot && <span className="mc-tag">{t('mc_wl_hot')}</span>}
                </span>
                <span className={`wl-card__balance${item.balance === 0 ? ' wl-card__balance--empty' : ''}`}>
                  {formatMoney(item.balance)}
                </span>
              </button>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
