/**
 * The console's jackpots: each pot with its kind, running cycle, value and seed hash, the audit of every pot from
 * its rows (seeded + contributed = value + paid), a retire button per pot, and a definition as JSON to create a
 * pot (docs/jackpots.md, "Operating"). The server checks the definition and names each field it refuses.
 */
import type { Api, El } from './panel';

interface OperatorJackpot {
  id: number;
  code: string;
  names: Record<string, string>;
  kind: string;
  contributionPpm: number;
  seedMinor: number;
  capMinor: number | null;
  stakePerWinMinor: number | null;
  cycle: number;
  valueMinor: number;
  seedHash: string;
  retiredAt: string | null;
}

interface PotAudit {
  jackpotId: number;
  code: string;
  cycles: number;
  seededMinor: number;
  contributedMinor: number;
  paidMinor: number;
  valueMinor: number;
  balanced: boolean;
  ledgerBalanceMinor: number;
}

const EXAMPLE = {
  code: 'weekend-drop',
  names: {
    en: 'Weekend Drop',
    es: 'Bote del fin de semana',
    pt: 'Prêmio do fim de semana',
    ty: 'Jackpot du week-end',
  },
  art: {},
  kind: 'must_drop',
  eligible: { vendors: [], categories: ['RNG'], games: [] },
  contributionPpm: 10_000,
  gameRates: [],
  seedMinor: 50_000,
  capMinor: 200_000,
  stakePerWinMinor: null,
};

const ratePercent = (ppm: number) => `${(ppm / 10_000).toFixed(2)} %`;

export function jackpotsPanel(api: Api, el: El): HTMLElement {
  const status = el('p', { className: 'empty', role: 'status' });
  const table = el('div');
  const auditStatus = el('p', { className: 'empty', role: 'status' });
  const auditTable = el('div');
  const definition = el('textarea', { id: 'jackpot-json', rows: 16, cols: 80, spellcheck: false });
  definition.value = JSON.stringify(EXAMPLE, null, 2);
  const createStatus = el('p', { className: 'empty', role: 'status' });
  const createForm = el(
    'form',
    { className: 'lookup' },
    el(
      'div',
      { className: 'field' },
      el(
        'label',
        { htmlFor: 'jackpot-json' },
        'Jackpot (JSON; amounts in minor units, rates in parts per million)',
      ),
      definition,
    ),
    el('button', { type: 'submit' }, 'Create the jackpot'),
  );

  const cells = (values: string[]) => values.map((value) => el('td', {}, value));
  const header = (names: string[]) => el('tr', {}, ...names.map((name) => el('th', { scope: 'col' }, name)));

  async function retire(pot: OperatorJackpot): Promise<void> {
    if (!window.confirm(`Retire ${pot.code}? It takes no more rounds; its money stays in its account.`))
      return;
    try {
      await api(`/operator/api/jackpots/${pot.id}/retire`, { method: 'POST', body: '{}' });
      await show();
    } catch (error) {
      status.textContent = (error as Error).message;
    }
  }

  function render(pots: OperatorJackpot[]): void {
    status.textContent = pots.length === 0 ? 'No jackpots yet.' : `${pots.length} jackpots.`;
    const lines = pots.map((pot) => {
      const rule = pot.kind === 'must_drop' ? `cap ${pot.capMinor}` : `stake per win ${pot.stakePerWinMinor}`;
      const action = pot.retiredAt
        ? el('td', {}, `retired ${pot.retiredAt}`)
        : el('td', {}, el('button', { type: 'button', onclick: () => void retire(pot) }, 'Retire'));
      return el(
        'tr',
        {},
        ...cells([
          String(pot.id),
          pot.code,
          pot.names.en ?? Object.values(pot.names)[0] ?? '',
          `${pot.kind}, ${rule}`,
          `${ratePercent(pot.contributionPpm)}, seed ${pot.seedMinor}`,
          String(pot.cycle),
          String(pot.valueMinor),
          `${pot.seedHash.slice(0, 16)}…`,
        ]),
        action,
      );
    });
    table.replaceChildren(
      el(
        'table',
        {},
        el(
          'thead',
          {},
          header(['#', 'Code', 'Name', 'Kind', 'Rate and seed', 'Cycle', 'Value', 'Seed hash', '']),
        ),
        el('tbody', {}, ...lines),
      ),
    );
  }

  function renderAudit(audit: { balanced: boolean; pots: PotAudit[] }): void {
    auditStatus.textContent = audit.balanced
      ? 'Every pot balances: seeded + contributed = value + paid.'
      : 'A pot does not balance.';
    const lines = audit.pots.map((pot) =>
      el(
        'tr',
        {},
        ...cells([
          pot.code,
          String(pot.cycles),
          String(pot.seededMinor),
          String(pot.contributedMinor),
          String(pot.valueMinor),
          String(pot.paidMinor),
          pot.balanced ? 'yes' : 'NO',
          String(pot.ledgerBalanceMinor),
        ]),
      ),
    );
    auditTable.replaceChildren(
      el(
        'table',
        {},
        el(
          'thead',
          {},
          header(['Code', 'Cycles', 'Seeded', 'Contributed', 'Value', 'Paid', 'Balanced', 'Ledger']),
        ),
        el('tbody', {}, ...lines),
      ),
    );
  }

  async function show(): Promise<void> {
    status.textContent = 'Loading…';
    try {
      render((await api<{ jackpots: OperatorJackpot[] }>('/operator/api/jackpots')).jackpots);
      renderAudit(await api<{ balanced: boolean; pots: PotAudit[] }>('/operator/api/jackpots/audit'));
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
      createStatus.textContent = 'The jackpot is not JSON.';
      definition.focus();
      return;
    }
    createStatus.textContent = 'Creating…';
    try {
      const created = await api<OperatorJackpot>('/operator/api/jackpots', {
        method: 'POST',
        body: JSON.stringify(body),
      });
      createStatus.textContent = `Created #${created.id} ${created.code}; its first cycle's seed hash is ${created.seedHash}.`;
      await show();
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
    el('h2', {}, 'Jackpots'),
    status,
    table,
    el('h3', {}, 'Audit'),
    auditStatus,
    auditTable,
    el('h3', {}, 'Create a jackpot'),
    createForm,
    createStatus,
  );
}
