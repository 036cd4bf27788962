import { addTextLoaders } from '../core/i18n/locales';
import { Lobby } from '../features/lobby/Lobby';
import { lobbyStyles } from '../features/lobby/lobby.styles';
import { gamesStyles } from '../features/ui/games/games.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/{lobby,games}.json', { base: '../../locales' }));

/**
 * @summary A game lobby (the host page gives its heading): vendor tabs, the filters NEW, FAV, ALL, HOT and RECENT, search in
 * the site language, minimum-bet and lines filters, and a grid that stays smooth with
 * 10,000 games (only the rows near the screen are in the DOM; thumbnails load lazily).
 * A card launches its game (login first; a VASSALAGE game lists its sub-games); the heart
 * marks a favourite. The PvP lobby lists its tables above the games.
 *
 * @attr page-type - "rng" (default), "bgs", "bingo", "live", "fish", "pvp" or "seamless"
 *   (every vendor that plays from the main wallet, one vendor at a time).
 * @attr vendor - A vendor code selected first (e.g. from ?vendor=PG).
 * @attr filter - The list filter shown first: "ALL" (default), "NEW", "HOT", "FAV" or "RECENT"
 *   (the last two show ALL to a visitor).
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-game-launch - Cancelable { url, game } when a game was launched; cancel it to open the game yourself.
 * @event gd-navigate - { path } ("/game" after a launch); cancel it to route in the host page.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart lobby - The whole lobby.
 * @csspart vendor-tabs - The vendor tab list; each tab is vendor-tab.
 * @csspart toolbar - Filters, search, selects and count.
 * @csspart filters - The NEW/FAV/ALL/HOT/RECENT buttons; each is filter.
 * @csspart search - The search box.
 * @csspart count - The number of matching games.
 * @csspart game-grid - The grid of game cards.
 * @csspart game-card - One card; game-card-launch, game-card-favourite, game-card-maintenance and
 *   game-card-tournament (the "Tournament" badge while a running tournament counts the game) and
 *   game-card-jackpot (the "Jackpot" badge when a pot takes its rounds) inside.
 * @csspart game-card-placeholder - A card whose page is still loading.
 * @csspart thumb - A thumbnail; thumb-fallback when the default icon is shown.
 * @csspart rooms - The PvP tables; each is room.
 * @csspart lobby-loading - Shown while the first games load.
 * @csspart lobby-empty - No games match (with a clear-search or show-all action).
 * @csspart lobby-error - The games failed to load, with a retry button.
 * @cssproperty --gd-lobby-sticky-top - Offset of the sticky filter bar (height of a sticky site header).
 * @cssproperty --gd-lobby-bar-bg - Background of the sticky filter bar.
 * @cssproperty --gd-color-accent - Selected tab and focus colour.
 * @cssproperty --gd-color-surface - Card background.
 * @cssproperty --gd-radius - Corner radius.
 */
export const GdLobbyElement = defineElement('gd-lobby', Lobby, {
  texts: ['lobby', 'games'],
  props: { pageType: 'string', vendor: 'string', filter: 'string' },
  styles: [gamesStyles, lobbyStyles],
});
