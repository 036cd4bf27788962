/**
 * The European roulette page: a betting board (straight numbers, red/black, odd/even,
 * 1–18/19–36, dozens, columns), chips, undo, clear and spin (Space or Enter), the wheel with
 * its result and the last numbers. Each spin is one server round, at least 2.5 s apart; the
 * wheel's turn is shortened with reduced motion, the pace is not. No autoplay.
 * The talk with the launching page is described in common.ts.
 */
import type { RequestOf, ResponseOf } from '../../../src/core/contract/endpoint';
import type { rouletteSpin } from '../../../src/core/contract/play';
import {
  formatMoney,
  formatRtp,
  gameHeader,
  h,
  meter,
  netPositionLine,
  newSpinId,
  PlayError,
  parentChannel,
  payoutLabel,
  type RoulettePageData,
  readPageData,
  reducedMotion,
  reopenOffer,
  roundResult,
  sessionOver,
  spin,
  spinKeys,
  svg,
  translator,
  WALLET_RECALLED,
  wait,
} from './common.js';

type Bet = RequestOf<typeof rouletteSpin>['bets'][number];
type BetKind = Bet['kind'];
type Colour = ResponseOf<typeof rouletteSpin>['colour'];

const data = readPageData<RoulettePageData>();
const t = translator(data.texts);
const channel = parentChannel(data.parentOrigin);
const rules = data.roulette;
const MAX_BETS = 20;
const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const colourOf = (number: number): Colour => (number === 0 ? 'green' : RED.has(number) ? 'red' : 'black');
const POCKET = 360 / WHEEL.length;
const SPIN_MS = 2400;

/** The wheel: 37 pockets in European order, pocket 0 at the top before it turns. */
function buildWheel() {
  const turning = svg('g', { class: 'wheel-turn' });
  const polar = (radius: number, degrees: number) => {
    const radians = ((degrees - 90) * Math.PI) / 180;
    return [radius * Math.cos(radians), radius * Math.sin(radians)] as const;
  };
  WHEEL.forEach((number, index) => {
    const from = index * POCKET - POCKET / 2;
    const to = from + POCKET;
    const [x1, y1] = polar(100, from);
    const [x2, y2] = polar(100, to);
    const [x3, y3] = polar(66, to);
    const [x4, y4] = polar(66, from);
    turning.append(
      svg('path', {
        d: `M${x1} ${y1}A100 100 0 0 1 ${x2} ${y2}L${x3} ${y3}A66 66 0 0 0 ${x4} ${y4}Z`,
        class: `pocket pocket-${colourOf(number)}`,
      }),
    );
    const [tx, ty] = polar(88, index * POCKET);
    turning.append(
      svg(
        'text',
        {
          x: tx,
          y: ty,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          'font-size': 8,
          'font-weight': 700,
          fill: '#fff',
          transform: `rotate(${index * POCKET} ${tx} ${ty})`,
        },
        String(number),
      ),
    );
  });
  turning.append(svg('circle', { r: 64, class: 'wheel-bowl' }));
  turning.append(svg('circle', { r: 22, class: 'wheel-hub' }));
  const ball = svg('circle', { cx: 0, cy: -74, r: 6, class: 'ball' });
  const picture = svg(
    'svg',
    { viewBox: '-110 -110 220 220', class: 'wheel', 'aria-hidden': 'true' },
    svg('circle', { r: 108, class: 'wheel-rim' }),
    turning,
    ball,
    svg('polygon', { points: '-8,-110 8,-110 0,-96', class: 'pointer' }),
  );
  let rotation = 0;
  return {
    picture,
    /** Turns the wheel so the pocket of `number` ends under the pointer. */
    async turnTo(number: number, motion: boolean) {
      const target = -WHEEL.indexOf(number) * POCKET;
      const offset = (((target - rotation) % 360) + 360) % 360;
      rotation += (motion ? 3 * 360 : 0) + offset;
      ball.classList.add('hidden');
      turning.style.transitionDuration = `${motion ? SPIN_MS : 200}ms`;
      turning.style.transform = `rotate(${rotation}deg)`;
      await wait(motion ? SPIN_MS : 200);
      ball.classList.remove('hidden');
    },
  };
}

