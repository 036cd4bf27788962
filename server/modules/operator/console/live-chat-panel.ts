/**
 * The console's live chat: the conversations (those waiting for an answer first), one opened with
 * its messages and a reply box. Polls every few seconds while the console is open; the customer
 * gets the reply on their socket at once.
 */
import type { Api, El } from './panel';

interface Conversation {
  id: number;
  csType: string;
  customer: string;
  unread: number;
  lastMessageAt: string;
}
interface Message {
  id: number;
  from: 'customer' | 'operator';
  text: string;
  at: string;
}

const POLL_MS = 3_000;

export function liveChatPanel(api: Api, el: El): { node: HTMLElement; stop: () => void } {
  const list = el('ul', { className: 'conversations' });
  const thread = el('div', { className: 'thread' });
  const status = el('p', { className: 'empty', role: 'status' });
  let openId: number | null = null;
  let stopped = false;

  async function refresh(): Promise<void> {
    try {
      const { conversations } = await api<{ conversations: Conversation[] }>(
        '/operator/api/service/conversations',
      );
      status.textContent = conversations.length === 0 ? 'No conversation yet.' : '';
      list.replaceChildren(
        ...conversations.map((conversation) => {
          const open = el(
            'button',
            { type: 'button', className: conversation.id === openId ? '' : 'secondary' },
            `${conversation.customer} · ${conversation.csType}${conversation.unread > 0 ? ` · ${conversation.unread} new` : ''}`,
          );
          open.addEventListener('click', () => {
            openId = conversation.id;
            void refresh();
          });
          return el('li', {}, open);
        }),
      );
      if (openId !== null) await showThread(openId);
    } catch (error) {
      status.textContent = (error as Error).message;
    }
  }

  async function showThread(id: number): Promise<void> {
    const { messages } = await api<{ messages: Message[] }>(
      `/operator/api/service/conversations/${id}/messages`,
    );
    const log = el(
      'ol',
      { className: 'messages' },
      ...messages.map((message) =>
        el(
          'li',
          { className: `message ${message.from}` },
          el('span', { className: 'who' }, message.from === 'operator' ? 'You' : 'Customer'),
          // Text only: what customers write is never read as markup.
          el('span', { className: 'text' }, message.text),
          el('time', { dateTime: message.at }, new Date(message.at).toLocaleTimeString()),
        ),
      ),
    );
    const box = thread.querySelector<HTMLTextAreaElement>('textarea');
    const draft = box?.value ?? '';
    const focused = box !== null && document.activeElement === box;
    const input = el('textarea', { id: 'reply', rows: 2, maxLength: 500, value: draft });
    const form = el(
      'form',
      { className: 'reply' },
      el('label', { htmlFor: 'reply' }, 'Reply'),
      input,
      el('button', { type: 'submit' }, 'Send'),
    );
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const text = input.value.trim();
      if (!text) return;
      await api(`/operator/api/service/conversations/${id}/reply`, {
        method: 'POST',
        body: JSON.stringify({ text }),
      });
      input.value = '';
      await refresh();
    });
    thread.replaceChildren(log, form);
    if (focused) input.focus();
  }

  void refresh();
  const timer = setInterval(() => {
    if (!stopped) void refresh();
  }, POLL_MS);
  const node = el('section', { className: 'live-chat' }, el('h2', {}, 'Live chat'), status, list, thread);
  return {
    node,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
