/**
 * Which lottery page a lottery game or vendor opens (spec §2): the account type decides first
 * (VNLOTT, the Vietnamese lottery, opens /vnlottery; TCG, the Southeast Asian draws, opens
 * /seaLottery), then any other game of type LOTT or ELOTT opens /lottery. Lottery games are
 * played on these pages, never through the game launch (docs/lottery.md "Which page opens").
 */

/** The four lottery routes the element `<gd-lottery>` serves. */
export const lotteryRoutes = ['/lottery', '/vnlottery', '/seaLottery', '/elott'] as const;
export type LotteryRoute = (typeof lotteryRoutes)[number];

const routeByAccountType: Readonly<Record<string, LotteryRoute>> = {
  VNLOTT: '/vnlottery',
  TCG: '/seaLottery',
};

const isLotteryType = (gameType: string) => gameType === 'LOTT' || gameType === 'ELOTT';

/** The page of a lottery account type (a vendor), or null when it is not a lottery. */
export function lotteryRouteOf(accountType: string, gameType: string): LotteryRoute | null {
  return routeByAccountType[accountType] ?? (isLotteryType(gameType) ? '/lottery' : null);
}

/** The address that opens one lottery game on its page, or null for a game that is not a lottery. */
export function lotteryGamePath(game: {
  code: string;
  accountTypeName: string;
  gameType: string;
  defaultPlayType?: string | null;
}): string | null {
  const route = lotteryRouteOf(game.accountTypeName, game.gameType);
  return route ? `${route}?gameCode=${encodeURIComponent(game.code)}` : null;
}
