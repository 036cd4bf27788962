import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-live-chat';
import { errors, service } from '../../src/core/contract';
import { FakeSocket, useFakeSockets } from './fake-socket';
import { $, $$, type FakeApi, fakeApi, mount, resetPage, route, textOf, waitFor } from './support';

const message = (id: number, from: 'customer' | 'operator', text: string) => ({
  id,
  from,
  text,
  at: '2026-11-25T10:00:00.000Z',
});

describe('<gd-live-chat>', () => {
  let api: FakeApi;
  const sockets = useFakeSockets();
  beforeEach(async () => {
    await resetPage();
    sockets.install();
    api = await fakeApi([
      route(service.ticket, () => ({ value: { ticket: 'fresh-ticket', expiresInSeconds: 60 } })),
    ]);
  });
  afterEach(() => {
    api.restore();
    sockets.restore();
  });

  async function opened(
    chat: HTMLElement,
    history = [message(1, 'customer', 'Hello?'), message(2, 'operator', 'Hi! How can I help?')],
  ) {
    const socket = await waitFor(() => FakeSocket.made.at(-1));
    await waitFor(() => socket.readyState === 1);
    socket.push({ type: 'welcome', conversationId: 7, csType: 'LIVECHAT', unread: 1 });
    socket.push({ type: 'history', messages: history, hasMore: false });
    // The box opens once the socket is connected.
    await waitFor(() => ($(chat, 'textarea') as HTMLTextAreaElement | null)?.disabled === false);
    return socket;
  }

  it('opens with the ticket of the link, shows the conversation as text, and sends what the customer writes', async () => {
    const chat = await mount('gd-live-chat', { ticket: 'link-ticket', lang: 'en' });
    const socket = await opened(chat, [
      message(1, 'customer', '<b>bold?</b>'),
      message(2, 'operator', 'Hi! How can I help?'),
    ]);
    expect(socket.url).to.match(/\/ws\/service\?ticket=link-ticket$/);
    expect(api.callsTo(service.ticket)).to.have.length(0);
    const texts = $$(chat, '.chat__text').map((node) => node.textContent);
    expect(texts).to.deep.equal(['<b>bold?</b>', 'Hi! How can I help?']);
    expect($(chat, '.chat__text b')).to.equal(null);
    // The customer has seen the answer.
    expect(socket.sent).to.deep.include({ type: 'read' });

    const box = $(chat, 'textarea') as HTMLTextAreaElement;
    box.value = '  My withdrawal is late  ';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => !($(chat, 'button[type="submit"]') as HTMLButtonElement).disabled);
    ($(chat, 'button[type="submit"]') as HTMLButtonElement).click();
    expect(socket.sent.at(-1)).to.include({ type: 'say', text: 'My withdrawal is late' });
    await waitFor(() => box.value === '');

    socket.push({ type: 'message', message: message(3, 'operator', 'Let me check.') });
    await waitFor(() => textOf(chat).includes('Let me check.'));
  });

  it('reconnects with a fresh ticket when the socket drops, and stops when the session ended', async () => {
    const chat = await mount('gd-live-chat', { ticket: 'link-ticket', lang: 'en' });
    const first = await opened(chat);
    first.close(1006);
    await waitFor(() => textOf(chat).includes('reconnecting'));
    const second = await waitFor(() => FakeSocket.made[1], 4000);
    expect(second.url).to.match(/ticket=fresh-ticket$/);
    await opened(chat);
    second.close(4001);
    await waitFor(() => textOf(chat).includes('Your session ended'));
    expect(($(chat, 'textarea') as HTMLTextAreaElement).disabled).to.equal(true);
  });

  it('says why a message was refused, in the page language', async () => {
    const chat = await mount('gd-live-chat', { lang: 'es' });
    const socket = await opened(chat);
    expect(api.callsTo(service.ticket)).to.have.length(1);
    socket.push({ type: 'error', code: errors.TOO_MANY_REQUESTS.code });
    await waitFor(() => $(chat, '.chat__error'));
    expect($(chat, '.chat__error')?.getAttribute('role')).to.equal('alert');
    expect(textOf(chat)).to.not.contain('err_');
  });

  it('keeps a message refused as sent too fast in the box, says when sending works again, then sends it', async () => {
    const chat = await mount('gd-live-chat', { lang: 'en' });
    const socket = await opened(chat);
    const box = $(chat, 'textarea') as HTMLTextAreaElement;
    const send = () => $(chat, 'button[type="submit"]') as HTMLButtonElement;
    const write = (text: string) => {
      box.value = text;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    };
    write('Is my deposit there?');
    await waitFor(() => !send().disabled);
    send().click();
    const said = socket.sent.at(-1) as { type: string; text: string; ref: string };
    expect(said).to.include({ type: 'say', text: 'Is my deposit there?' });
    expect(said.ref).to.match(/^[A-Za-z0-9_-]{1,32}$/);
    await waitFor(() => box.value === '');

    // The customer is already writing the next one when the server refuses the first as too fast.
    write('And my bonus?');
    socket.push({ type: 'error', code: errors.TOO_MANY_REQUESTS.code, ref: said.ref, retryAfterSeconds: 2 });
    await waitFor(() => box.value === 'Is my deposit there?\nAnd my bonus?');
    expect(textOf(chat))
      .to.contain('What was not sent is still in the box.')
      .and.contain('You can send again in 2 s.');
    expect(send().disabled).to.equal(true);
    // Enter during the pause sends nothing and loses nothing.
    const sent = socket.sent.length;
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(socket.sent).to.have.length(sent);
    expect(box.value).to.equal('Is my deposit there?\nAnd my bonus?');

    await waitFor(() => textOf(chat).includes('You can send again now.'), 4000);
    expect(send().disabled).to.equal(false);
    send().click();
    expect(socket.sent.at(-1)).to.include({ type: 'say', text: 'Is my deposit there?\nAnd my bonus?' });
    await waitFor(() => box.value === '');
    expect(textOf(chat)).to.not.contain('You can send again');
  });
});
