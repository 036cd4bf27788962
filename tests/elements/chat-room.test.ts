import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-chat-room';
import { session } from '../../src/core';
import { errors, service } from '../../src/core/contract';
import { FakeSocket, useFakeSockets } from './fake-socket';
import { $, $$, type FakeApi, fakeApi, mount, nextFrame, resetPage, route, textOf, waitFor } from './support';

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

  it('opens at the newest message and follows new ones, unless the reader scrolled up: then a button leads to them', async () => {
    const room = await mount('gd-chat-room', { open: '', lang: 'en' });
    const socket = await waitFor(() => FakeSocket.made.at(-1));
    await waitFor(() => socket.readyState === 1);
    socket.push({ type: 'welcome', roomId: 1, canWrite: false, mutedUntil: null });
    const history = Array.from({ length: 40 }, (_, n) => message(n + 1, 'pl***er', `Message ${n + 1}`));
    socket.push({ type: 'history', messages: history, hasMore: true });
    const log = await waitFor(() => $(room, '.room__log'));
    await waitFor(() => $$(room, '.room__message').length === 40);
    expect(log.scrollHeight, 'the log scrolls').to.be.greaterThan(log.clientHeight + 200);
    const atNewest = () => log.scrollHeight - log.scrollTop - log.clientHeight < 2;
    await waitFor(atNewest);

    socket.push({ type: 'message', message: message(41, 'de***er', 'Goal!') });
    await waitFor(() => $$(room, '.room__message').length === 41);
    await nextFrame();
    expect(atNewest(), 'follows a new message').to.equal(true);
    expect($(room, '.new-messages')).to.equal(null);

    // The reader goes back to older messages: new ones no longer pull the log down.
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    socket.push({ type: 'message', message: message(42, 'de***er', 'Second goal!') });
    socket.push({ type: 'message', message: message(43, 'pl***er', 'What a match') });
    await waitFor(() => $$(room, '.room__message').length === 43);
    await nextFrame();
    expect(log.scrollTop).to.equal(0);
    const newest = await waitFor(() => $(room, '.new-messages'));
    expect(newest.textContent).to.equal('2 new messages');
    newest.click();
    await waitFor(atNewest);
    await waitFor(() => !$(room, '.new-messages'));

    // Paging back keeps the message read in place.
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    const firstShown = $$(room, '.room__message')[0]!;
    const placeInLog = () => firstShown.getBoundingClientRect().top - log.getBoundingClientRect().top;
    const top = placeInLog();
    socket.push({
      type: 'history',
      messages: Array.from({ length: 10 }, (_, n) => message(n - 20, 'ol***er', `Earlier ${n}`)),
      hasMore: false,
    });
    await waitFor(() => $$(room, '.room__message').length === 53);
    expect(Math.abs(placeInLog() - top)).to.be.lessThan(2);
  });

  it('keeps a message refused as too fast in the box, the log at its newest, and sends it once the pause is over', async () => {
    session.token.value = 'member-token';
    const room = await mount('gd-chat-room', { open: '', lang: 'en' });
    const socket = await waitFor(() => FakeSocket.made.at(-1));
    await waitFor(() => socket.readyState === 1);
    socket.push({ type: 'welcome', roomId: 1, canWrite: true, mutedUntil: null });
    socket.push({
      type: 'history',
      messages: Array.from({ length: 40 }, (_, n) => message(n + 1, 'pl***er', `Message ${n + 1}`)),
      hasMore: false,
    });
    const log = await waitFor(() => $(room, '.room__log'));
    const atNewest = () => log.scrollHeight - log.scrollTop - log.clientHeight < 2;
    await waitFor(atNewest);
    const box = $(room, '.room__input') as HTMLInputElement;
    await waitFor(() => !box.disabled);
    box.value = 'Who scores first?';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => !($(room, 'button[type="submit"]') as HTMLButtonElement).disabled);
    ($(room, 'button[type="submit"]') as HTMLButtonElement).click();
    const said = socket.sent.at(-1) as { text: string; ref: string };
    expect(said.text).to.equal('Who scores first?');
    await waitFor(() => box.value === '');

    socket.push({ type: 'error', code: errors.TOO_MANY_REQUESTS.code, ref: said.ref, retryAfterSeconds: 1 });
    await waitFor(() => box.value === 'Who scores first?');
    await waitFor(() => textOf(room).includes('You can send again in 1 s.'));
    // The notice under the log made it shorter: the newest message is still the one in view.
    await nextFrame();
    await nextFrame();
    expect(atNewest()).to.equal(true);
    await waitFor(() => textOf(room).includes('You can send again now.'), 3000);
    ($(room, 'button[type="submit"]') as HTMLButtonElement).click();
    expect(socket.sent.at(-1)).to.include({ type: 'say', text: 'Who scores first?' });
  });
});
