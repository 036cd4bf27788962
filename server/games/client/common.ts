/**
 * What every built-in game page shares: its data block, the talk with the launching page,
 * the texts in the page's language, money formatting, the spin call and the offer to reopen a
 * game whose wallet went home while it stood idle.
 *
 * Message protocol with the parent (the page that launched the game):
 * - The game page posts ONLY with `parent.postMessage(message, parentOrigin)`, where
 *   parentOrigin is the exact origin recorded at launch (in the data block), never '*':
 *     { type: 'gd-game-ready' }                    once the game is drawn and playable;
 *     { type: 'gd-game-balance', balanceMinor }    after each round and reopen: the member's total
 *                                                  balance in minor units (the header's figure);
 *     { type: 'gd-game-close' }                    when the player presses the in-game exit.
 * - It ignores every incoming message unless event.origin is exactly parentOrigin and
 *   event.source is its parent window. The only message it answers is
 *   { type: 'gd-game-hello' } (a parent that started listening late), with gd-game-ready.
 */

import type { Envelope, RequestOf, ResponseOf } from '../../../src/core/contract/endpoint';
import { errors } from '../../../src/core/contract/errors';
import type { reopenGame, rouletteSpin, slotSpin } from '../../../src/core/contract/play';
import { formatMinorUnits } from '../../../src/core/money';
import type { pageData } from '../page-data';
import type { ScriptTexts } from '../page-text';

/** What the server writes into the page (server/games/page-data.ts), per engine. */
export type PageData = Awaited<ReturnType<typeof pageData>>;
export type SlotPageData = Extract<PageData, { slot: unknown }>;
export type RoulettePageData = Extract<PageData, { roulette: unknown }>;

/** The JSON the server wrote into the page: session, texts' language, figures and rules. */
export function readPageData<Data extends PageData>(): Data {
  const block = document.getElementById('gd-game-data');
  return JSON.parse(block?.textContent ?? '{}') as Data;
}

type ParentMessage =
  | { type: 'gd-game-ready' }
  | { type: 'gd-game-balance'; balanceMinor: number }
  | { type: 'gd-game-close' };

/** Posts to the launching page and listens to it, on its exact origin only. */
export function parentChannel(parentOrigin: string) {
  const framed = window.parent !== window;
  let ready = false;
  const post = (message: ParentMessage) => {
    if (framed) window.parent.postMessage(message, parentOrigin);
  };
  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (event.data?.type === 'gd-game-hello' && ready) post({ type: 'gd-game-ready' });
  });
  return {
    ready() {
      ready = true;
      post({ type: 'gd-game-ready' });
    },
    balance(balanceMinor: number) {
      post({ type: 'gd-game-balance', balanceMinor });
    },
    close() {
      post({ type: 'gd-game-close' });
    },
  };
}

/** A text of the page: one of the `play` namespace of the site's locales, which the server writes into the data block. */
export type TextKey = keyof ScriptTexts;

type TextValues = Record<string, string | number>;

/** Fills a page text's {{name}} placeholders; t.symbol names a slot symbol. */
export interface Translate {
  (key: TextKey, values?: TextValues): string;
  symbol(name: string): string;
}

