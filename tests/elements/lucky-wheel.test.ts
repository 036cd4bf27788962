import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/elements/gd-lucky-wheel';
import { session } from '../../src/core';
import { errors, wallet, wheel } from '../../src/core/contract';
import type { WheelSegment, WheelSpin, WheelState } from '../../src/core/contract/wheel';
import { segmentOf } from '../../src/core/wheel/outcome';
import {
  $,
  $$,
  buttonWithText,
  expectAccessible,
  type FakeApi,
  fakeApi,
  mount,
  resetPage,
  route,
  sleep,
  textOf,
  type,
  waitFor,
} from './support';

const segment = (
  index: number,
  label: string,
  prize: WheelSegment['prize'],
  probabilityPpm: number,
  empty = false,
): WheelSegment => ({ index, label, prize, probabilityPpm, poolLeft: empty ? 0 : null, empty });

const segments = [
  segment(0, 'P 50.00', { kind: 'money', amount: 5_000 }, 250_000),
  segment(1, '200 points', { kind: 'points', amount: 200 }, 125_000),
  segment(2, 'Try again', { kind: 'nothing', amount: 0 }, 500_000),
  segment(3, 'P 500.00', { kind: 'money', amount: 50_000 }, 125_000, true),
];
const probabilities = segments.map((s) => s.probabilityPpm);

function state(overrides: Partial<WheelState> = {}): WheelState {
  return {
    spinsLeft: 3,
    dailySpinPending: false,
    serverSeedHash: 'ab'.repeat(32),
    clientSeed: 'my-seed',
    nextCounter: 4,
    points: 500,
    eligible: true,
    ...overrides,
  };
}

