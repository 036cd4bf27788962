import { describe, expect, it } from 'vitest';
import { lotteryGamePath, lotteryRouteOf } from '../../../src/core/games/lottery-route';

describe('the lottery page a game opens (spec §2)', () => {
  it('goes by account type first: VNLOTT to /vnlottery, TCG to /seaLottery', () => {
    expect(lotteryRouteOf('VNLOTT', 'ELOTT')).toBe('/vnlottery');
    expect(lotteryRouteOf('TCG', 'LOTT')).toBe('/seaLottery');
  });

  it('sends any other game of type LOTT or ELOTT to /lottery, and other games nowhere', () => {
    expect(lotteryRouteOf('SGWIN', 'LOTT')).toBe('/lottery');
    expect(lotteryRouteOf('GDLOTT', 'ELOTT')).toBe('/lottery');
    expect(lotteryRouteOf('PG', 'RNG')).toBeNull();
  });

  it('opens one game by its code', () => {
    expect(lotteryGamePath({ code: 'XSMN-HCM', accountTypeName: 'VNLOTT', gameType: 'ELOTT' })).toBe(
      '/vnlottery?gameCode=XSMN-HCM',
    );
    expect(lotteryGamePath({ code: 'ZY-F3', accountTypeName: 'SGWIN', gameType: 'LOTT' })).toBe(
      '/lottery?gameCode=ZY-F3',
    );
    expect(lotteryGamePath({ code: 'PG-0001', accountTypeName: 'PG', gameType: 'RNG' })).toBeNull();
  });
});
