/** The operator console: asks for the key once (kept for the tab in sessionStorage), then lists what waits. */

import { affordabilityPanel } from './affordability-panel';
import { jackpotsPanel } from './jackpots-panel';
import { liveChatPanel } from './live-chat-panel';
import { responsiblePanel } from './responsible-panel';
import { tournamentsPanel } from './tournaments-panel';
import { wheelPanel } from './wheel-panel';

const KEY_STORAGE = 'gd-operator-key';
/** OPERATOR_KEY_WRONG: the key was replaced (npm run operator -- key create) or mistyped. */
const KEY_WRONG = 1850;
const main = document.getElementById('main')!;
const session = document.getElementById('session')!;

interface Item {
  id: string;
  summary: string;
  details: Record<string, string | number | null>;
  createdAt: string;
}
interface Section {
  kind: string;
  title: string;
  actions: string[];
  items: Item[];
}
interface AuditEntry {
  id: number;
  operator: string;
  kind: string;
  subjectId: string;
  action: string;
  remark: string;
  at: string;
}

class Refused extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: {
      'content-type': 'application/json',
      'x-operator-key': sessionStorage.getItem(KEY_STORAGE) ?? '',
      'x-operator-name': 'console',
      ...(init.headers ?? {}),
    },
  });
  const body = (await response.json()) as {
    code: number;
    message: string;
    value: T;
    fields?: Record<string, string>;
  };
  if (body.code === KEY_WRONG) forgetKey('The key was not accepted.');
  // Bad input names each field and what is wrong with it.
  const fields = Object.entries(body.fields ?? {}).map(([field, problem]) => `${field}: ${problem}`);
  if (body.code !== 0) throw new Refused(body.code, [body.message, ...fields].join('; '));
  return body.value;
}

function showKeyForm(message = ''): void {
  session.replaceChildren();
  const input = el('input', { type: 'password', id: 'operator-key', autocomplete: 'off', required: true });
  const form = el(
    'form',
    { className: 'key' },
    el('label', { htmlFor: 'operator-key' }, 'Operator key'),
    input,
    el('button', { type: 'submit' }, 'Open the console'),
    el('p', { className: 'error', role: 'alert' }, message),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sessionStorage.setItem(KEY_STORAGE, input.value.trim());
    void load();
  });
  main.replaceChildren(el('section', {}, el('h2', {}, 'Sign in'), form));
  input.focus();
}

function itemView(section: Section, item: Item): HTMLElement {
  const remark = el('input', { type: 'text', placeholder: 'Remark', maxLength: 500 });
  remark.setAttribute('aria-label', `Remark for ${item.summary}`);
  const status = el('span', { role: 'status' });
  const buttons = section.actions.map((action, index) => {
    const button = el('button', { type: 'button', className: index === 0 ? '' : 'secondary' }, action);
    button.addEventListener('click', async () => {
      status.textContent = '…';
      try {
        await api('/operator/api/decisions', {
          method: 'POST',
          body: JSON.stringify({ kind: section.kind, id: item.id, action, remark: remark.value }),
        });
        await load();
      } catch (error) {
        status.className = 'error';
        status.textContent = (error as Error).message;
      }
    });
    return button;
  });
  const details = el('dl');
  for (const [name, value] of Object.entries(item.details)) {
    details.append(el('dt', {}, name), el('dd', {}, value === null ? '—' : String(value)));
  }
  details.append(el('dt', {}, 'since'), el('dd', {}, new Date(item.createdAt).toLocaleString()));
  return el(
    'div',
    { className: 'item' },
    el('div', { className: 'summary' }, item.summary),
    details,
    el('div', { className: 'actions' }, remark, ...buttons, status),
  );
}

function sectionView(section: Section): HTMLElement {
  const body =
    section.items.length === 0
      ? [el('p', { className: 'empty' }, 'Nothing waits for a decision.')]
      : section.items.map((item) => itemView(section, item));
  return el('section', {}, el('h2', {}, `${section.title} (${section.items.length})`), ...body);
}

function auditView(entries: AuditEntry[]): HTMLElement {
  const rows = entries.map((entry) =>
    el(
      'tr',
      {},
      el('td', {}, new Date(entry.at).toLocaleString()),
      el('td', {}, entry.operator),
      el('td', {}, `${entry.kind} ${entry.subjectId}`),
      el('td', {}, entry.action),
      el('td', {}, entry.remark),
    ),
  );
  const head = el(
    'tr',
    {},
    ...['When', 'Who', 'What', 'Decision', 'Remark'].map((name) => el('th', { scope: 'col' }, name)),
  );
  return el(
    'section',
    { className: 'audit' },
    el('h2', {}, 'Latest decisions'),
    entries.length === 0
      ? el('p', { className: 'empty' }, 'No decision yet.')
      : el('table', {}, el('thead', {}, head), el('tbody', {}, ...rows)),
  );
}

let chat: ReturnType<typeof liveChatPanel> | null = null;

/**
 * A refused key stops everything that polls and asks for the key again: a console left open after
 * the key was replaced must not keep sending the old one, or the address is shut out for a while
 * (the command line on the same machine included).
 */
function forgetKey(message: string): void {
  chat?.stop();
  chat = null;
  sessionStorage.removeItem(KEY_STORAGE);
  showKeyForm(message);
}

async function load(): Promise<void> {
  chat?.stop();
  chat = null;
  if (!sessionStorage.getItem(KEY_STORAGE)) return showKeyForm();
  main.replaceChildren(el('p', { className: 'empty' }, 'Loading…'));
  try {
    const [{ sections }, { entries }] = await Promise.all([
      api<{ sections: Section[] }>('/operator/api/pending'),
      api<{ entries: AuditEntry[] }>('/operator/api/audit?limit=20'),
    ]);
    const refresh = el('button', { type: 'button', className: 'secondary' }, 'Refresh');
    refresh.addEventListener('click', () => void load());
    const leave = el('button', { type: 'button', className: 'secondary' }, 'Forget the key');
    leave.addEventListener('click', () => forgetKey(''));
    session.replaceChildren(refresh, ' ', leave);
    chat = liveChatPanel(api, el);
    main.replaceChildren(
      chat.node,
      ...sections.map(sectionView),
      auditView(entries),
      responsiblePanel(api, el),
      affordabilityPanel(api, el),
      tournamentsPanel(api, el),
      wheelPanel(api, el),
      jackpotsPanel(api, el),
    );
  } catch (error) {
    if (error instanceof Refused && error.code === KEY_WRONG) return;
    const retry = el('button', { type: 'button' }, 'Try again');
    retry.addEventListener('click', () => void load());
    main.replaceChildren(
      el('section', {}, el('p', { className: 'error', role: 'alert' }, (error as Error).message), retry),
    );
  }
}

void load();
