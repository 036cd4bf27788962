/**
 * The slot machine page: five reels of three rows, a stake selector and a spin button
 * (Space or Enter). Each spin is one server round; the reels turn for at least the round
 * pace (2.5 s), shorter animations with reduced motion but never a faster pace. No autoplay.
 * The talk with the launching page is described in common.ts.
 */
import type { ResponseOf } from '../../../src/core/contract/endpoint';
import type { slotSpin } from '../../../src/core/contract/play';
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
  readPageData,
  reducedMotion,
  reopenOffer,
  roundResult,
  type SlotPageData,
  sessionOver,
  spin,
  spinKeys,
  svg,
  translator,
  WALLET_RECALLED,
  wait,
} from './common.js';

/** One round as the server answered it. */
type SlotRound = ResponseOf<typeof slotSpin>;

const data = readPageData<SlotPageData>();
const t = translator(data.texts);
const channel = parentChannel(data.parentOrigin);
const config = data.slot;
const ROWS = 3;
const REELS = 5;
/** When each reel stops, after the spin starts (the last one at the round pace). */
const STOP_AT = [900, 1300, 1700, 2100, 2500];

/** One symbol's picture (presentation attributes only: the page's CSP forbids inline styles). */
function symbolArt(id: number) {
  const name = config.symbols[id];
  const art = svg('svg', { viewBox: '0 0 100 100', class: `symbol symbol-${name}`, 'aria-hidden': 'true' });
  const add = (tag: keyof SVGElementTagNameMap, attributes: Record<string, string | number>) =>
    art.append(svg(tag, attributes));
  switch (name) {
    case 'wild':
      add('polygon', {
        points: '50,6 62,36 94,38 69,58 78,90 50,72 22,90 31,58 6,38 38,36',
        fill: '#ffcf3f',
        stroke: '#a86b00',
        'stroke-width': 3,
      });
      art.append(
        svg(
          'text',
          { x: 50, y: 60, 'text-anchor': 'middle', 'font-size': 19, 'font-weight': 800, fill: '#6b2c00' },
          'WILD',
        ),
      );
      break;
    case 'seven':
      art.append(
        svg(
          'text',
          {
            x: 50,
            y: 82,
            'text-anchor': 'middle',
            'font-size': 86,
            'font-weight': 900,
            fill: '#ff3b4e',
            stroke: '#7a0010',
            'stroke-width': 3,
          },
          '7',
        ),
      );
      break;
    case 'diamond':
      add('polygon', {
        points: '50,10 88,38 50,92 12,38',
        fill: '#4fd6ff',
        stroke: '#0a6f93',
        'stroke-width': 3,
      });
      add('polyline', { points: '12,38 88,38', stroke: '#0a6f93', 'stroke-width': 2, fill: 'none' });
      add('polyline', { points: '32,38 50,92 68,38', stroke: '#0a6f93', 'stroke-width': 2, fill: 'none' });
      break;
    case 'bell':
      add('path', {
        d: 'M50 12c-18 0-26 16-26 34v16l-10 12h72l-10-12V46c0-18-8-34-26-34z',
        fill: '#ffc531',
        stroke: '#8a5a00',
        'stroke-width': 3,
      });
      add('circle', { cx: 50, cy: 82, r: 8, fill: '#8a5a00' });
      break;
    case 'grape':
      for (const [cx, cy] of [
        [38, 40],
        [62, 40],
        [50, 54],
        [30, 58],
        [70, 58],
        [42, 72],
        [58, 72],
        [50, 88],
      ] as const) {
        add('circle', { cx, cy, r: 11, fill: '#9b4dff', stroke: '#4a1490', 'stroke-width': 2 });
      }
      add('path', { d: 'M50 30c4-10 14-16 24-14-4 10-14 14-24 14z', fill: '#3fbf5a' });
      break;
    case 'orange':
      add('circle', { cx: 50, cy: 56, r: 34, fill: '#ff9a1f', stroke: '#a14d00', 'stroke-width': 3 });
      add('path', { d: 'M50 22c6-10 18-12 26-8-6 10-16 12-26 8z', fill: '#3fbf5a' });
      break;
    case 'lemon':
      add('ellipse', {
        cx: 50,
        cy: 54,
        rx: 38,
        ry: 28,
        fill: '#ffe94a',
        stroke: '#9a8a00',
        'stroke-width': 3,
      });
      add('circle', { cx: 88, cy: 54, r: 4, fill: '#9a8a00' });
      break;
    default:
      add('path', {
        d: 'M34 64C40 40 52 22 70 14M66 66C64 44 66 28 70 14',
        stroke: '#2f8f3a',
        'stroke-width': 4,
        fill: 'none',
      });
      add('circle', { cx: 32, cy: 70, r: 17, fill: '#e8203a', stroke: '#7a0010', 'stroke-width': 3 });
      add('circle', { cx: 66, cy: 72, r: 17, fill: '#e8203a', stroke: '#7a0010', 'stroke-width': 3 });
  }
  return art;
}

