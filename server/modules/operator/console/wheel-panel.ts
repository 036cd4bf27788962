/**
 * The console's lucky wheel: each segment with its prize, odds and today's pool (the brand's day), how spins
 * are earned, and the wheel's definition as JSON to replace it (docs/operating.md, "Lucky wheel"). The server
 * checks the definition (probabilities summing to exactly 1,000,000 parts per million) and names each field it
 * refuses.
 */
import type { Api, El } from './panel';

interface WheelSegment {
  prize: { kind: string; amount: number };
  labels: Record<string, string>;
  probabilityPpm: number;
  dailyPool: number | null;
}

interface WheelDefinition {
  segments: WheelSegment[];
  earning: { dailyForPlay: boolean; fromMissions: boolean; pointsPerSpin: number | null };
}

interface OperatorWheel {
  enabled: boolean;
  timeZone: string;
  day: string;
  wheel: WheelDefinition | null;
  pools: { index: number; usedToday: number; leftToday: number | null }[];
}

const EXAMPLE: WheelDefinition = {
  segments: [
    {
      prize: { kind: 'money', amount: 100 },
      labels: { en: 'P 1.00', es: 'P 1.00', pt: 'P 1,00', ty: 'P 1,00' },
      probabilityPpm: 600_000,
      dailyPool: null,
    },
    {
      prize: { kind: 'nothing', amount: 0 },
      labels: { en: 'Try again', es: 'Inténtalo de nuevo', pt: 'Tente de novo', ty: 'Réessayez' },
      probabilityPpm: 399_000,
      dailyPool: null,
    },
    {
      prize: { kind: 'money', amount: 10_000 },
      labels: { en: 'P 100.00', es: 'P 100.00', pt: 'P 100,00', ty: 'P 100,00' },
      probabilityPpm: 1_000,
      dailyPool: 1,
    },
  ],
  earning: { dailyForPlay: true, fromMissions: true, pointsPerSpin: 500 },
};

const percent = (ppm: number) => `${(ppm / 10_000).toFixed(4)} %`;

export function wheelPanel(api: Api, el: El): HTMLElement {
  const status = el('p', { className: 'empty', role: 'status' });
  const table = el('div');
  const definition = el('textarea', { id: 'wheel-json', rows: 18, cols: 80, spellcheck: false });
  definition.value = JSON.stringify(EXAMPLE, null, 2);
  const setStatus = el('p', { className: 'empty', role: 'status' });
  const setForm = el(
    'form',
    { className: 'lookup' },
    el(
      'div',
      { className: 'field' },
      el(
        'label',
        { htmlFor: 'wheel-json' },
        'Wheel (JSON; probabilities in parts per million, summing to 1000000)',
      ),
      definition,
    ),
    el('button', { type: 'submit' }, 'Set the wheel'),
  );

  function render(shown: OperatorWheel): void {
    if (!shown.wheel) {
      status.textContent = 'No lucky wheel yet.';
      table.replaceChildren();
      return;
    }
    const { earning } = shown.wheel;
    status.textContent =
      `${shown.day} (${shown.timeZone}). Daily spin for play: ${earning.dailyForPlay ? 'on' : 'off'}; ` +
      `spins from missions: ${earning.fromMissions ? 'on' : 'off'}; ` +
      (earning.pointsPerSpin === null ? 'spins not sold.' : `${earning.pointsPerSpin} points a spin.`);
    const head = el(
      'tr',
      {},
      ...['#', 'Label', 'Prize', 'Odds', 'Daily pool', 'Left today'].map((name) =>
        el('th', { scope: 'col' }, name),
      ),
    );
    const lines = shown.wheel.segments.map((segment, index) => {
      const pool = shown.pools[index];
      return el(
        'tr',
        {},
        el('td', {}, String(index)),
        el('td', {}, segment.labels.en ?? Object.values(segment.labels)[0] ?? ''),
        el('td', {}, `${segment.prize.kind} ${segment.prize.amount}`),
        el('td', {}, `${percent(segment.probabilityPpm)} (${segment.probabilityPpm} ppm)`),
        el('td', {}, segment.dailyPool === null ? '—' : String(segment.dailyPool)),
        el('td', {}, pool?.leftToday === null || pool === undefined ? '—' : String(pool.leftToday)),
      );
    });
    table.replaceChildren(el('table', {}, el('thead', {}, head), el('tbody', {}, ...lines)));
    definition.value = JSON.stringify(shown.wheel, null, 2);
  }

  async function show(): Promise<void> {
    status.textContent = 'Loading…';
    try {
      render(await api<OperatorWheel>('/operator/api/wheel'));
    } catch (error) {
      status.textContent = (error as Error).message;
      table.replaceChildren();
    }
  }

  async function set(): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse(definition.value);
    } catch {
      setStatus.textContent = 'The wheel is not JSON.';
      definition.focus();
      return;
    }
    if (!window.confirm('Replace the lucky wheel? Members see the new segments and odds at once.')) return;
    setStatus.textContent = 'Setting…';
    try {
      render(await api<OperatorWheel>('/operator/api/wheel', { method: 'POST', body: JSON.stringify(body) }));
      setStatus.textContent = 'The wheel is set.';
    } catch (error) {
      setStatus.textContent = (error as Error).message;
    }
  }

  setForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void set();
  });
  void show();
  return el(
    'section',
    { className: 'audit' },
    el('h2', {}, 'Lucky wheel'),
    status,
    table,
    el('h3', {}, 'Replace the wheel'),
    setForm,
    setStatus,
  );
}
