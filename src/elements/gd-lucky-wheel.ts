import { addTextLoaders } from '../core/i18n/locales';
import { LuckyWheel } from '../features/lucky-wheel/LuckyWheel';
import { luckyWheelStyles } from '../features/lucky-wheel/lucky-wheel.styles';
import { loadStateStyles } from '../features/ui/data/load-state.styles';
import { defineElement } from './define';

addTextLoaders(import.meta.glob('./*/lucky-wheel.json', { base: '../../locales' }));

/**
 * @summary The lucky wheel: its segments with their prizes and published odds (summing to 100 %, a segment whose
 * daily pool is empty marked so, with the odds as they then stand) and how spins are earned. A signed-in member
 * also sees their spins left, spins (the wheel turns to the segment the server drew, or lands at once under
 * reduced motion, and the prize is announced; money prizes reach the balance), buys a spin with points where the
 * wheel sells them, and checks every spin: the provably fair panel shows the current server seed's hash, the
 * client seed (editable), the next counter and reveals and changes the server seed; the history checks each
 * spin made with a revealed seed here in the browser. A visitor sees the wheel and a sign-in button; a demo or
 * paused account is told why it cannot spin.
 *
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-navigate - Cancelable; { path }: the register page for a visitor. Not cancelled: the page navigates.
 * @event gd-balance-change - { balanceMinor } after a money prize changed the member's balance.
 * @event gd-error - { code } from the error catalogue.
 *
 * @csspart lucky-wheel - The whole wheel section, with the heading.
 * @csspart lucky-wheel-intro - What a visitor sees above the wheel.
 * @csspart sign-in - The visitor's sign-in button.
 * @csspart wheel - The wheel drawn.
 * @csspart odds - The segments' prizes and chances.
 * @csspart segment - One segment's line (also `segment-empty` when its pool is empty today).
 * @csspart rules - How spins are earned.
 * @csspart spins-left - The member's spins left.
 * @csspart spin - The Spin button.
 * @csspart no-spins - Why the Spin button is disabled (no spin left).
 * @csspart not-eligible - Why the account cannot spin.
 * @csspart buy - The button buying a spin with points.
 * @csspart result - The spin's result, announced.
 * @csspart spin-error - A refused spin or purchase.
 * @csspart provably-fair - The seeds panel.
 * @csspart server-hash - The current server seed's SHA-256.
 * @csspart next-counter - The counter the next spin takes.
 * @csspart client-seed - The client seed form.
 * @csspart rotate - The button revealing and changing the server seed (`rotate-confirm` confirms).
 * @csspart revealed - The seed just revealed and its hash.
 * @csspart history - The spin history.
 * @csspart spin-row - One past spin.
 * @csspart check - A spin's Check button.
 * @csspart check-result - What the check found, with `odds-at-spin`.
 * @csspart error - A failure with its retry button.
 * @csspart empty - No wheel on this site.
 * @cssproperty --gd-color-surface - Panel background.
 * @cssproperty --gd-color-gold - The pointer, the Spin button and the result.
 * @cssproperty --gd-color-accent - Buttons and focus.
 * @cssproperty --gd-radius - Corner radius of the panels.
 */
export const GdLuckyWheelElement = defineElement('gd-lucky-wheel', LuckyWheel, {
  texts: ['lucky-wheel'],
  styles: [loadStateStyles, luckyWheelStyles],
});