const cell = (id: number) => h('div', { class: 'cell' }, symbolArt(id));
const randomSymbol = () => Math.floor(Math.random() * config.symbols.length);

/** The reels and what they show now. */
interface Reel {
  frame: HTMLElement;
  strip: HTMLElement;
}

function buildReels() {
  const reels: Reel[] = [];
  const grid = h('div', { class: 'reels' });
  for (let reel = 0; reel < REELS; reel++) {
    const strip = h('div', { class: 'strip' });
    const frame = h('div', { class: 'reel' }, h('div', { class: 'window' }, strip));
    grid.append(frame);
    reels.push({ frame, strip });
  }
  const lines = svg('svg', {
    class: 'paylines',
    viewBox: `0 0 ${REELS * 100} ${ROWS * 100}`,
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  return { grid, reels, lines };
}

function show(reel: Reel, symbols: readonly number[]) {
  reel.strip.replaceChildren(...symbols.map(cell));
}

/** A reel turning: a loop of random symbols until it is told where to stop. */
function startTurning(reel: Reel) {
  const loop = Array.from({ length: 8 }, randomSymbol);
  reel.strip.replaceChildren(...[...loop, ...loop].map(cell));
  reel.frame.classList.add('turning');
}

function land(reel: Reel, symbols: readonly number[], motion: boolean) {
  reel.frame.classList.remove('turning');
  show(reel, symbols);
  if (!motion) return;
  reel.frame.classList.add('landing');
  reel.strip.addEventListener('animationend', () => reel.frame.classList.remove('landing'), { once: true });
}

function app() {
  const main = document.getElementById('game')!;
  const stakes = config.stakes;
  let stakeIndex = 0;
  let busy = false;
  let ended = false;
  let balance = data.balanceMinor;

  const balanceMeter = meter(t('play_balance'), 'balance');
  const winMeter = meter(payoutLabel(data, t), 'last-win');
  const netLine = netPositionLine(data, t);
  /** The balance of the game's wallet, as the page keeps and shows it. */
  const showBalance = (balanceMinor: number) => {
    balance = balanceMinor;
    balanceMeter.set(formatMoney(balance));
  };
  showBalance(balance);
  winMeter.set(formatMoney(0));

  const stakeOut = h('output', { class: 'stake-value', 'aria-live': 'polite' });
  const down = h('button', { type: 'button', class: 'step', 'aria-label': t('play_stake_down') }, '−');
  const up = h('button', { type: 'button', class: 'step', 'aria-label': t('play_stake_up') }, '+');
  const spinButton = h('button', { type: 'button', class: 'spin' }, t('play_spin'));
  const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const reopen = reopenOffer(data, t, {
    channel,
    spinButton,
    say: (text) => say(text),
    setBalance: showBalance,
    refresh: () => refreshControls(),
    onEnded: () => (ended = true),
  });
  const wins = h('ul', { class: 'wins', 'aria-label': t('play_last_win') });
  const { grid, reels, lines } = buildReels();

  const infoButton = h(
    'button',
    { type: 'button', class: 'info', 'aria-label': t('play_info'), title: t('play_info') },
    'i',
  );
  const dialog = paytableDialog(() => stakes[stakeIndex]!);
  infoButton.addEventListener('click', () => dialog.open());

  main.replaceChildren(
    gameHeader(data, t, () => channel.close(), infoButton),
    ...(netLine ? [netLine.element] : []),
    h('section', { class: 'machine' }, h('div', { class: 'reels-frame' }, grid, lines)),
    status,
    reopen.element,
    wins,
    h(
      'section',
      { class: 'controls' },
      balanceMeter.box,
      winMeter.box,
      h(
        'div',
        { class: 'stake', role: 'group', 'aria-label': t('play_stake') },
        h('span', { class: 'meter-label' }, t('play_stake')),
        h('div', { class: 'stake-row' }, down, stakeOut, up),
      ),
      spinButton,
    ),
    dialog.element,
  );
  main.removeAttribute('aria-busy');
  for (const reel of reels) show(reel, [randomSymbol(), randomSymbol(), randomSymbol()]);

  const say = (text: string, kind = '') => {
    status.textContent = text;
    status.className = `status ${kind}`;
  };
  const refreshControls = () => {
    stakeOut.textContent = formatMoney(stakes[stakeIndex]!);
    down.disabled = busy || ended || stakeIndex === 0;
    up.disabled = busy || ended || stakeIndex === stakes.length - 1;
    spinButton.disabled = busy || ended || reopen.waiting;
  };
  down.addEventListener('click', () => {
    stakeIndex = Math.max(0, stakeIndex - 1);
    refreshControls();
  });
  up.addEventListener('click', () => {
    stakeIndex = Math.min(stakes.length - 1, stakeIndex + 1);
    refreshControls();
  });
  say(`${t('play_lines', { count: config.linesPlayed })} · ${t('play_rtp', { rtp: formatRtp(config.rtp) })}`);
  refreshControls();

  const clearWins = () => {
    lines.replaceChildren();
    wins.replaceChildren();
    for (const hit of grid.querySelectorAll('.hit')) hit.classList.remove('hit');
  };

  /** Draws the paying lines and lists them; `lit` also lights their symbols (a win, not a mere return). */
  const showWins = (result: SlotRound, lit: boolean) => {
    const lineBet = result.stake / config.linesPlayed;
    result.wins.forEach((win, index) => {
      const rows = config.paylines[win.line - 1]!;
      const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
      lines.append(
        svg('polyline', {
          points,
          class: `payline payline-${index % 5}`,
          'vector-effect': 'non-scaling-stroke',
        }),
      );
      for (let reel = 0; lit && reel < win.count; reel++) {
        reels[reel]!.strip.children[rows[reel]!]?.classList.add('hit');
      }
      const amount = formatMoney(Math.floor(lineBet * win.multiplier));
      wins.append(
        h(
          'li',
          {},
          t('play_line_win', {
            line: win.line,
            count: win.count,
            symbol: t.symbol(config.symbols[win.symbol]!),
          }),
          h('strong', {}, amount),
        ),
      );
    });
  };

  async function play() {
    if (busy || ended || reopen.waiting) return;
    const stake = stakes[stakeIndex]!;
    if (stake > balance) {
      say(t('play_insufficient'), 'error');
      return;
    }
    busy = true;
    refreshControls();
    clearWins();
    say(t('play_spinning'));
    const motion = !reducedMotion();
    const started = performance.now();
    if (motion) for (const reel of reels) startTurning(reel);
    else grid.classList.add('dim');
    const spinId = newSpinId();
    let result: SlotRound | null = null;
    let failure: PlayError | null = null;
    try {
      result = await spin<typeof slotSpin>(data, { spinId, stake });
    } catch (error) {
      failure = error instanceof PlayError ? error : new PlayError(0);
    }
    if (result) {
      for (let reel = 0; reel < REELS; reel++) {
        if (motion) await wait(Math.max(0, started + STOP_AT[reel]! - performance.now()));
        land(reels[reel]!, result.reels[reel]!, motion);
      }
      grid.classList.remove('dim');
      showBalance(result.balanceMinor);
      winMeter.set(formatMoney(result.payout));
      const told = roundResult(data, t, result);
      showWins(result, told.win);
      say(told.text, told.win ? 'win' : '');
      netLine?.add(result.payout - result.stake);
      channel.balance(result.totalBalanceMinor);
    } else if (failure) {
      for (const reel of reels) land(reel, [randomSymbol(), randomSymbol(), randomSymbol()], false);
      grid.classList.remove('dim');
      if (failure.code === WALLET_RECALLED) reopen.offer();
      else say(failure.text(t), 'error');
      if (sessionOver(failure.code)) ended = true;
    }
    // The round pace holds whatever the animation: no round starts sooner than minRoundMs after the last
    // (a round refused because the wallet went home played nothing and keeps no pace).
    const pause = started + data.minRoundMs - performance.now();
    if (pause > 0 && !ended && !reopen.waiting) await wait(pause);
    busy = false;
    refreshControls();
  }

  spinButton.addEventListener('click', play);
  spinKeys(play);
  channel.ready();
}

/** The rules: what each symbol pays for 3, 4 and 5 in a row at the current stake, lines and return. */
function paytableDialog(currentStake: () => number) {
  const body = h('div', { class: 'paytable-body' });
  const close = h('button', { type: 'button', class: 'close' }, t('play_close_info'));
  const element = h(
    'dialog',
    { class: 'paytable', 'aria-label': t('play_info') },
    h('h2', {}, t('play_info')),
    body,
    close,
  );
  close.addEventListener('click', () => element.close());
  element.addEventListener('click', (event) => {
    if (event.target === element) element.close();
  });
  const render = () => {
    const lineBet = currentStake() / config.linesPlayed;
    const rows = config.symbols.map((name, id) =>
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, h('span', { class: 'mini' }, symbolArt(id)), t.symbol(name)),
        ...[3, 4, 5].map((count) => h('td', {}, formatMoney(Math.floor(lineBet * config.pays[id]![count]!)))),
      ),
    );
    body.replaceChildren(
      h(
        'table',
        {},
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('td', {}),
            ...[3, 4, 5].map((count) => h('th', { scope: 'col' }, t('play_pay_row', { count }))),
          ),
        ),
        h('tbody', {}, rows),
      ),
      h('p', {}, t('play_wild_note')),
      h(
        'p',
        {},
        `${t('play_lines', { count: config.linesPlayed })} · ${t('play_rtp', { rtp: formatRtp(config.rtp) })}`,
      ),
      h('p', { class: 'fine' }, t('play_version', { version: config.version })),
    );
  };
  return {
    element,
    open() {
      render();
      element.showModal();
    },
  };
}

app();