/** The page's texts (the data block's, in the page's language): t('key', { name: value }) fills {{name}}. */
export function translator(texts: Partial<ScriptTexts>): Translate {
  const t = (key: TextKey, values: TextValues = {}) =>
    (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  const symbol = (name: string) => texts[`play_symbol_${name}` as TextKey] ?? name;
  return Object.assign(t, { symbol });
}

/** The site's money format (src/core/money.ts) as the game pages show it: two decimals, grouped, no symbol. */
const PAGE_MONEY = { currencyExponent: 2, numberLocale: 'en-US' };

/** A return to player as the pages show it: 0.96053 is "96.05%". */
export const formatRtp = (rate: number): string => `${(rate * 100).toFixed(2)}%`;

/** Minor units as the site shows them (two decimals, grouped). */
export function formatMoney(minor: number): string {
  return formatMinorUnits(minor, PAGE_MONEY);
}

/** The server's error codes a page tells apart, and the text each one shows. */
const ERROR_KEYS: Record<number, TextKey> = {
  [errors.INVALID_INPUT.code]: 'play_invalid',
  [errors.IDEMPOTENCY_CONFLICT.code]: 'play_invalid',
  [errors.INSUFFICIENT_FUNDS.code]: 'play_insufficient',
  [errors.SELF_EXCLUDED.code]: 'play_blocked',
  [errors.RG_LOSS_LIMIT.code]: 'play_loss_limit',
  [errors.RG_WAGER_LIMIT.code]: 'play_wager_limit',
  [errors.RG_STAKE_LIMIT.code]: 'play_stake_limit',
  [errors.RG_PRODUCT_OFF.code]: 'play_product_off',
  [errors.GAME_MAINTENANCE.code]: 'play_maintenance',
  [errors.GAME_TOO_FAST.code]: 'play_too_fast',
  [errors.GAME_SESSION_ENDED.code]: 'play_session_ended',
  [errors.GAME_SESSION_REPLACED.code]: 'play_session_replaced',
  [errors.GAME_WALLET_RECALLED.code]: 'play_err_wallet_recalled',
  [errors.NETWORK.code]: 'play_network',
};

/** A failed call: its catalogue code, the text key the page shows and what the server sent with it. */
export class PlayError extends Error {
  readonly code: number;
  readonly key: TextKey;
  readonly detail: unknown;

  constructor(code: number, detail: unknown = null) {
    super(ERROR_KEYS[code] ?? 'play_unknown');
    this.code = code;
    this.key = ERROR_KEYS[code] ?? 'play_unknown';
    this.detail = detail;
  }

  /** The failure in words: a loss or wager limit names its window and what is left in it; a stake cap its amount. */
  text(t: Translate): string {
    const detail = this.detail as { window?: unknown; remaining?: unknown; maxStake?: unknown } | null;
    if (typeof detail?.maxStake === 'number') return t(this.key, { maxStake: formatMoney(detail.maxStake) });
    const window = String(detail?.window);
    if (typeof detail?.remaining === 'number' && ['day', 'week', 'month'].includes(window)) {
      return t(this.key, {
        window: t(`play_window_${window as 'day' | 'week' | 'month'}`),
        remaining: formatMoney(detail.remaining),
      });
    }
    return t(this.key);
  }
}

export const NETWORK_ERROR = errors.NETWORK.code;
export const SESSION_ENDED = errors.GAME_SESSION_ENDED.code;
/** The game session ended because another game was opened (no play in two games at once). */
const SESSION_REPLACED = errors.GAME_SESSION_REPLACED.code;
/** Whether a failure means the game session is over: the page takes no more rounds. */
export const sessionOver = (code: number): boolean => code === SESSION_ENDED || code === SESSION_REPLACED;
export const WALLET_RECALLED = errors.GAME_WALLET_RECALLED.code;

/** A random round id; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newSpinId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The built-in games' calls (src/core/contract/play.ts). */
export type PlayEndpoint = typeof slotSpin | typeof rouletteSpin | typeof reopenGame;

/**
 * Makes one of the game's calls with its game session. A lost connection sends the very same
 * body again (a round or reopen id the server has seen answers what it did, so money never
 * moves twice).
 */
async function callGame<E extends PlayEndpoint>(
  data: PageData,
  path: string,
  body: RequestOf<E>,
): Promise<ResponseOf<E>> {
  let lastError = new PlayError(NETWORK_ERROR);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await wait(600 * attempt);
    let response: Response;
    try {
      response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [data.sessionHeader]: data.sessionToken },
        body: JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch {
      continue;
    }
    let envelope: Envelope<ResponseOf<E>>;
    try {
      envelope = await response.json();
    } catch {
      lastError = new PlayError(response.status >= 500 ? NETWORK_ERROR : 0);
      if (response.status >= 500) continue;
      throw lastError;
    }
    if (envelope.code === 0) return envelope.value as ResponseOf<E>;
    if (response.status >= 500) {
      lastError = new PlayError(envelope.code);
      continue;
    }
    throw new PlayError(envelope.code, envelope.value);
  }
  throw lastError;
}