interface GridPlace {
  row: number;
  column: number;
}

/** A place to bet on the board. */
interface Position {
  key: string;
  bet: { kind: BetKind; numbers?: number[] };
  label: string;
  name: string;
  place: 'zero' | 'number' | 'column' | 'dozen' | 'even-money';
  colour?: Colour | undefined;
  across?: GridPlace;
  down?: GridPlace;
}

const COLUMNS = ['column1', 'column2', 'column3'] as const;

/** Every board position: its bet, label and where it sits across (desktop) and down (phone). */
function boardPositions() {
  const positions: Position[] = [];
  positions.push({
    key: 'straight:0',
    bet: { kind: 'straight', numbers: [0] },
    label: '0',
    name: t('play_bet_straight', { number: 0 }),
    place: 'zero',
    colour: 'green',
  });
  for (let number = 1; number <= 36; number++) {
    const column = ((number - 1) % 3) + 1;
    const row = Math.ceil(number / 3);
    positions.push({
      key: `straight:${number}`,
      bet: { kind: 'straight', numbers: [number] },
      label: String(number),
      name: t('play_bet_straight', { number }),
      place: 'number',
      colour: colourOf(number),
      across: { row: 4 - column, column: row + 1 },
      down: { row: row + 1, column },
    });
  }
  for (let column = 1; column <= 3; column++) {
    positions.push({
      key: `column${column}`,
      bet: { kind: COLUMNS[column - 1]! },
      label: t('play_bet_column'),
      name: t('play_bet_column_label', { index: column }),
      place: 'column',
      across: { row: 4 - column, column: 14 },
      down: { row: 14, column },
    });
  }
  const outside: [BetKind, string][] = [
    ['dozen1', t('play_bet_dozen_1')],
    ['dozen2', t('play_bet_dozen_2')],
    ['dozen3', t('play_bet_dozen_3')],
    ['low', t('play_bet_low')],
    ['even', t('play_bet_even')],
    ['red', t('play_bet_red')],
    ['black', t('play_bet_black')],
    ['odd', t('play_bet_odd')],
    ['high', t('play_bet_high')],
  ];
  for (const [kind, label] of outside) {
    positions.push({
      key: kind,
      bet: { kind },
      label,
      name: label,
      place: kind.startsWith('dozen') ? 'dozen' : 'even-money',
      colour: kind === 'red' || kind === 'black' ? kind : undefined,
    });
  }
  return positions;
}

