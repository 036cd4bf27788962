import { effect, type ReadonlySignal, signal } from '@preact/signals-core';
import { call } from '../api';
import * as games from '../contract/games';
import { requireLogin } from '../session/actions';
import { pageSingleton } from '../session/page-singleton';
import { state } from '../session/state';
import { showGameError } from './errors';

/**
 * The signed-in member's favourite game codes: loaded with games.favouriteCodes once the
 * member is signed in, forgotten on logout. Null while unknown (signed out, loading):
 * cards then show the isFavourite their list answer carried.
 */
const store = /* @__PURE__ */ pageSingleton('games.favourites', () => ({
  codes: signal<ReadonlySet<string> | null>(null),
  tracking: false,
  loading: null as Promise<ReadonlySet<string>> | null,
  /** Bumped on logout, so a load that was under way does not bring old codes back. */
  generation: 0,
}));

export const favourites: ReadonlySignal<ReadonlySet<string> | null> = store.codes;

function loadFavourites(): Promise<ReadonlySet<string>> {
  const generation = store.generation;
  store.loading ??= call(games.favouriteCodes, {})
    .then(({ list }) => {
      const codes: ReadonlySet<string> = new Set(list);
      if (generation === store.generation) store.codes.value = codes;
      return codes;
    })
    .finally(() => {
      store.loading = null;
    });
  return store.loading;
}

/**
 * Follows the session once per page: signed in -> favourites loaded, signed out ->
 * cleared. Called by whatever shows game cards; nothing is fetched on pages without them.
 */
export function trackFavourites(): void {
  if (store.tracking) return;
  store.tracking = true;
  effect(() => {
    const signedIn = state.token.value !== null && state.loginState.value;
    if (!signedIn) {
      if (state.token.value === null && store.codes.peek() !== null) {
        store.generation += 1;
        store.codes.value = null;
      }
      return;
    }
    if (store.codes.peek() === null) loadFavourites().catch(() => undefined);
  });
}

/** Whether a card shows as a favourite: the member's codes when known, else the list's own flag. */
export function isFavourite(
  game: Pick<games.Game, 'code' | 'isFavourite'>,
  codes = favourites.value,
): boolean {
  return codes ? codes.has(game.code) : game.isFavourite;
}

function withCode(codes: ReadonlySet<string>, code: string, on: boolean): ReadonlySet<string> {
  const next = new Set(codes);
  if (on) next.add(code);
  else next.delete(code);
  return next;
}

/**
 * Marks or unmarks a favourite at once and asks the server; a refusal puts the card back
 * and says why. Needs a session (opens the login popup otherwise). Resolves the state the
 * card ends in, or null when nothing was tried.
 */
export async function toggleFavourite(
  game: Pick<games.Game, 'code' | 'isFavourite'>,
): Promise<boolean | null> {
  if (!requireLogin()) return null;
  trackFavourites();
  const known = store.codes.value ?? (await loadFavourites().catch(() => null));
  const before = isFavourite(game, known);
  const wanted = !before;
  store.codes.value = withCode(store.codes.value ?? known ?? new Set(), game.code, wanted);
  try {
    const answer = await call(games.setFavourite, { gameCode: game.code, favourite: wanted });
    store.codes.value = withCode(store.codes.value ?? new Set(), game.code, answer.favourite);
    return answer.favourite;
  } catch (error) {
    if (store.codes.value !== null) store.codes.value = withCode(store.codes.value, game.code, before);
    showGameError(error);
    return before;
  }
}
