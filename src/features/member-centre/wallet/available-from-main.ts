import type { Wallets } from './WalletSummary';

const idleWallets = (wallets: Wallets, except?: string) =>
  wallets.wallets.filter((item) => !item.inPlay && item.vendorCode !== except);

/**
 * What a payment from the main wallet can take now: main, plus every game wallet no game is
 * playing from, which the server brings home first when main alone is short (docs/domain.md,
 * "Game wallets and the main wallet"). `except` leaves out the wallet the money goes to.
 */
export function availableFromMain(wallets: Wallets, except?: string): number {
  return idleWallets(wallets, except).reduce((sum, item) => sum + item.balance, wallets.mainBalance);
}

/** The wallets as the server leaves them after a payment of `amount` from main. */
export function afterPaymentFromMain(wallets: Wallets, amount: number): Wallets {
  if (amount <= wallets.mainBalance) return { ...wallets, mainBalance: wallets.mainBalance - amount };
  const recalled = new Set(idleWallets(wallets).map((item) => item.vendorCode));
  return {
    ...wallets,
    mainBalance: availableFromMain(wallets) - amount,
    sumBalance: wallets.sumBalance - amount,
    wallets: wallets.wallets.map((item) => (recalled.has(item.vendorCode) ? { ...item, balance: 0 } : item)),
  };
}