function app() {
  const main = document.getElementById('game')!;
  const chips = rules.chips;
  let chip = chips[0]!;
  let busy = false;
  let ended = false;
  let balance = data.balanceMinor;
  let history = [...rules.history];
  /** What lies on the board: position key -> amount; and the order chips went down (undo). */
  const placed = new Map<string, number>();
  const placements: [string, number][] = [];

  const balanceMeter = meter(t('play_balance'), 'balance');
  const totalMeter = meter(t('play_total_bet'), 'total');
  const winMeter = meter(payoutLabel(data, t), 'last-win');
  const netLine = netPositionLine(data, t);
  /** The balance of the game's wallet, as the page keeps and shows it. */
  const showBalance = (balanceMinor: number) => {
    balance = balanceMinor;
    balanceMeter.set(formatMoney(balance));
  };
  showBalance(balance);
  winMeter.set(formatMoney(0));
  const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const say = (text: string, kind = '') => {
    status.textContent = text;
    status.className = `status ${kind}`;
  };

  const wheel = buildWheel();
  const resultBadge = h('div', { class: 'result', 'aria-hidden': 'true' }, '–');
  const historyList = h('ol', { class: 'history-list' });
  const renderHistory = () => {
    historyList.replaceChildren(
      ...(history.length === 0
        ? [h('li', { class: 'history-empty' }, t('play_no_history'))]
        : history.map((number) => h('li', { class: `history-number ${colourOf(number)}` }, String(number)))),
    );
  };
  renderHistory();

  const positions = boardPositions();
  const buttons = new Map<string, { button: HTMLButtonElement; badge: HTMLElement; position: Position }>();
  const numbers = h('div', { class: 'numbers' });
  const outside = h('div', { class: 'outside' });
  for (const position of positions) {
    const badge = h('span', { class: 'chip-badge', 'aria-hidden': 'true' });
    const button = h(
      'button',
      {
        type: 'button',
        class: `pos pos-${position.place}${position.colour ? ` ${position.colour}` : ''}`,
        'aria-label': position.name,
        'data-key': position.key,
      },
      h('span', { class: 'pos-label' }, position.label),
      badge,
    );
    if (position.across && position.down) {
      // Custom properties through the CSSOM (the page's CSP forbids style attributes); the stylesheet picks a layout.
      button.style.setProperty('--across-row', String(position.across.row));
      button.style.setProperty('--across-column', String(position.across.column));
      button.style.setProperty('--down-row', String(position.down.row));
      button.style.setProperty('--down-column', String(position.down.column));
    }
    button.addEventListener('click', () => place(position));
    buttons.set(position.key, { button, badge, position });
    (position.place === 'dozen' || position.place === 'even-money' ? outside : numbers).append(button);
  }

  const chipButtons = chips.map((value) => {
    const button = h(
      'button',
      { type: 'button', class: 'chip', 'aria-pressed': String(value === chip) },
      formatMoney(value),
    );
    button.addEventListener('click', () => {
      chip = value;
      for (const other of chipButtons) other.setAttribute('aria-pressed', String(other === button));
    });
    return button;
  });
  const undo = h('button', { type: 'button', class: 'secondary' }, t('play_undo'));
  const clear = h('button', { type: 'button', class: 'secondary' }, t('play_clear'));
  const spinButton = h('button', { type: 'button', class: 'spin' }, t('play_spin'));
  const reopen = reopenOffer(data, t, {
    channel,
    spinButton,
    say: (text) => say(text),
    setBalance: showBalance,
    refresh: () => refresh(),
    onEnded: () => (ended = true),
  });

  const clearOutcome = () => {
    for (const { button } of buttons.values()) button.classList.remove('won', 'drawn');
  };
  const total = () => [...placed.values()].reduce((sum, amount) => sum + amount, 0);
  const refresh = () => {
    for (const { button, badge, position } of buttons.values()) {
      const amount = placed.get(position.key) ?? 0;
      badge.textContent = amount > 0 ? formatMoney(amount) : '';
      button.classList.toggle('has-bet', amount > 0);
      button.setAttribute(
        'aria-label',
        amount > 0
          ? t('play_bet_amount', { bet: position.name, amount: formatMoney(amount) })
          : position.name,
      );
      button.disabled = busy || ended;
    }
    totalMeter.set(formatMoney(total()));
    for (const button of chipButtons) button.disabled = busy || ended;
    undo.disabled = busy || ended || placements.length === 0;
    clear.disabled = busy || ended || placed.size === 0;
    spinButton.disabled = busy || ended || reopen.waiting;
  };

  function place(position: Position) {
    if (busy || ended) return;
    if (!placed.has(position.key) && placed.size >= MAX_BETS) {
      say(t('play_too_many_bets', { count: MAX_BETS }), 'error');
      return;
    }
    if (total() + chip > rules.maxStake) {
      say(t('play_table_limit', { amount: formatMoney(rules.maxStake) }), 'error');
      return;
    }
    placed.set(position.key, (placed.get(position.key) ?? 0) + chip);
    placements.push([position.key, chip]);
    clearOutcome();
    say(t('play_place_bets'));
    refresh();
  }
  undo.addEventListener('click', () => {
    const last = placements.pop();
    if (!last) return;
    const left = (placed.get(last[0]) ?? 0) - last[1];
    if (left > 0) placed.set(last[0], left);
    else placed.delete(last[0]);
    refresh();
  });
  clear.addEventListener('click', () => {
    placed.clear();
    placements.length = 0;
    clearOutcome();
    refresh();
  });

  async function play() {
    if (busy || ended || reopen.waiting) return;
    if (placed.size === 0) {
      say(t('play_no_bets'), 'error');
      return;
    }
    const stake = total();
    if (stake > balance) {
      say(t('play_insufficient'), 'error');
      return;
    }
    busy = true;
    refresh();
    clearOutcome();
    say(t('play_spinning'));
    const started = performance.now();
    const bets = [...placed].map(([key, amount]) => {
      const { bet } = buttons.get(key)!.position;
      return bet.numbers ? { kind: bet.kind, numbers: bet.numbers, amount } : { kind: bet.kind, amount };
    });
    try {
      const result = await spin<typeof rouletteSpin>(data, { spinId: newSpinId(), bets });
      resultBadge.textContent = '…';
      resultBadge.className = 'result';
      await wheel.turnTo(result.number, !reducedMotion());
      resultBadge.textContent = String(result.number);
      resultBadge.className = `result ${result.colour}`;
      buttons.get(`straight:${result.number}`)?.button.classList.add('drawn');
      for (const bet of result.bets) {
        if (bet.payout <= 0) continue;
        const key = bet.kind === 'straight' ? `straight:${bet.numbers?.[0]}` : bet.kind;
        buttons.get(key)?.button.classList.add('won');
      }
      history = result.history;
      renderHistory();
      showBalance(result.balanceMinor);
      winMeter.set(formatMoney(result.payout));
      const landed = t('play_result', { number: result.number, colour: t(`play_${result.colour}`) });
      const told = roundResult(data, t, result);
      say(`${landed}. ${told.text}`, told.win ? 'win' : '');
      netLine?.add(result.payout - result.stake);
      channel.balance(result.totalBalanceMinor);
    } catch (error) {
      const failure = error instanceof PlayError ? error : new PlayError(0);
      if (failure.code === WALLET_RECALLED) reopen.offer();
      else say(failure.text(t), 'error');
      if (sessionOver(failure.code)) ended = true;
    }
    const pause = started + data.minRoundMs - performance.now();
    if (pause > 0 && !ended && !reopen.waiting) await wait(pause);
    busy = false;
    refresh();
  }
  spinButton.addEventListener('click', play);
  spinKeys(play);

  main.replaceChildren(
    gameHeader(data, t, () => channel.close()),
    ...(netLine ? [netLine.element] : []),
    h(
      'section',
      { class: 'table' },
      h(
        'div',
        { class: 'wheel-area' },
        h('div', { class: 'wheel-box' }, wheel.picture, resultBadge),
        h('div', { class: 'history' }, h('h2', {}, t('play_history')), historyList),
      ),
      h('div', { class: 'board', role: 'group', 'aria-label': t('play_place_bets') }, numbers, outside),
    ),
    status,
    h(
      'section',
      { class: 'controls' },
      // In the controls, which stay at the bottom of a phone's screen: seen where the spin was pressed.
      reopen.element,
      h('div', { class: 'chips', role: 'group', 'aria-label': t('play_chips') }, chipButtons),
      h('div', { class: 'meters' }, balanceMeter.box, totalMeter.box, winMeter.box),
      h('div', { class: 'actions' }, undo, clear, spinButton),
    ),
    h('p', { class: 'fine' }, `${t('play_roulette_pays')} ${t('play_rtp', { rtp: formatRtp(rules.rtp) })}`),
  );
  main.removeAttribute('aria-busy');
  say(t('play_place_bets'));
  refresh();
  channel.ready();
}

app();
