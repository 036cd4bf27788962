import { useState } from 'react';
import { call, wallet } from '../../../core';
import { useAdoptedStyles } from '../../ui/adopted-styles';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { useT } from '../../ui/use-t';
import { TransferForm } from './TransferForm';
import { VendorWalletList } from './VendorWalletList';
import { WalletSummary } from './WalletSummary';
import { walletStyles } from './wallet.styles';

/**
 * transferFund (my wallet): the total, main and game-wallet balances. In transfer-wallet
 * mode money moves between main and each vendor's wallet, or every game wallet is recalled
 * to main; in single-wallet mode games use main directly.
 */
export default function TransferFundPage() {
  useAdoptedStyles(walletStyles);
  const t = useT();
  const loaded = useQuery(() => call(wallet.merchantWallet, {}));
  const [chosen, setChosen] = useState<string | null>(null);
  const [pickCount, setPickCount] = useState(0);
  const wallets = loaded.query.value;

  if (!wallets) return <QueryGate query={loaded.query} onRetry={loaded.reload} />;
  const vendorCode = chosen ?? wallets.wallets[0]?.vendorCode ?? '';
  return (
    <div className="centre-stack" part="transfer-fund">
      <WalletSummary wallets={wallets} onChange={loaded.set} />
      {!wallets.isSingle && wallets.wallets.length === 0 && (
        <div className="page-empty" part="no-wallets">
          {t('mc_no_game_wallets')}
        </div>
      )}
      {!wallets.isSingle && wallets.wallets.length > 0 && (
        <div className="wl-layout">
          <TransferForm
            wallets={wallets}
            vendorCode={vendorCode}
            pickCount={pickCount}
            onVendorChange={setChosen}
            onChange={loaded.set}
          />
          <VendorWalletList
            wallets={wallets.wallets}
            selected={vendorCode}
            onSelect={(code) => {
              setChosen(code);
              setPickCount((count) => count + 1);
            }}
          />
        </div>
      )}
    </div>
  );
}
