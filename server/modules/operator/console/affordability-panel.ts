/**
 * The console's affordability checks (nl): the members whose net deposits this calendar month reached
 * their threshold (their deposits wait), one member's position looked up by user name, and the form
 * that records a check (its outcome and the new monthly threshold) under the operator's name.
 */
import type { Api, El } from './panel';

interface Position {
  member: string;
  birthDate: string | null;
  age: number | null;
  netDepositsMinor: number;
  thresholdMinor: number | null;
  reached: boolean;
  lastCheck: { outcome: string; monthlyNetDepositMinor: number; checkedBy: string; at: string } | null;
}

const money = (minor: number | null) => (minor === null ? '—' : (minor / 100).toFixed(2));

export function affordabilityPanel(api: Api, el: El): HTMLElement {
  const lookup = el('input', {
    type: 'search',
    id: 'aff-member',
    maxLength: 64,
    placeholder: 'Members waiting',
  });
  const status = el('p', { className: 'empty', role: 'status' });
  const table = el('div');
  const lookupForm = el(
    'form',
    { className: 'lookup' },
    el('label', { htmlFor: 'aff-member' }, 'Member'),
    lookup,
    el('button', { type: 'submit' }, 'Show'),
  );

  const member = el('input', { id: 'aff-check-member', required: true, maxLength: 64 });
  const outcome = el(
    'select',
    { id: 'aff-check-outcome' },
    el('option', { value: 'affordable' }, 'Affordable: set a new monthly threshold'),
    el('option', { value: 'not_affordable' }, 'Not affordable: deposits keep waiting'),
  );
  const threshold = el('input', {
    id: 'aff-check-threshold',
    inputMode: 'decimal',
    pattern: '\\d{1,13}(\\.\\d{1,2})?',
    placeholder: '1500.00',
  });
  const note = el('input', { id: 'aff-check-note', maxLength: 500 });
  const checkedBy = el('input', { id: 'aff-check-by', required: true, maxLength: 64, autocomplete: 'name' });
  const checkStatus = el('p', { className: 'empty', role: 'status' });
  const field = (id: string, label: string, input: HTMLElement) =>
    el('div', { className: 'field' }, el('label', { htmlFor: id }, label), input);
  const checkForm = el(
    'form',
    { className: 'lookup' },
    field('aff-check-member', 'Member', member),
    field('aff-check-outcome', 'Outcome', outcome),
    field('aff-check-threshold', 'Monthly net deposits (new threshold)', threshold),
    field('aff-check-note', 'Note', note),
    field('aff-check-by', 'Checked by', checkedBy),
    el('button', { type: 'submit' }, 'Record check'),
  );
  outcome.addEventListener('change', () => {
    threshold.disabled = outcome.value !== 'affordable';
  });

  function render(members: Position[]): void {
    const head = el(
      'tr',
      {},
      ...['Member', 'Age', 'Net deposits this month', 'Threshold', 'Deposits', 'Last check'].map((name) =>
        el('th', { scope: 'col' }, name),
      ),
    );
    const rows = members.map((position) => {
      const pick = el('button', { type: 'button', className: 'secondary' }, position.member);
      pick.addEventListener('click', () => {
        member.value = position.member;
        member.focus();
      });
      const check = position.lastCheck
        ? `${position.lastCheck.outcome.replace('_', ' ')} (${money(position.lastCheck.monthlyNetDepositMinor)}) by ${position.lastCheck.checkedBy}, ${new Date(position.lastCheck.at).toLocaleString()}`
        : 'never';
      return el(
        'tr',
        {},
        el('td', {}, pick),
        el('td', {}, position.age === null ? 'unknown' : String(position.age)),
        el('td', {}, money(position.netDepositsMinor)),
        el('td', {}, money(position.thresholdMinor)),
        el('td', {}, position.reached ? 'waiting for a check' : 'open'),
        el('td', {}, check),
      );
    });
    table.replaceChildren(
      members.length === 0 ? '' : el('table', {}, el('thead', {}, head), el('tbody', {}, ...rows)),
    );
  }

  async function show(): Promise<void> {
    const name = lookup.value.trim();
    status.textContent = 'Loading…';
    try {
      const query = name ? `?${new URLSearchParams({ member: name })}` : '';
      const { profile, members } = await api<{ profile: string; members: Position[] }>(
        `/operator/api/responsible/affordability${query}`,
      );
      status.textContent =
        members.length > 0
          ? ''
          : profile === 'nl'
            ? 'No deposits wait for an affordability check.'
            : `The ${profile} profile asks for no affordability checks.`;
      render(members);
    } catch (error) {
      status.textContent = name ? `${name}: ${(error as Error).message}` : (error as Error).message;
      table.replaceChildren();
    }
  }

  async function record(): Promise<void> {
    const text = threshold.value.trim();
    const affordable = outcome.value === 'affordable';
    if (affordable && !/^\d{1,13}(\.\d{1,2})?$/.test(text)) {
      checkStatus.textContent = 'Give the new monthly threshold, e.g. 1500.00.';
      threshold.focus();
      return;
    }
    const [whole = '0', cents = ''] = text.split('.');
    checkStatus.textContent = 'Recording…';
    try {
      const position = await api<Position>('/operator/api/responsible/affordability', {
        method: 'POST',
        // Who made the check is recorded with it.
        headers: { 'x-operator-name': checkedBy.value.trim() },
        body: JSON.stringify({
          member: member.value.trim(),
          outcome: outcome.value,
          ...(affordable
            ? { monthlyNetDepositMinor: Number(whole) * 100 + Number(cents.padEnd(2, '0')) }
            : {}),
          note: note.value.trim(),
        }),
      });
      checkStatus.textContent = `Recorded for ${position.member} by ${checkedBy.value.trim()}: threshold ${money(position.thresholdMinor)}.`;
      note.value = '';
      void show();
    } catch (error) {
      checkStatus.textContent = (error as Error).message;
    }
  }

  lookupForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void show();
  });
  checkForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void record();
  });
  void show();
  return el(
    'section',
    { className: 'audit' },
    el('h2', {}, 'Affordability checks'),
    lookupForm,
    status,
    table,
    el('h3', {}, 'Record a check'),
    checkForm,
    checkStatus,
  );
}
