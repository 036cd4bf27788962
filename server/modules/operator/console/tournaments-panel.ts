/**
 * The console's tournaments: every tournament with its status, times on the brand's wall clock and board
 * size, an End now button for a running one and Cancel for one not ended; a new tournament from a JSON
 * definition (docs/operating.md, "Tournaments"), which the form starts with an example of. The server checks
 * the definition and names each field it refuses.
 */
import type { Api, El } from './panel';

interface TournamentRow {
  id: number;
  code: string;
  status: 'upcoming' | 'running' | 'finished' | 'cancelled';
  names: Record<string, string>;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  scoring: string;
  entry: string;
  entrants: number;
  paidAt: string | null;
}

const EXAMPLE = {
  code: 'weekend-slots',
  names: {
    en: 'Weekend Slots',
    es: 'Tragamonedas de fin de semana',
    pt: 'Slots de fim de semana',
    ty: 'Machines à sous du week-end',
  },
  startsAt: '2026-12-05T00:00',
  endsAt: '2026-12-07T00:00',
  recurrence: 'weekly',
  eligible: { vendors: [], categories: ['RNG'], games: [] },
  minStakeMinor: 100,
  maxRounds: null,
  entry: 'opt_in',
  prizes: [
    { fromRank: 1, toRank: 1, kind: 'money', amount: 50000 },
    { fromRank: 2, toRank: 5, kind: 'points', amount: 1000 },
  ],
  scoring: 'total_stake',
};

export function tournamentsPanel(api: Api, el: El): HTMLElement {
  const status = el('p', { className: 'empty', role: 'status' });
  const table = el('div');
  const definition = el('textarea', { id: 'tournament-json', rows: 18, cols: 80, spellcheck: false });
  definition.value = JSON.stringify(EXAMPLE, null, 2);
  const createStatus = el('p', { className: 'empty', role: 'status' });
  const createForm = el(
    'form',
    { className: 'lookup' },
    el(
      'div',
      { className: 'field' },
      el('label', { htmlFor: 'tournament-json' }, 'Definition (JSON; times in the brand time zone)'),
      definition,
    ),
    el('button', { type: 'submit' }, 'Create tournament'),
  );

  const act = async (row: TournamentRow, action: 'end' | 'cancel') => {
    const question =
      action === 'end'
        ? `End ${row.code} now, freeze its board and pay its prizes?`
        : `Cancel ${row.code}? Nothing is paid and every entered member is told.`;
    if (!window.confirm(question)) return;
    status.textContent = action === 'end' ? 'Ending…' : 'Cancelling…';
    try {
      await api(`/operator/api/tournaments/${row.id}/${action}`, { method: 'POST', body: '{}' });
      status.textContent = `${row.code} ${action === 'end' ? 'ended and paid' : 'cancelled'}.`;
      void show(false);
    } catch (error) {
      status.textContent = `${row.code}: ${(error as Error).message}`;
    }
  };

  function render(rows: TournamentRow[]): void {
    const head = el(
      'tr',
      {},
      ...['Code', 'Name', 'Status', 'Starts', 'Ends', 'Scoring', 'Entry', 'Entrants', ''].map((name) =>
        el('th', { scope: 'col' }, name),
      ),
    );
    const lines = rows.map((row) => {
      const actions = el('td');
      if (row.status === 'running') {
        const end = el('button', { type: 'button' }, 'End now');
        end.addEventListener('click', () => void act(row, 'end'));
        actions.append(end, ' ');
      }
      if (row.status === 'running' || row.status === 'upcoming') {
        const cancel = el('button', { type: 'button', className: 'secondary' }, 'Cancel');
        cancel.addEventListener('click', () => void act(row, 'cancel'));
        actions.append(cancel);
      }
      const shown = row.status === 'finished' && !row.paidAt ? 'finished, paying' : row.status;
      return el(
        'tr',
        {},
        el('td', {}, row.code),
        el('td', {}, row.names.en ?? Object.values(row.names)[0] ?? ''),
        el('td', {}, shown),
        el('td', {}, `${row.startsAt} ${row.timeZone}`),
        el('td', {}, `${row.endsAt} ${row.timeZone}`),
        el('td', {}, row.scoring.replaceAll('_', ' ')),
        el('td', {}, row.entry.replace('_', '-')),
        el('td', {}, String(row.entrants)),
        actions,
      );
    });
    table.replaceChildren(
      rows.length === 0 ? '' : el('table', {}, el('thead', {}, head), el('tbody', {}, ...lines)),
    );
  }

  async function show(loading = true): Promise<void> {
    if (loading) status.textContent = 'Loading…';
    try {
      const { tournaments } = await api<{ tournaments: TournamentRow[] }>('/operator/api/tournaments');
      if (loading) status.textContent = tournaments.length === 0 ? 'No tournaments yet.' : '';
      render(tournaments);
    } catch (error) {
      status.textContent = (error as Error).message;
      table.replaceChildren();
    }
  }

  async function create(): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse(definition.value);
    } catch {
      createStatus.textContent = 'The definition is not JSON.';
      definition.focus();
      return;
    }
    createStatus.textContent = 'Creating…';
    try {
      const created = await api<TournamentRow>('/operator/api/tournaments', {
        method: 'POST',
        body: JSON.stringify(body),
      });
      createStatus.textContent = `Created ${created.code} (#${created.id}), ${created.status}.`;
      void show(false);
    } catch (error) {
      createStatus.textContent = (error as Error).message;
    }
  }

  createForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void create();
  });
  void show();
  return el(
    'section',
    { className: 'audit' },
    el('h2', {}, 'Tournaments'),
    status,
    table,
    el('h3', {}, 'New tournament'),
    createForm,
    createStatus,
  );
}
