/**
 * The console's player-protection history: the latest changes of limits, reminders, time-outs and
 * self-exclusions of every member, or of one member looked up by user name, with who started each;
 * and each change of the brand's jurisdiction profile with how many members' limits it changed.
 */
import { type ChangeValue, describeChange } from './describe-change';
import type { Api, El } from './panel';

interface Change {
  id: number;
  member: string;
  change: string;
  actor: string;
  before: ChangeValue;
  after: ChangeValue;
  at: string;
}

interface ProfileChange {
  from: string;
  to: string;
  membersChanged: number;
  at: string;
}

export function responsiblePanel(api: Api, el: El): HTMLElement {
  const input = el('input', { type: 'search', id: 'rg-member', maxLength: 64, placeholder: 'Every member' });
  const status = el('p', { className: 'empty', role: 'status' });
  const table = el('div');
  const form = el(
    'form',
    { className: 'lookup' },
    el('label', { htmlFor: 'rg-member' }, 'Member'),
    input,
    el('button', { type: 'submit' }, 'Show'),
  );

  async function show(): Promise<void> {
    const member = input.value.trim();
    status.textContent = 'Loading…';
    try {
      const query = new URLSearchParams({ limit: '50', ...(member ? { member } : {}) });
      const { entries } = await api<{ entries: Change[] }>(`/operator/api/responsible/history?${query}`);
      status.textContent = entries.length === 0 ? 'No change recorded yet.' : '';
      const head = el(
        'tr',
        {},
        ...['When', 'Member', 'Change', 'By', 'Before', 'After'].map((name) =>
          el('th', { scope: 'col' }, name),
        ),
      );
      const rows = entries.map((entry) =>
        el(
          'tr',
          {},
          el('td', {}, new Date(entry.at).toLocaleString()),
          el('td', {}, entry.member),
          el('td', {}, entry.change.replace('_', ' ')),
          el('td', {}, entry.actor),
          el('td', {}, describeChange(entry.before)),
          el('td', {}, describeChange(entry.after)),
        ),
      );
      table.replaceChildren(
        entries.length === 0 ? '' : el('table', {}, el('thead', {}, head), el('tbody', {}, ...rows)),
      );
    } catch (error) {
      status.textContent = member ? `${member}: ${(error as Error).message}` : (error as Error).message;
      table.replaceChildren();
    }
  }

  const profileStatus = el('p', { className: 'empty', role: 'status' });
  const profileTable = el('div');
  async function showProfileChanges(): Promise<void> {
    profileStatus.textContent = 'Loading…';
    try {
      const { changes } = await api<{ changes: ProfileChange[] }>(
        '/operator/api/responsible/profile-changes',
      );
      profileStatus.textContent = changes.length === 0 ? 'The profile has not changed yet.' : '';
      const head = el(
        'tr',
        {},
        ...['When', 'From', 'To', 'Members changed'].map((name) => el('th', { scope: 'col' }, name)),
      );
      const rows = changes.map((change) =>
        el(
          'tr',
          {},
          el('td', {}, new Date(change.at).toLocaleString()),
          el('td', {}, change.from),
          el('td', {}, change.to),
          el('td', {}, String(change.membersChanged)),
        ),
      );
      profileTable.replaceChildren(
        changes.length === 0 ? '' : el('table', {}, el('thead', {}, head), el('tbody', {}, ...rows)),
      );
    } catch (error) {
      profileStatus.textContent = (error as Error).message;
      profileTable.replaceChildren();
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void show();
  });
  void show();
  void showProfileChanges();
  return el(
    'section',
    { className: 'audit' },
    el('h2', {}, 'Player protection history'),
    form,
    status,
    table,
    el('h3', {}, 'Jurisdiction profile changes'),
    profileStatus,
    profileTable,
  );
}
