/**
 * What every built-in game page shares: its data block, the talk with the launching page,
 * the texts in the page's language, money formatting and the spin call.
 *
 * Message protocol with the parent (the page that launched the game):
 * - The game page posts ONLY with `parent.postMessage(message, parentOrigin)`, where
 *   parentOrigin is the exact origin recorded at launch (in the data block), never '*':
 *     { type: 'gd-game-ready' }                    once the game is drawn and playable;
 *     { type: 'gd-game-balance', balanceMinor }    after each round: the member's total
 *                                                  balance in minor units (the header's figure);
 *     { type: 'gd-game-close' }                    when the player presses the in-game exit.
 * - It ignores every incoming message unless event.origin is exactly parentOrigin and
 *   event.source is its parent window. The only message it answers is
 *   { type: 'gd-game-hello' } (a parent that started listening late), with gd-game-ready.
 */

import type { Envelope, RequestOf, ResponseOf } from '../../../src/core/contract/endpoint';
import { errors } from '../../../src/core/contract/errors';
import type { rouletteSpin, slotSpin } from '../../../src/core/contract/play';
import { formatMinorUnits } from '../../../src/core/money';
import type { PlayLanguage } from '../language';
import type { pageData } from '../page-data';

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

/** The page's texts in English, the language every other one follows key by key. */
const english = {
  exit: 'Exit game',
  info: 'Rules and paytable',
  closeInfo: 'Close',
  balance: 'Balance',
  lastWin: 'Last win',
  stake: 'Stake',
  stakeDown: 'Lower stake',
  stakeUp: 'Raise stake',
  spin: 'Spin',
  spinning: 'Spinning…',
  wait: 'Next round in a moment…',
  youWon: 'You won {amount}',
  noWin: 'No win this time',
  lineWin: 'Line {line}: {count} × {symbol}',
  lines: '{count} lines',
  rtp: 'Return to player {rtp}',
  version: 'Paytable {version}',
  payRow: '{count} in a row',
  wildNote: 'The wild stands for any symbol; lines pay from the left reel.',
  placeBets: 'Place your bets, then spin',
  totalBet: 'Total bet',
  chips: 'Chip value',
  clear: 'Clear bets',
  undo: 'Undo',
  history: 'Last numbers',
  noHistory: 'No numbers yet',
  result: 'The ball landed on {number} {colour}',
  tableLimit: 'Table limit {amount}',
  tooManyBets: 'At most {count} bets per round',
  noBets: 'Place a chip on the board first',
  roulettePays:
    'Straight pays 35 to 1, dozens and columns 2 to 1, red, black, odd, even, 1–18 and 19–36 1 to 1.',
  green: 'green',
  red: 'red',
  black: 'black',
  betStraight: 'Number {number}',
  betRed: 'Red',
  betBlack: 'Black',
  betOdd: 'Odd',
  betEven: 'Even',
  betLow: '1–18',
  betHigh: '19–36',
  betDozen1: '1st 12',
  betDozen2: '2nd 12',
  betDozen3: '3rd 12',
  betColumn: '2 to 1',
  betColumnLabel: 'Column {index}',
  betAmount: '{bet}, bet {amount}',
  insufficient: 'Insufficient balance for this stake',
  tooFast: 'Please wait for the current round to finish.',
  sessionEnded: 'Your game session has ended. Go back and launch the game again.',
  invalid: 'That bet is not allowed here',
  network: 'Network link is abnormal, please try again',
  blocked: 'You cannot play right now: check your responsible-gaming settings',
  maintenance: 'This game is under maintenance. Go back and choose another game.',
  unknown: 'Unknown error',
  symbols: {
    wild: 'Wild',
    seven: 'Seven',
    diamond: 'Diamond',
    bell: 'Bell',
    grape: 'Grapes',
    orange: 'Orange',
    lemon: 'Lemon',
    cherry: 'Cherry',
  },
};

type Texts = typeof english;
/** A text of the page (the symbols' names are read through t.symbol). */
export type TextKey = Exclude<keyof Texts, 'symbols'>;
type SymbolName = keyof Texts['symbols'];

