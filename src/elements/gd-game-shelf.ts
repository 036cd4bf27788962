import { addTextLoaders } from '../core/i18n/locales';
import { GameShelf } from '../features/home/GameShelf';
import { shelfStyles } from '../features/home/shelf.styles';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { gamesStyles } from '../features/ui/games/games.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/{home,games}.json', { base: '../../locales' }));

/**
 * @summary A titled row of game cards that scrolls sideways: "popular" (most played this week),
 * "hot", "new" (new games, vendor by vendor), and for a signed-in member "favourites" and
 * "recent" (recently played) — those two stay hidden when signed out or empty — and "lottery"
 * (the popular lottery games of the brand's lotteryType, each opening its lottery page). Cards launch
 * their game and carry the favourite toggle; arrow keys move between cards. "See all" opens
 * the slots lobby with the matching filter. A shelf below the screen reads its games when the
 * visitor scrolls within a quarter screen of it (placeholder cards until then); the member's own
 * shelves read at once, since whether they show depends on it.
 *
 * @attr kind - popular (default), hot, new, favourites, recent or lottery.
 * @attr count - How many games at most, 1-50 (default 20).
 * @attr see-all-path - Where "See all" leads instead of the lobby; "none" leaves it out.
 * The element carries data-empty (and is not displayed) while it has nothing to show.
 *
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-game-launch - Cancelable; { url, game } when a game was launched. Not cancelled: gd-navigate to /game.
 * @event gd-navigate - Cancelable; { path } of "See all" and of a launched game. Not cancelled: the page navigates.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart shelf - The whole section.
 * @csspart row - The scrolling row of cards.
 * @csspart game-card - Each game card (also game-card-launch, game-card-favourite, game-card-tournament: the
 *   "Tournament" badge while a running tournament counts the game, game-card-jackpot: the "Jackpot" badge when a
 *   pot takes its rounds).
 * @csspart error - The failure message with its retry button.
 * @cssproperty --gd-shelf-card-width - Card width on wide screens (default 168px).
 * @cssproperty --gd-shelf-card-width-phone - Card width on phones (default 132px).
 * @cssproperty --gd-color-accent - "See all" and focus colour.
 */
export const GdGameShelfElement = defineElement('gd-game-shelf', GameShelf, {
  texts: ['home', 'games'],
  props: { kind: 'string', count: 'number', seeAllPath: 'string' },
  styles: [gamesStyles, loadStateStyles, shelfStyles],
});