function spin(overrides: Partial<WheelSpin> = {}): WheelSpin {
  return {
    spinId: 11,
    counter: 4,
    clientSeed: 'my-seed',
    serverSeedHash: 'ab'.repeat(32),
    serverSeed: null,
    segmentIndex: 0,
    prize: { kind: 'money', amount: 5_000 },
    poolEmpty: false,
    probabilities,
    at: '2026-11-29T10:00:00.000Z',
    reference: 'WH-1',
    ...overrides,
  };
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A spin made with a real seed, its hash and the segment HMAC-SHA-256 draws, computed here with Web Crypto. */
async function realSpin(): Promise<WheelSpin> {
  const seed = crypto.getRandomValues(new Uint8Array(32));
  const hash = hex(new Uint8Array(await crypto.subtle.digest('SHA-256', seed)));
  const key = await crypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const hmac = async (message: string) =>
    new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
  const segmentIndex = await segmentOf(hmac, 'lucky-7', 9, probabilities);
  return spin({
    spinId: 21,
    counter: 9,
    clientSeed: 'lucky-7',
    serverSeed: hex(seed),
    serverSeedHash: hash,
    segmentIndex,
    prize: segments[segmentIndex]!.prize,
  });
}

/** The segment under the pointer at the top of a wheel of `count` equal segments turned `degrees` clockwise. */
const underPointer = (degrees: number, count: number) =>
  Math.floor(((((360 - degrees) % 360) + 360) % 360) / (360 / count));

const rotation = (el: HTMLElement) => {
  const turn = $(el, '.lw-disc__turn') as HTMLElement;
  const match = /rotate\((-?[\d.]+)deg\)/.exec(turn.style.transform);
  return Number(match?.[1]);
};

/** The angle a computed CSS transform turns by (degrees, 0 to 360). */
const turnOf = (element: Element) => {
  const { a, b } = new DOMMatrix(getComputedStyle(element).transform);
  return ((((Math.atan2(b, a) * 180) / Math.PI) % 360) + 360) % 360;
};

/** A percentage as shown ("12.5%", "12,5 %") as a number. */
const percent = (text: string) => Number(text.replace(/[%\s\u00a0\u202f]/g, '').replace(',', '.'));

async function signIn(): Promise<void> {
  session.token.value = 'tok-123';
  await session.loadMember();
}

const spinButton = (el: HTMLElement) => $(el, '[part="spin"]') as HTMLButtonElement;

describe('<gd-lucky-wheel>', () => {
  let api: FakeApi;
  let mine: WheelState;
  let history: WheelSpin[];
  let pointsPerSpin: number | null;

  beforeEach(async () => {
    await resetPage();
    mine = state();
    history = [];
    pointsPerSpin = 100;
    api = await fakeApi([
      route(wheel.wheel, () => ({
        value: {
          enabled: true,
          segments,
          earning: { dailyForPlay: true, fromMissions: true, pointsPerSpin },
        },
      })),
      route(wheel.myWheel, () => ({ value: mine })),
      route(wheel.wheelSpins, () => ({
        value: { list: history, page: 1, pageSize: 10, total: history.length },
      })),
    ]);
  });
  afterEach(async () => {
    for (const el of Array.from(document.body.children)) el.remove();
    api.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('shows a visitor every segment with its chance, summing to 100 %, the rules and a sign-in button', async () => {
    const el = await mount('gd-lucky-wheel');
    await waitFor(() => $$(el, '[part~="segment"]').length === 4);
    const chances = $$(el, '.lw-odds__chance').map((cell) => cell.textContent ?? '');
    expect(chances).to.deep.equal(['25%', '12.5%', '50%', '12.5%']);
    expect(chances.map(percent).reduce((a, b) => a + b, 0)).to.equal(100);
    expect($$(el, '.lw-odds__label').map((cell) => cell.textContent)).to.deep.equal([
      'P 50.00',
      '200 points',
      'Try again',
      'P 500.00 (empty today: pays nothing until it refills)',
    ]);
    expect($$(el, '[part~="segment-empty"]').map((row) => row.dataset.segment)).to.deep.equal(['3']);
    expect($$(el, '.lw-seg--empty')).to.have.length(1);
    const rules = $$(el, '[part="rules"] li').map((li) => li.textContent);
    expect(rules).to.deep.equal([
      'One spin a day when you have played that day.',
      'Spins from completed missions.',
      'Buy a spin for 100 points.',
    ]);
    expect($(el, '[part="spin"]')).to.equal(null);
    expect(api.callsTo(wheel.myWheel)).to.have.length(0);
    await expectAccessible(el, 'for a visitor');
    ($(el, '[part="sign-in"]') as HTMLButtonElement).click();
    await waitFor(() => session.loginPopup.value.open);
  });

  it('spins with an Idempotency-Key, turns to the answered segment, then announces the prize and the balance', async () => {
    await signIn();
    const answered = spin({ segmentIndex: 0 });
    api.on(wheel.spinWheel, () => ({
      value: { spin: answered, state: state({ spinsLeft: 2, nextCounter: 5 }) },
    }));
    const el = await mount('gd-lucky-wheel');
    const button = await waitFor(() => spinButton(el));
    expect($(el, '[part="spins-left"]')?.textContent).to.equal('Spins left: 3');
    await waitFor(() => $(el, '[part="history"]'));
    await expectAccessible(el, 'for a member');
    const changes: number[] = [];
    document.addEventListener('gd-balance-change', (event) => changes.push(event.detail.balanceMinor));
    api.on(wallet.balance, () => ({ value: { sumBalance: 1_005_000 } }));

    button.click();
    await waitFor(() => $(el, '.lw-disc__turn--spinning'));
    const call = api.callsTo(wheel.spinWheel)[0];
    expect(call?.headers.get('Idempotency-Key')).to.match(/.{8,}/);
    expect(underPointer(rotation(el), 4)).to.equal(0);
    expect(rotation(el), 'several whole turns').to.be.greaterThan(5 * 360);
    expect($(el, '[part="spins-left"]')?.textContent).to.equal('Spins left: 2');
    // While it turns, Spin keeps the focus but does nothing.
    expect(spinButton(el).getAttribute('aria-disabled')).to.equal('true');
    spinButton(el).click();
    // The prize is said once the wheel stops, not before.
    expect($(el, '[part="result"]')?.textContent).to.equal('');
    const result = await waitFor(() => $(el, '[part="result"][data-result]'), 8_000);
    expect(result.textContent).to.equal('You won P 50.00!');
    expect(result.getAttribute('aria-live')).to.equal('polite');
    expect($(el, '.lw-disc__turn--spinning')).to.equal(null);
    expect(api.callsTo(wheel.spinWheel)).to.have.length(1);
    expect(spinButton(el).hasAttribute('aria-disabled')).to.equal(false);
    await waitFor(() => changes.length === 1);
    expect(changes).to.deep.equal([1_005_000]);
    expect(session.balanceMinor.value).to.equal(1_005_000);
    // The history reads again after the spin.
    await waitFor(() => api.callsTo(wheel.wheelSpins).length === 2);

    // A second spin is a second action: a new key.
    api.on(wheel.spinWheel, () => ({
      value: {
        spin: spin({ spinId: 12, counter: 5, segmentIndex: 2, prize: { kind: 'nothing', amount: 0 } }),
        state: state({ spinsLeft: 1, nextCounter: 6 }),
      },
    }));
    spinButton(el).click();
    await waitFor(
      () => $(el, '[part="result"]')?.textContent === 'The wheel stopped on Try again: no prize this time.',
      8_000,
    );
    expect(underPointer(rotation(el), 4)).to.equal(2);
    const keys = api.callsTo(wheel.spinWheel).map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).not.to.equal(keys[1]);
  });

  it('lands at once, without the turn, when the reader asks for reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await signIn();
    api.on(wheel.spinWheel, () => ({
      value: {
        spin: spin({ segmentIndex: 1, prize: { kind: 'points', amount: 200 } }),
        state: state({ spinsLeft: 2, points: 700 }),
      },
    }));
    const el = await mount('gd-lucky-wheel');
    const button = await waitFor(() => spinButton(el));
    let animated = false;
    const watch = new MutationObserver(() => {
      if ($(el, '.lw-disc__turn--spinning')) animated = true;
    });
    watch.observe(el.shadowRoot as ShadowRoot, { subtree: true, attributes: true, childList: true });
    const started = performance.now();
    button.focus();
    await sendKeys({ press: 'Enter' });
    const result = await waitFor(() => $(el, '[part="result"][data-result]'));
    watch.disconnect();
    expect(performance.now() - started).to.be.lessThan(2_000);
    expect(animated).to.equal(false);
    expect(result.textContent).to.equal('You won 200 points!');
    expect(underPointer(rotation(el), 4)).to.equal(1);
    expect(rotation(el)).to.be.lessThan(360);
    expect(getComputedStyle($(el, '.lw-disc__turn') as HTMLElement).transitionDuration).to.equal('0s');
    expect(el.shadowRoot?.activeElement, 'the focus stays on Spin').to.equal(button);
    // The numbers read upright wherever the wheel stopped.
    const wheelTurn = turnOf($(el, '.lw-disc__turn') as HTMLElement);
    expect(wheelTurn).to.be.greaterThan(1);
    for (const number of $$(el, '.lw-seg text')) {
      const net = (wheelTurn + turnOf(number)) % 360;
      expect(Math.min(net, 360 - net), `segment ${number.textContent}`).to.be.lessThan(0.01);
    }
  });

  it('keeps the focus on Spin when the last spin is used, and says why it does nothing now', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await signIn();
    mine = state({ spinsLeft: 1 });
    api.on(wheel.spinWheel, () => ({
      value: {
        spin: spin({ segmentIndex: 1, prize: { kind: 'points', amount: 200 } }),
        state: state({ spinsLeft: 0 }),
      },
    }));
    const el = await mount('gd-lucky-wheel');
    const button = await waitFor(() => spinButton(el));
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(el, '[part="no-spins"]'));
    expect(el.shadowRoot?.activeElement, 'the focus stays on Spin').to.equal(button);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.getAttribute('aria-describedby')).to.equal($(el, '[part="no-spins"]')?.id);
    await sendKeys({ press: 'Enter' });
    await sleep(100);
    expect(api.callsTo(wheel.spinWheel)).to.have.length(1);
  });

  it('makes Spin unavailable with the reason when no spin is left, and when the account may not spin', async () => {
    await signIn();
    mine = state({ spinsLeft: 0, dailySpinPending: true });
    const el = await mount('gd-lucky-wheel');
    const button = await waitFor(() => spinButton(el));
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    button.click();
    const reason = $(el, '[part="no-spins"]') as HTMLElement;
    expect(reason.textContent).to.equal("You have no spins left. Play a round today to earn today's spin.");
    expect(button.getAttribute('aria-describedby')).to.equal(reason.id);
    await expectAccessible(el, 'with no spins');
    el.remove();

    mine = state({ eligible: false });
    const excluded = await mount('gd-lucky-wheel');
    const refused = await waitFor(() => spinButton(excluded));
    expect(refused.getAttribute('aria-disabled')).to.equal('true');
    refused.click();
    await sleep(50);
    expect(api.callsTo(wheel.spinWheel)).to.have.length(0);
    expect($(excluded, '[part="not-eligible"]')?.textContent).to.equal(
      'Demo accounts and paused accounts cannot spin the wheel.',
    );
    expect($(excluded, '[part="buy"]')).to.equal(null);
  });

  it('buys a spin for points, and says when the points are short', async () => {
    await signIn();
    mine = state({ spinsLeft: 0 });
    api.on(wheel.buyWheelSpin, () => ({ value: state({ spinsLeft: 1, points: 400 }) }));
    const el = await mount('gd-lucky-wheel');
    const buy = (await waitFor(() => $(el, '[part="buy"]'))) as HTMLButtonElement;
    expect(buy.textContent).to.equal('Buy a spin for 100 points');
    expect(spinButton(el).getAttribute('aria-disabled')).to.equal('true');
    buy.click();
    await waitFor(() => $(el, '[part="spins-left"]')?.textContent === 'Spins left: 1');
    expect(api.callsTo(wheel.buyWheelSpin)[0]?.headers.get('Idempotency-Key')).to.match(/.{8,}/);
    expect(spinButton(el).hasAttribute('aria-disabled')).to.equal(false);
    expect($(el, '[part="result"]')?.textContent).to.equal('Spin bought.');
    expect(textOf(el)).to.contain('You have 400 points.');
    el.remove();

    mine = state({ spinsLeft: 0, points: 40 });
    const short = await mount('gd-lucky-wheel');
    const unavailable = (await waitFor(() => $(short, '[part="buy"]'))) as HTMLButtonElement;
    expect(unavailable.getAttribute('aria-disabled')).to.equal('true');
    unavailable.click();
    await sleep(50);
    expect(api.callsTo(wheel.buyWheelSpin)).to.have.length(1);
    expect(textOf(short)).to.contain('You have 40 points: not enough for a spin.');
  });

  it('shows a refused spin in words', async () => {
    await signIn();
    api.on(wheel.spinWheel, () => ({ code: errors.WHEEL_NO_SPINS.code, status: 409 }));
    const el = await mount('gd-lucky-wheel');
    (await waitFor(() => spinButton(el))).click();
    const failure = await waitFor(() => $(el, '[part="spin-error"]'));
    expect(failure.textContent).to.equal(
      'You have no spins left. Play a round today, finish a mission or buy a spin with points.',
    );
  });

  it('checks the client seed in the reader language before sending it', async () => {
    await signIn();
    api.on(wheel.setWheelClientSeed, (call) => ({
      value: state({ clientSeed: String(call.body?.clientSeed) }),
    }));
    const el = await mount('gd-lucky-wheel', { lang: 'es' });
    const field = (await waitFor(() => $(el, 'input[name="clientSeed"]'))) as HTMLInputElement;
    expect(field.value).to.equal('my-seed');
    expect(($(el, 'label[for="lw-client-seed"]') as HTMLElement).textContent).to.equal('Semilla de cliente');
    type(field, 'no vale!');
    buttonWithText(el, 'Guardar').click();
    const message = await waitFor(() => $(el, '#lw-seed-help[role="alert"]'));
    expect(message.textContent).to.equal('Use de 1 a 32 letras, cifras, _ o -.');
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(api.callsTo(wheel.setWheelClientSeed)).to.have.length(0);
    type(field, 'mi_semilla-2');
    buttonWithText(el, 'Guardar').click();
    await waitFor(() => textOf(el).includes('Semilla de cliente guardada.'));
    expect(api.callsTo(wheel.setWheelClientSeed)[0]?.body).to.deep.equal({ clientSeed: 'mi_semilla-2' });
    expect(field.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('reveals and changes the server seed after a confirmation, from the keyboard', async () => {
    await signIn();
    api.on(wheel.rotateWheelSeed, () => ({
      value: {
        revealedSeed: 'cd'.repeat(32),
        revealedHash: 'ab'.repeat(32),
        state: state({ serverSeedHash: 'ef'.repeat(32), nextCounter: 1 }),
      },
    }));
    const el = await mount('gd-lucky-wheel');
    const rotate = (await waitFor(() => $(el, '[part="rotate"]'))) as HTMLButtonElement;
    expect($(el, '[part="server-hash"]')?.textContent).to.equal('ab'.repeat(32));
    expect($(el, '[part="next-counter"]')?.textContent).to.equal('4');
    rotate.focus();
    await sendKeys({ press: 'Enter' });
    const confirm = await waitFor(() => $(el, '[part="rotate-confirm"]'));
    expect(el.shadowRoot?.activeElement).to.equal(confirm);
    expect(api.callsTo(wheel.rotateWheelSeed)).to.have.length(0);
    await sendKeys({ press: 'Enter' });
    const revealed = await waitFor(() => $(el, '[part="revealed"]'));
    expect(revealed.textContent).to.contain('cd'.repeat(32));
    expect($(el, '[part="server-hash"]')?.textContent).to.equal('ef'.repeat(32));
    expect($(el, '[part="next-counter"]')?.textContent).to.equal('1');
    await expectAccessible(el, 'with a revealed seed');
  });

  it('checks a revealed spin in the browser, and fails a tampered one', async () => {
    await signIn();
    const real = await realSpin();
    const tampered = { ...real, spinId: 22, segmentIndex: (real.segmentIndex + 1) % 4 };
    const badHash = { ...real, spinId: 23, serverSeedHash: 'ab'.repeat(32) };
    history = [real, tampered, badHash, spin({ spinId: 24, counter: 3 })];
    const el = await mount('gd-lucky-wheel');
    await waitFor(() => $$(el, '[part="spin-row"]').length === 4);
    const row = (id: number) => $(el, `[data-spin-id="${id}"]`) as HTMLElement;
    expect(row(24).querySelector('[part="check"]')).to.equal(null);
    expect(row(24).textContent).to.contain('Change the server seed to check this spin.');

    (row(21).querySelector('[part="check"]') as HTMLButtonElement).click();
    const ok = await waitFor(() => row(21).querySelector<HTMLElement>('[part="check-result"]'));
    expect(ok.dataset.verified).to.equal('true');
    expect(ok.textContent).to.contain('matches the hash shown before the spin');
    expect(ok.textContent).to.contain(
      `The seeds draw segment ${real.segmentIndex + 1}, where the wheel stopped.`,
    );
    expect(
      Array.from(ok.querySelectorAll('[part="odds-at-spin"] .lw-odds__chance'), (c) => c.textContent),
    ).to.deep.equal(['25%', '12.5%', '50%', '12.5%']);

    (row(22).querySelector('[part="check"]') as HTMLButtonElement).click();
    const moved = await waitFor(() => row(22).querySelector<HTMLElement>('[part="check-result"]'));
    expect(moved.dataset.verified).to.equal('false');
    expect(moved.textContent).to.contain(
      `The seeds draw segment ${real.segmentIndex + 1}, not the one where the wheel stopped.`,
    );

    (row(23).querySelector('[part="check"]') as HTMLButtonElement).click();
    const wrongHash = await waitFor(() => row(23).querySelector<HTMLElement>('[part="check-result"]'));
    expect(wrongHash.dataset.verified).to.equal('false');
    expect(wrongHash.textContent).to.contain(
      `The seed's SHA-256 is ${real.serverSeedHash}: it does not match`,
    );
    await expectAccessible(el, 'with checked spins');
  });

  it('pages through the history, newest first', async () => {
    await signIn();
    api.on(wheel.wheelSpins, (call) => {
      const page = Number(call.query.get('page'));
      const first = 12 - (page - 1) * 10;
      const list = Array.from({ length: page === 1 ? 10 : 2 }, (_, index) =>
        spin({ spinId: first - index, counter: first - index }),
      );
      return { value: { list, page, pageSize: 10, total: 12 } };
    });
    const el = await mount('gd-lucky-wheel');
    await waitFor(() => $$(el, '[part="spin-row"]').length === 10);
    expect($(el, '[part="spin-row"]')?.textContent).to.contain('Segment 1, spin no. 12');
    expect(textOf(el)).to.contain('Page 1 of 2');
    buttonWithText(el, 'Next').click();
    await waitFor(() => $$(el, '[part="spin-row"]').length === 2);
    expect(api.callsTo(wheel.wheelSpins).at(-1)?.query.get('page')).to.equal('2');
    expect($$(el, '[part="spin-row"]').map((row) => row.dataset.spinId)).to.deep.equal(['2', '1']);
    expect(buttonWithText(el, 'Next').disabled).to.equal(true);
  });

  it('says when the wheel stopped on a segment whose pool is empty today', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await signIn();
    api.on(wheel.spinWheel, () => ({
      value: {
        spin: spin({ segmentIndex: 3, poolEmpty: true, prize: { kind: 'nothing', amount: 0 } }),
        state: state({ spinsLeft: 2 }),
      },
    }));
    const el = await mount('gd-lucky-wheel');
    (await waitFor(() => spinButton(el))).click();
    const result = await waitFor(() => $(el, '[part="result"][data-result]'));
    expect(result.textContent).to.equal('The wheel stopped on P 500.00, empty today: no prize this time.');
    expect(underPointer(rotation(el), 4)).to.equal(3);
  });

  it('says so when the brand has no wheel, and offers a retry after a failure', async () => {
    api.on(wheel.wheel, () => ({ code: errors.SERVER_BUSY.code, status: 503 }));
    const el = await mount('gd-lucky-wheel');
    await waitFor(() => $(el, '[part="error"]'));
    api.on(wheel.wheel, () => ({
      value: {
        enabled: false,
        segments: [],
        earning: { dailyForPlay: false, fromMissions: false, pointsPerSpin: null },
      },
    }));
    buttonWithText(el, 'Retry').click();
    const empty = await waitFor(() => $(el, '[part="empty"]'));
    expect(empty.textContent).to.equal('The lucky wheel is not available here.');
  });

  it('shows the wheel in Spanish with the odds in its number format', async () => {
    const el = await mount('gd-lucky-wheel', { lang: 'es' });
    await waitFor(() => $$(el, '[part~="segment"]').length === 4);
    expect($(el, '#lw-title')?.textContent).to.equal('Rueda de la suerte');
    const chances = $$(el, '.lw-odds__chance').map((cell) => cell.textContent ?? '');
    expect(chances.map((c) => c.replace(/[\u00a0\u202f]/g, ' '))).to.deep.equal([
      '25 %',
      '12,5 %',
      '50 %',
      '12,5 %',
    ]);
    expect(chances.map(percent).reduce((a, b) => a + b, 0)).to.equal(100);
    expect(textOf(el)).to.contain('(vacío hoy: no paga nada hasta que se reponga)');
    expect(buttonWithText(el, 'Iniciar sesión')).to.be.ok;
    await expectAccessible(el, 'in Spanish');
  });

  it('fits a phone at 390 px and puts the odds beside the wheel at 1366 px', async () => {
    const overflowing = (el: HTMLElement) =>
      Array.from(el.shadowRoot?.querySelectorAll<HTMLElement>('*') ?? [])
        .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 1)
        .map((node) => node.getAttribute('class') || node.localName);
    await signIn();
    history = [await realSpin()];
    try {
      await setViewport({ width: 390, height: 844 });
      const el = await mount('gd-lucky-wheel');
      await waitFor(() => $$(el, '[part="spin-row"]').length === 1);
      (buttonWithText(el, 'Check') as HTMLButtonElement).click();
      await waitFor(() => $(el, '[part="check-result"]'));
      expect(overflowing(el), 'at 390 px').to.deep.equal([]);
      el.remove();

      await setViewport({ width: 1366, height: 800 });
      const wide = await mount('gd-lucky-wheel');
      await waitFor(() => $(wide, '[part="odds"]'));
      const disc = ($(wide, '[part="wheel"]') as HTMLElement).getBoundingClientRect();
      const odds = ($(wide, '[part="odds"]') as HTMLElement).getBoundingClientRect();
      expect(odds.left, 'odds beside the wheel').to.be.greaterThan(disc.right);
      expect(overflowing(wide), 'at 1366 px').to.deep.equal([]);
    } finally {
      await setViewport({ width: 1366, height: 800 });
    }
  });
});