/** The page's texts in each page language (the same keys in every one). */
export const texts: Record<PlayLanguage, Texts> = {
  en: english,
  es: {
    exit: 'Salir del juego',
    info: 'Reglas y tabla de pagos',
    closeInfo: 'Cerrar',
    balance: 'Saldo',
    lastWin: 'Último premio',
    stake: 'Apuesta',
    stakeDown: 'Bajar apuesta',
    stakeUp: 'Subir apuesta',
    spin: 'Girar',
    spinning: 'Girando…',
    wait: 'La próxima ronda en un momento…',
    youWon: 'Has ganado {amount}',
    noWin: 'Sin premio esta vez',
    lineWin: 'Línea {line}: {count} × {symbol}',
    lines: '{count} líneas',
    rtp: 'Retorno al jugador {rtp}',
    version: 'Tabla de pagos {version}',
    payRow: '{count} seguidos',
    wildNote: 'El comodín sustituye a cualquier símbolo; las líneas pagan desde el rodillo izquierdo.',
    placeBets: 'Haz tus apuestas y gira',
    totalBet: 'Apuesta total',
    chips: 'Valor de la ficha',
    clear: 'Borrar apuestas',
    undo: 'Deshacer',
    history: 'Últimos números',
    noHistory: 'Aún no hay números',
    result: 'La bola cayó en el {number} {colour}',
    tableLimit: 'Límite de la mesa {amount}',
    tooManyBets: 'Como máximo {count} apuestas por ronda',
    noBets: 'Primero coloca una ficha en el tablero',
    roulettePays:
      'El pleno paga 35 a 1, docenas y columnas 2 a 1; rojo, negro, impar, par, 1–18 y 19–36 pagan 1 a 1.',
    green: 'verde',
    red: 'rojo',
    black: 'negro',
    betStraight: 'Número {number}',
    betRed: 'Rojo',
    betBlack: 'Negro',
    betOdd: 'Impar',
    betEven: 'Par',
    betLow: '1–18',
    betHigh: '19–36',
    betDozen1: '1.ª docena',
    betDozen2: '2.ª docena',
    betDozen3: '3.ª docena',
    betColumn: '2 a 1',
    betColumnLabel: 'Columna {index}',
    betAmount: '{bet}, apuesta {amount}',
    insufficient: 'Saldo insuficiente para esta apuesta',
    tooFast: 'Espera a que termine la ronda actual.',
    sessionEnded: 'Tu sesión de juego ha terminado. Vuelve y abre el juego de nuevo.',
    invalid: 'Esa apuesta no está permitida aquí',
    network: 'La conexión de red es anormal, inténtalo de nuevo',
    blocked: 'Ahora no puedes jugar: revisa tus ajustes de juego responsable',
    maintenance: 'Este juego está en mantenimiento. Vuelve y elige otro juego.',
    unknown: 'Error desconocido',
    symbols: {
      wild: 'Comodín',
      seven: 'Siete',
      diamond: 'Diamante',
      bell: 'Campana',
      grape: 'Uvas',
      orange: 'Naranja',
      lemon: 'Limón',
      cherry: 'Cereza',
    },
  },
  pt: {
    exit: 'Sair do jogo',
    info: 'Regras e tabela de pagamentos',
    closeInfo: 'Fechar',
    balance: 'Saldo',
    lastWin: 'Último prêmio',
    stake: 'Aposta',
    stakeDown: 'Diminuir aposta',
    stakeUp: 'Aumentar aposta',
    spin: 'Girar',
    spinning: 'Girando…',
    wait: 'Próxima rodada em instantes…',
    youWon: 'Você ganhou {amount}',
    noWin: 'Sem prêmio desta vez',
    lineWin: 'Linha {line}: {count} × {symbol}',
    lines: '{count} linhas',
    rtp: 'Retorno ao jogador {rtp}',
    version: 'Tabela de pagamentos {version}',
    payRow: '{count} seguidos',
    wildNote: 'O curinga substitui qualquer símbolo; as linhas pagam a partir do rolo da esquerda.',
    placeBets: 'Faça suas apostas e gire',
    totalBet: 'Aposta total',
    chips: 'Valor da ficha',
    clear: 'Limpar apostas',
    undo: 'Desfazer',
    history: 'Últimos números',
    noHistory: 'Ainda sem números',
    result: 'A bola caiu no {number} {colour}',
    tableLimit: 'Limite da mesa {amount}',
    tooManyBets: 'No máximo {count} apostas por rodada',
    noBets: 'Coloque primeiro uma ficha no tabuleiro',
    roulettePays:
      'O número pleno paga 35 para 1, dúzias e colunas 2 para 1; vermelho, preto, ímpar, par, 1–18 e 19–36 pagam 1 para 1.',
    green: 'verde',
    red: 'vermelho',
    black: 'preto',
    betStraight: 'Número {number}',
    betRed: 'Vermelho',
    betBlack: 'Preto',
    betOdd: 'Ímpar',
    betEven: 'Par',
    betLow: '1–18',
    betHigh: '19–36',
    betDozen1: '1ª dúzia',
    betDozen2: '2ª dúzia',
    betDozen3: '3ª dúzia',
    betColumn: '2 para 1',
    betColumnLabel: 'Coluna {index}',
    betAmount: '{bet}, aposta {amount}',
    insufficient: 'Saldo insuficiente para esta aposta',
    tooFast: 'Aguarde o fim da rodada atual.',
    sessionEnded: 'A sua sessão de jogo terminou. Volte e abra o jogo novamente.',
    invalid: 'Essa aposta não é permitida aqui',
    network: 'A conexão de rede está anormal, tente novamente',
    blocked: 'Você não pode jogar agora: verifique as suas definições de jogo responsável',
    maintenance: 'Este jogo está em manutenção. Volte e escolha outro jogo.',
    unknown: 'Erro desconhecido',
    symbols: {
      wild: 'Curinga',
      seven: 'Sete',
      diamond: 'Diamante',
      bell: 'Sino',
      grape: 'Uvas',
      orange: 'Laranja',
      lemon: 'Limão',
      cherry: 'Cereja',
    },
  },
  ty: {
    exit: 'Quitter le jeu',
    info: 'Règles et table des gains',
    closeInfo: 'Fermer',
    balance: 'Solde',
    lastWin: 'Dernier gain',
    stake: 'Mise',
    stakeDown: 'Baisser la mise',
    stakeUp: 'Augmenter la mise',
    spin: 'Lancer',
    spinning: 'Ça tourne…',
    wait: 'Prochaine manche dans un instant…',
    youWon: 'Vous avez gagné {amount}',
    noWin: 'Pas de gain cette fois',
    lineWin: 'Ligne {line} : {count} × {symbol}',
    lines: '{count} lignes',
    rtp: 'Taux de retour au joueur {rtp}',
    version: 'Table des gains {version}',
    payRow: '{count} d’affilée',
    wildNote: 'Le joker remplace n’importe quel symbole ; les lignes paient depuis le rouleau de gauche.',
    placeBets: 'Faites vos jeux, puis lancez',
    totalBet: 'Mise totale',
    chips: 'Valeur du jeton',
    clear: 'Effacer les mises',
    undo: 'Annuler',
    history: 'Derniers numéros',
    noHistory: 'Pas encore de numéro',
    result: 'La bille est tombée sur le {number} {colour}',
    tableLimit: 'Limite de la table {amount}',
    tooManyBets: 'Au plus {count} mises par manche',
    noBets: 'Placez d’abord un jeton sur le tapis',
    roulettePays:
      'Le plein paie 35 contre 1, douzaines et colonnes 2 contre 1 ; rouge, noir, impair, pair, 1–18 et 19–36 paient 1 contre 1.',
    green: 'vert',
    red: 'rouge',
    black: 'noir',
    betStraight: 'Numéro {number}',
    betRed: 'Rouge',
    betBlack: 'Noir',
    betOdd: 'Impair',
    betEven: 'Pair',
    betLow: '1–18',
    betHigh: '19–36',
    betDozen1: '1re douzaine',
    betDozen2: '2e douzaine',
    betDozen3: '3e douzaine',
    betColumn: '2 contre 1',
    betColumnLabel: 'Colonne {index}',
    betAmount: '{bet}, mise {amount}',
    insufficient: 'Solde insuffisant pour cette mise',
    tooFast: 'Veuillez attendre la fin de la manche en cours.',
    sessionEnded: 'Votre session de jeu est terminée. Revenez en arrière et relancez le jeu.',
    invalid: 'Cette mise n’est pas autorisée ici',
    network: 'La connexion réseau est anormale, veuillez réessayer',
    blocked: 'Vous ne pouvez pas jouer pour le moment : vérifiez vos réglages de jeu responsable',
    maintenance: 'Ce jeu est en maintenance. Revenez en arrière et choisissez un autre jeu.',
    unknown: 'Erreur inconnue',
    symbols: {
      wild: 'Joker',
      seven: 'Sept',
      diamond: 'Diamant',
      bell: 'Cloche',
      grape: 'Raisin',
      orange: 'Orange',
      lemon: 'Citron',
      cherry: 'Cerise',
    },
  },
};