/** Plays one round. */
export function spin<E extends typeof slotSpin | typeof rouletteSpin>(
  data: PageData,
  body: RequestOf<E>,
): Promise<ResponseOf<E>> {
  return callGame<E>(data, data.spinPath, body);
}

/** What a page lends the reopen offer: its status line, balance figure, controls and parent. */
export interface ReopenPage {
  channel: ReturnType<typeof parentChannel>;
  spinButton: HTMLButtonElement;
  /** Writes the status line under the game. */
  say(text: string): void;
  /** Shows the balance of the game's wallet. */
  setBalance(balanceMinor: number): void;
  /** Enables or disables the controls after a change of state. */
  refresh(): void;
  /** The game session itself has ended: the page takes no more rounds. */
  onEnded(): void;
}

/**
 * What a page shows when a round was refused because the game's wallet went home to the main
 * wallet while the game stood idle: why, and a button that reopens the game (the server fills the
 * wallet again as the launch did). While it waits (`waiting`), the page takes no round.
 */
export function reopenOffer(data: PageData, t: Translate, page: ReopenPage) {
  const message = h('p', { class: 'reopen-message' });
  const button = h('button', { type: 'button', class: 'reopen-button' }, t('play_reopen'));
  const element = h('div', { class: 'reopen', role: 'alert', hidden: true }, message, button);
  let reopenId = '';
  const offer = {
    element,
    waiting: false,
    /** After the refused round: the wallet is empty, the page says why and puts the keyboard on the button. */
    offer() {
      offer.waiting = true;
      page.setBalance(0);
      page.say('');
      page.refresh();
      button.hidden = false;
      message.textContent = t('play_err_wallet_recalled');
      element.hidden = false;
      button.focus();
    },
  };
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.textContent = t('play_reopening');
    // One id per reopen the player asks for: a retry after a lost answer moves nothing twice.
    reopenId ||= newSpinId();
    try {
      const balances = await callGame<typeof reopenGame>(data, data.reopenPath, { reopenId });
      reopenId = '';
      element.hidden = true;
      offer.waiting = false;
      page.setBalance(balances.balanceMinor);
      page.say(t('play_reopened'));
      page.channel.balance(balances.totalBalanceMinor);
      page.refresh();
      page.spinButton.focus();
    } catch (error) {
      const failure = error instanceof PlayError ? error : new PlayError(0);
      if (failure.code !== NETWORK_ERROR) reopenId = '';
      message.textContent = t(failure.key);
      if (sessionOver(failure.code)) {
        button.hidden = true;
        page.onEnded();
        page.refresh();
      }
    }
    button.disabled = false;
    button.textContent = t('play_reopen');
  });
  return offer;
}

type Attributes = Record<string, string | number | boolean | null | undefined>;
type Child = Node | string | false | null | undefined;

/** Creates an element: h('button', { class: 'spin', type: 'button' }, 'Spin'). */
export function h<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  ...children: (Child | readonly Child[])[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) element.append(child);
  }
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

/** Creates an SVG element with presentation attributes (no style attribute: the page's CSP forbids inline styles). */
export function svg<Tag extends keyof SVGElementTagNameMap>(
  tag: Tag,
  attributes: Record<string, string | number> = {},
  ...children: (Node | string | null | undefined)[]
): SVGElementTagNameMap[Tag] {
  const element = document.createElementNS(SVG, tag) as SVGElementTagNameMap[Tag];
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  for (const child of children) if (child) element.append(child);
  return element;
}

