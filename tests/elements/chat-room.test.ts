import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-chat-room';
import { session } from '../../src/core';
import { errors, service } from '../../src/core/contract';
import { FakeSocket, useFakeSockets } from './fake-socket';
import { $, $$, type FakeApi, fakeApi, mount, resetPage, route, textOf, waitFor } from './support';

const message = (id: number, author: string, text: string) => ({
  id,
  author,
  text,
  at: '2026-11-25T10:00:00.000Z',
});

describe('<gd-chat-room>', () => {
  let api: FakeApi;
  const sockets = useFakeSockets();
  beforeEach(async () => {
    await resetPage();
    sockets.install();
    api = await fakeApi([
      route(service.rooms, () => ({
        value: {
          rooms: [
            { id: 1, name: 'Lobby' },
            { id: 2, name: 'Sports talk' },
          ],
        },
      })),
      route(service.ticket, () => ({ value: { ticket: 'room-ticket', expiresInSeconds: 60 } })),
    ]);
  });
  afterEach(() => {
    api.restore();
    sockets.restore();
  });

  async function joined(canWrite: boolean) {
    const socket = await waitFor(() => FakeSocket.made.at(-1));
    await waitFor(() => socket.readyState === 1);
    socket.push({ type: 'welcome', roomId: 1, canWrite, mutedUntil: null });
    socket.push({ type: 'history', messages: [message(1, 'pl***er', 'Go team!')], hasMore: false });
    return socket;
  }

  it('reads a room as it is written, shows text as text, and lets a visitor only read', async () => {
    const room = await mount('gd-chat-room', { open: '', lang: 'en' });
    const socket = await joined(false);
    expect(socket.url).to.match(/\/ws\/room\?room=1&ticket=room-ticket$/);
    await waitFor(() => textOf(room).includes('Go team!'));
    socket.push({ type: 'message', message: message(2, 'de***er', '<img src=x onerror=alert(1)>') });
    await waitFor(() => $$(room, '.room__text').length === 2);
    expect($$(room, '.room__text')[1]?.textContent).to.equal('<img src=x onerror=alert(1)>');
    expect($(room, '.room__text img')).to.equal(null);
    expect(textOf(room)).to.contain('Sign in to write in the chat room.');
    socket.push({ type: 'deleted', id: 2 });
    await waitFor(() => $$(room, '.room__text').length === 1);
  });

  it('switches rooms with the tabs, and stops writing when muted', async () => {
    session.token.value = 'member-token';
    const room = await mount('gd-chat-room', { open: '', lang: 'en' });
    const first = await joined(true);
    const box = await waitFor(() => $(room, '.room__input') as HTMLInputElement | null);
    await waitFor(() => !box.disabled);
    first.push({ type: 'muted', until: '2026-11-25T11:00:00.000Z' });
    await waitFor(() => textOf(room).includes('A moderator muted you'));
    first.push({ type: 'error', code: errors.CHAT_MUTED.code });
    await waitFor(() => $(room, '.room__error'));

    const sports = $$(room, '[role="tab"]').find((tab) => tab.textContent === 'Sports talk') as HTMLElement;
    sports.click();
    const second = await waitFor(() => FakeSocket.made.find((socket) => socket.url.includes('room=2')));
    expect(first.readyState).to.equal(3);
    expect(second.url).to.contain('room=2');
  });
});