type TextValues = Record<string, string | number>;

/** Fills a page text's {name} placeholders; t.symbol names a slot symbol. */
export interface Translate {
  (key: TextKey, values?: TextValues): string;
  symbol(name: string): string;
}

/** The page's texts: t('key', { name: value }) fills {name}. */
export function translator(language: string): Translate {
  const table: Texts = texts[language as PlayLanguage] ?? texts.en;
  const t = (key: TextKey, values: TextValues = {}) =>
    String(table[key] ?? texts.en[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) =>
      String(values[name] ?? ''),
    );
  const symbol = (name: string) =>
    table.symbols[name as SymbolName] ?? texts.en.symbols[name as SymbolName] ?? name;
  return Object.assign(t, { symbol });
}

/** The site's money format (src/core/money.ts) as the game pages show it: two decimals, grouped, no symbol. */
const PAGE_MONEY = { currencyExponent: 2, numberLocale: 'en-US' };

/** Minor units as the site shows them (two decimals, grouped). */
export function formatMoney(minor: number): string {
  return formatMinorUnits(minor, PAGE_MONEY);
}

/** The server's error codes a page tells apart, and the text each one shows. */
const ERROR_KEYS: Record<number, TextKey> = {
  [errors.INVALID_INPUT.code]: 'invalid',
  [errors.IDEMPOTENCY_CONFLICT.code]: 'invalid',
  [errors.INSUFFICIENT_FUNDS.code]: 'insufficient',
  [errors.SELF_EXCLUDED.code]: 'blocked',
  [errors.GAME_MAINTENANCE.code]: 'maintenance',
  [errors.GAME_TOO_FAST.code]: 'tooFast',
  [errors.GAME_SESSION_ENDED.code]: 'sessionEnded',
  [errors.NETWORK.code]: 'network',
};

/** A failed call: its catalogue code and the text key the page shows. */
export class PlayError extends Error {
  readonly code: number;
  readonly key: TextKey;

  constructor(code: number) {
    super(ERROR_KEYS[code] ?? 'unknown');
    this.code = code;
    this.key = ERROR_KEYS[code] ?? 'unknown';
  }
}

export const NETWORK_ERROR = errors.NETWORK.code;
export const SESSION_ENDED = errors.GAME_SESSION_ENDED.code;

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

/** The built-in games' round calls (src/core/contract/play.ts). */
export type PlayEndpoint = typeof slotSpin | typeof rouletteSpin;

/**
 * Plays one round. A lost connection retries the same round id (the server answers a
 * retried id with the round it already played, so money never moves twice).
 */
export async function spin<E extends PlayEndpoint>(
  data: PageData,
  body: RequestOf<E>,
): Promise<ResponseOf<E>> {
  let lastError = new PlayError(NETWORK_ERROR);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await wait(600 * attempt);
    let response: Response;
    try {
      response = await fetch(data.spinPath, {
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
    throw new PlayError(envelope.code);
  }
  throw lastError;
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
  const exit = h('button', { type: 'button', class: 'exit', 'aria-label': t('exit'), title: t('exit') });
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