/** Whether the player asked the system for less motion (animations get short; the round pace stays). */
export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The bar at the top of every game: exit, the game's name and vendor, and an optional info button. */
export function gameHeader(data: PageData, t: Translate, onExit: () => void, infoButton?: HTMLElement) {
  const exit = h('button', {
    type: 'button',
    class: 'exit',
    'aria-label': t('play_exit'),
    title: t('play_exit'),
  });
  exit.append(
    svg(
      'svg',
      { viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': 'true' },
      svg('path', {
        d: 'M6 6l12 12M18 6L6 18',
        stroke: 'currentColor',
        'stroke-width': 2.4,
        'stroke-linecap': 'round',
      }),
    ),
  );
  exit.addEventListener('click', onExit);
  return h(
    'header',
    { class: 'bar' },
    exit,
    h('div', { class: 'title' }, h('h1', {}, data.gameName), h('span', { class: 'vendor' }, data.vendorName)),
    infoButton ?? h('span', { class: 'bar-space' }),
  );
}

/**
 * How a settled round is told. Where the brand's profile says so (uk, on), only a payout above the
 * stake is a win; a smaller or equal return is named plainly ("Returned 0.40"), with no win styling.
 */
export function roundResult(
  data: Pick<PageData, 'winOnlyAboveStake'>,
  t: Translate,
  round: { stake: number; payout: number },
): { text: string; win: boolean } {
  const amount = formatMoney(round.payout);
  if (round.payout <= 0) return { text: t('play_no_win'), win: false };
  if (data.winOnlyAboveStake && round.payout <= round.stake) {
    return { text: t('play_returned', { amount }), win: false };
  }
  return { text: t('play_you_won', { amount }), win: true };
}

/** The label of the figure showing the last round's payout: "Last win", or "Last paid" where only a net win is a win. */
export const payoutLabel = (data: Pick<PageData, 'winOnlyAboveStake'>, t: Translate) =>
  t(data.winOnlyAboveStake ? 'play_last_paid' : 'play_last_win');

/** Time played as h:mm:ss (m:ss under an hour). */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const [hours, minutes] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60];
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
}

/** A net position with its sign: "+1.20", "-3.00", "0.00". */
export const formatNet = (minor: number): string =>
  minor > 0 ? `+${formatMoney(minor)}` : minor < 0 ? `-${formatMoney(-minor)}` : formatMoney(0);

/**
 * The net position and time played since the game opened (its game session starts with the page),
 * where the brand's profile asks for them (uk, on): one line under the bar, its clock ticking each
 * second. Null elsewhere.
 */
export function netPositionLine(data: Pick<PageData, 'showNetPosition'>, t: Translate) {
  if (!data.showNetPosition) return null;
  let net = 0;
  const loaded = performance.now();
  const netOut = h('span', { class: 'net' });
  const timeOut = h('span', { class: 'elapsed' });
  const element = h('p', { class: 'net-position' }, netOut, timeOut);
  const show = () => {
    netOut.textContent = t('play_net_position', { amount: formatNet(net) });
    timeOut.textContent = t('play_elapsed', { time: formatElapsed(performance.now() - loaded) });
  };
  show();
  setInterval(show, 1000);
  return {
    element,
    /** After a round: what it paid less what it staked. */
    add(delta: number) {
      net += delta;
      show();
    },
  };
}

/** A labelled figure in the controls (balance, last win, total bet). */
export function meter(label: string, className: string) {
  const value = h('strong', { class: 'meter-value' }, '');
  const box = h('div', { class: `meter ${className}` }, h('span', { class: 'meter-label' }, label), value);
  return { box, set: (text: string) => (value.textContent = text) };
}

/** Space or Enter with nothing else focused plays a round (a focused button keeps its own keys). */
export function spinKeys(onSpin: () => void) {
  document.addEventListener('keydown', (event) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    const target = event.target;
    if (
      target !== document.body &&
      target !== document.documentElement &&
      !(target instanceof Element && target.classList.contains('game'))
    )
      return;
    if (event.repeat) return;
    event.preventDefault();
    onSpin();
  });
}
