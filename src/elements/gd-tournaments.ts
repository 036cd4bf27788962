import { addTextLoaders } from '../core/i18n/locales';
import { Tournaments, tournamentViews } from '../features/tournaments/Tournaments';
import { tournamentsStyles } from '../features/tournaments/tournaments.styles';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { defineElement, oneOf } from './define';

addTextLoaders(import.meta.glob('./*/tournaments.json', { base: '../../locales' }));

/**
 * @summary The tournaments: races over real play between a start and an end. The list shows the running ones
 * (time left, prize pool, entrants, the member's rank), the upcoming ones (starts in, an opt-in button) and the
 * finished ones (their winners). A card (click, Enter or Space) opens the tournament: its rules in plain words
 * (how the score counts, the minimum stake, the cap on counted rounds, the entry, start and end in the
 * member's language), the games that count (they launch from there; "also counts: lottery" where it does),
 * the prize table, the top 20 and, for a signed-in member, their rank with the five members above and below
 * (their own line marked), all live over the page's one live channel and resumed after a dropped connection.
 * After the end: the final rank and the prize paid with its reference. A visitor sees the tournaments and a
 * sign-in button; a demo or paused account is told why it cannot take part.
 *
 * @attr tournament-id - A tournament's id: that tournament instead of the list (Back leads to the list).
 * @attr view - "page" (default) or "shelf": the running tournaments only, compact, each leading to `page-path`.
 * @attr page-path - Where the shelf leads (default /tournaments; a tournament adds `?id=<id>`).
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-navigate - Cancelable; { path }: the register page for a visitor, the tournaments page from the
 *   shelf. Not cancelled: the page navigates.
 * @event gd-game-launch - Cancelable; { url, game } when an eligible game is launched from a tournament.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart tournaments - The list or a tournament, with the heading.
 * @csspart tournaments-intro - What a visitor sees above the tournaments.
 * @csspart sign-in - The visitor's sign-in button.
 * @csspart tournament - One tournament's card.
 * @csspart countdown - Time left, or time until the start.
 * @csspart winners - A finished tournament's first three.
 * @csspart opt-in - The opt-in button.
 * @csspart joined - "You're in".
 * @csspart not-eligible - Why the account cannot take part.
 * @csspart tournament-detail - One tournament's page.
 * @csspart back - The button back to the list.
 * @csspart status - The tournament's state.
 * @csspart rules - The rules in plain words.
 * @csspart games - The games that count.
 * @csspart game-card - One game (with `game-card-launch`, `game-card-favourite`, `game-card-tournament`,
 *   `game-card-jackpot`).
 * @csspart lottery - The note that the lottery counts too.
 * @csspart prizes - The prize table.
 * @csspart leaderboard - The top of the board.
 * @csspart board - The board's table.
 * @csspart my-rank - The member's rank, score and prize.
 * @csspart around - The lines above and below the member's.
 * @csspart prize - The prize paid, with its reference.
 * @csspart tournaments-shelf - The home shelf.
 * @csspart see-all - The shelf's link to every tournament.
 * @csspart error - A failure with its retry button.
 * @csspart empty - No tournament to show.
 * @cssproperty --gd-color-surface - Card background.
 * @cssproperty --gd-color-gold - Colour of the scores.
 * @cssproperty --gd-color-accent - Buttons, focus and the member's own line.
 * @cssproperty --gd-radius - Corner radius of the cards.
 */
export const GdTournamentsElement = defineElement('gd-tournaments', Tournaments, {
  texts: ['tournaments'],
  props: { tournamentId: 'number', view: oneOf(tournamentViews), pagePath: 'string' },
  styles: [loadStateStyles, tournamentsStyles],
});
