import { addTextLoaders } from '../core/i18n/locales';
import { Jackpot, jackpotForms } from '../features/jackpots/Jackpot';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { jackpotsStyles } from '../features/ui/jackpots/jackpots.styles';
import { defineElement, oneOf } from './define';

addTextLoaders(import.meta.glob('./*/jackpots.json', { base: '../../locales' }));

/**
 * @summary The jackpots: pots that grow by a share of each eligible round's stake (paid by the house) and are
 * won by a round. The list shows each pot's value live over the page's one live channel (at most a second
 * behind; it counts up to each new value unless the reader asked for reduced motion, and only wins are
 * announced), its kind and how it drops ("drops before P 2,000.00") or is won ("each P 1.00 staked: a 1 in N
 * chance"), and its last win. A pot's page adds its rules in plain words (contribution rate, eligible games,
 * seed amount, cap), the commitment (SHA-256 of the running cycle's seed), the last 10 winners, what went in
 * and out of it, and the check of a won cycle: its revealed seed hashed here in the browser against the
 * published hash, the drop point or the winning round recomputed, and the cycle's contributions. Where the
 * jurisdiction profile forbids jackpots the page says so and the banner and the pill show nothing.
 *
 * @attr jackpot-id - A pot's id: its page (form page), or the pot the banner or pill shows (default the first).
 * @attr form - "page" (default), "banner" (the home page's wide banner) or "compact" (a pill for game cards and
 *   the game frame).
 * @attr page-path - Where the banner and the pill lead (default /jackpots; a pot adds `?id=<id>`).
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-navigate - Cancelable; { path }: a pot's page from the banner or the pill. Not cancelled: the page
 *   navigates.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart jackpots - The list or a pot's page, with the heading.
 * @csspart jackpot - One pot's card in the list.
 * @csspart value - A pot's value (`data-value`: the value it is moving to).
 * @csspart kind-line - How the pot drops or is won.
 * @csspart last-win - The pot's last win.
 * @csspart announce - The polite live region announcing a win.
 * @csspart jackpot-page - One pot's page.
 * @csspart back - The button back to the list.
 * @csspart rules - The rules in plain words.
 * @csspart commitment - The running cycle's seed hash, explained (`seed-hash`).
 * @csspart winners - The last 10 winners.
 * @csspart totals - Seeded + contributed = value + paid.
 * @csspart check - The checking panel (`cycle-pick`, `seed`, `check-result`, `contributions`).
 * @csspart banner - The banner form (`open`: its link).
 * @csspart pill - The compact form.
 * @csspart error - A failure with its retry button.
 * @csspart empty - No pot, or jackpots not offered here.
 * @cssproperty --gd-color-surface - Card background.
 * @cssproperty --gd-color-gold - The pots' values.
 * @cssproperty --gd-color-accent - Buttons and focus.
 * @cssproperty --gd-radius - Corner radius of the cards and the banner.
 */
export const GdJackpotElement = defineElement('gd-jackpot', Jackpot, {
  texts: ['jackpots'],
  props: { jackpotId: 'number', form: oneOf(jackpotForms), pagePath: 'string' },
  styles: [loadStateStyles, jackpotsStyles],
});
