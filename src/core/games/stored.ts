import { sessionStorageInUse } from '../session/storage';

/** What a launch opened, in the shape every target (game, room, vendor card) can give. */
export interface LaunchedGame {
  code: string;
  name: string;
  vendorCode: string;
  vendorName: string;
  /** The game's category (vendor gameType) where the launch knew it: jackpots and tournaments may list it. */
  gameType?: string;
  /** Set when a PvP room was joined. */
  roomId: string | null;
}

/** The open game, kept for the /game page (and its reload) in sessionStorage. */
export interface StoredGame {
  url: string;
  /** The second address, tried when the first does not load. */
  url2: string | null;
  game: LaunchedGame;
  launchedAt: string;
  /** The site path the game was launched from, so leaving can go back there. */
  from: string | null;
}

export const STORED_GAME_KEY = 'gd.game';

export function storeGame(stored: StoredGame): void {
  sessionStorageInUse().setItem(STORED_GAME_KEY, JSON.stringify(stored));
}

function isLaunchedGame(value: unknown): value is LaunchedGame {
  const game = value as Partial<LaunchedGame> | null;
  return (
    typeof game === 'object' &&
    game !== null &&
    typeof game.code === 'string' &&
    typeof game.name === 'string' &&
    typeof game.vendorCode === 'string' &&
    typeof game.vendorName === 'string'
  );
}

/** The open game, or null when none was launched in this tab (or the stored entry is unreadable). */
export function storedGame(): StoredGame | null {
  const text = sessionStorageInUse().getItem(STORED_GAME_KEY);
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredGame>;
    if (typeof value.url !== 'string' || !isLaunchedGame(value.game)) return null;
    return {
      url: value.url,
      url2: typeof value.url2 === 'string' ? value.url2 : null,
      game: {
        ...value.game,
        gameType: typeof value.game.gameType === 'string' ? value.game.gameType : undefined,
        roomId: typeof value.game.roomId === 'string' ? value.game.roomId : null,
      },
      launchedAt: typeof value.launchedAt === 'string' ? value.launchedAt : '',
      from: typeof value.from === 'string' ? value.from : null,
    };
  } catch {
    return null;
  }
}

export function clearStoredGame(): void {
  sessionStorageInUse().removeItem(STORED_GAME_KEY);
}
