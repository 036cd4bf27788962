import { call, games } from '../../../core';

type Category = games.GameMenuCategory;

/**
 * The game menus of one language, loaded once per page: the navigation and the sports page
 * both read them, and the navigation is mounted again on every page of a host router. A
 * failed load is forgotten so the next reader tries again.
 */
const loads = new Map<string, Promise<Category[]>>();

export function loadMenus(language: string): Promise<Category[]> {
  let pending = loads.get(language);
  if (!pending) {
    pending = call(games.gameMenus, { language }).then((answer) => answer.categories);
    loads.set(language, pending);
    pending.catch(() => loads.delete(language));
  }
  return pending;
}

/** Drops the loaded menus (a test, or a host that changed the catalogue). */
export function forgetMenus(): void {
  loads.clear();
}
