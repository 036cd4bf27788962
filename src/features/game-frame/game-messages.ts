/**
 * The messages a game page posts to the site (the built-in games' protocol):
 * {type:'gd-game-ready'} once loaded, {type:'gd-game-balance', balanceMinor} after each
 * round, {type:'gd-game-close'} when the player exits in the game.
 */
export type GameMessage =
  | { type: 'gd-game-ready' }
  | { type: 'gd-game-balance'; balanceMinor: number }
  | { type: 'gd-game-close' };

/**
 * Reads a message event from the game frame. Only the game's own origin, exactly, and
 * only the frame's own window are listened to: any other page or frame is ignored.
 */
export function gameMessageOf(
  event: MessageEvent,
  gameOrigin: string,
  frameWindow: Window | null | undefined,
): GameMessage | null {
  if (event.origin !== gameOrigin || !frameWindow || event.source !== frameWindow) return null;
  const data = event.data as { type?: unknown; balanceMinor?: unknown } | null;
  if (typeof data !== 'object' || data === null) return null;
  switch (data.type) {
    case 'gd-game-ready':
    case 'gd-game-close':
      return { type: data.type };
    case 'gd-game-balance':
      return typeof data.balanceMinor === 'number' &&
        Number.isSafeInteger(data.balanceMinor) &&
        data.balanceMinor >= 0
        ? { type: 'gd-game-balance', balanceMinor: data.balanceMinor }
        : null;
    default:
      return null;
  }
}

/** The origin of a game address, or null for one that cannot be parsed. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
