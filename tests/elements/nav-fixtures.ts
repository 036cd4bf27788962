/**
 * Fixtures of the navigation, sports, winners, shelf and banner tests: vendor cards, game
 * menus, games and wins shaped like the contract, and a signed-in session.
 */
import { session } from '../../src/core';
import type { Game, GameMenuCategory, VendorCard, Winner } from '../../src/core/contract/games';
import type { Announcement } from '../../src/core/contract/system';

export function vendorCard(vendorCode: string, overrides: Partial<VendorCard> = {}): VendorCard {
  return {
    vendorCode,
    displayName: `${vendorCode} Gaming`,
    accountTypeId: 1,
    vassalage: vendorCode,
    gameType: 'RNG',
    gameClassify: 'SLOT',
    isHot: 0,
    // A picture the page can draw without a server.
    image: `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Ctitle%3E${vendorCode}%3C/title%3E%3C/svg%3E`,
    seamless: false,
    launchGameCode: null,
    ...overrides,
  };
}

const live = (code: string, isHot: 0 | 1 = 0) =>
  vendorCard(code, { gameType: 'LIVE', gameClassify: 'LIVE', isHot, launchGameCode: `${code}-0001` });
const sports = (code: string, gameType: 'SPORTS' | 'ESPORTS' | 'COCKFIGHT', isHot: 0 | 1 = 0) =>
  vendorCard(code, { gameType, gameClassify: gameType, isHot, launchGameCode: `${code}-0001` });

/** The menus of a brand: LIVE with 3 vendors, COCKFIGHT after it, 8 RNG vendors (slots, board games, bingo)… */
export function menusFixture(): GameMenuCategory[] {
  return [
    { title: 'LIVE', gameClassify: 'LIVE', cards: [live('EVO', 1), live('SEXY'), live('DG')] },
    {
      title: 'COCKFIGHT',
      gameClassify: 'COCKFIGHT',
      cards: [sports('DS88', 'COCKFIGHT', 1), sports('DIG', 'COCKFIGHT')],
    },
    {
      title: 'SPORTS',
      gameClassify: 'SPORTS',
      cards: [sports('SABA', 'SPORTS', 1), sports('CMD', 'SPORTS')],
    },
    {
      title: 'FISH',
      gameClassify: 'FISH',
      cards: [vendorCard('JILIFISH', { gameType: 'FISH', gameClassify: 'FISH' })],
    },
    {
      title: 'RNG',
      gameClassify: 'SLOT',
      cards: [
        vendorCard('PG', { isHot: 1 }),
        vendorCard('JILI'),
        vendorCard('PP'),
        vendorCard('CQ9'),
        vendorCard('FC'),
        vendorCard('KM'),
        vendorCard('BGA', { gameClassify: 'BGS' }),
        vendorCard('BNG', { gameClassify: 'BINGO' }),
      ],
    },
    {
      title: 'ESPORTS',
      gameClassify: 'ESPORTS',
      cards: [sports('IMES', 'ESPORTS'), sports('TF', 'ESPORTS', 1)],
    },
  ];
}

export function gameFixture(code: string, overrides: Partial<Game> = {}): Game {
  return {
    code,
    name: `Game ${code}`,
    vendorCode: code.split('-')[0] ?? 'PG',
    vendorName: 'PG Soft',
    vassalage: 'PG',
    accountTypeId: 1,
    accountTypeName: 'PG',
    gameType: 'RNG',
    gameClassify: 'SLOT',
    isGame: 'GAME',
    defaultPlayType: null,
    tags: [],
    minBet: 100,
    lines: 20,
    image: `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Ctitle%3E${code}%3C/title%3E%3C/svg%3E`,
    maintenance: false,
    realAccountOnly: false,
    isFavourite: false,
    ...overrides,
  };
}

export const games = (prefix: string, count: number, overrides: Partial<Game> = {}): Game[] =>
  Array.from({ length: count }, (_, index) =>
    gameFixture(`${prefix}-${String(index + 1).padStart(4, '0')}`, overrides),
  );

export function winnerFixture(overrides: Partial<Winner> = {}): Winner {
  return {
    account: 'de***er',
    gameCode: 'PG-0001',
    gameName: 'Dragon Fortune',
    vendorName: 'PG Soft',
    stake: 1_000,
    payout: 12_500,
    winAmount: 11_500,
    at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function bannerFixture(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    type: 'B',
    group: 'w_home',
    title: `Banner ${id}`,
    content: `<p>Text of banner ${id}</p>`,
    imageUrl: null,
    link: null,
    startTime: '2025-01-01T00:00:00.000Z',
    endTime: null,
    ...overrides,
  };
}

/** A signed-in member (the fake API's member info and balance). */
export async function signIn(): Promise<void> {
  session.token.value = 'tok-123';
  sessionStorage.setItem('token', 'tok-123');
  sessionStorage.setItem('account', 'demo_player');
  await session.loadMember();
}

interface Repeating {
  ms: number;
  run: () => void;
  active: boolean;
}

/** Watches setInterval so a test can see a repeating timer (refresh, carousel) and fire it at once. */
export function watchIntervals() {
  const realSet = window.setInterval;
  const realClear = window.clearInterval;
  const timers = new Map<number, Repeating>();
  window.setInterval = ((handler: () => void, ms?: number) => {
    const id = realSet(handler, ms);
    timers.set(id, { ms: ms ?? 0, run: handler, active: true });
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    const timer = id === undefined ? undefined : timers.get(id);
    if (timer) timer.active = false;
    realClear(id);
  }) as typeof window.clearInterval;
  return {
    /** The running timers that repeat every `ms`. */
    every: (ms: number) => [...timers.values()].filter((timer) => timer.active && timer.ms === ms),
    restore: () => {
      window.setInterval = realSet;
      window.clearInterval = realClear;
    },
  };
}
