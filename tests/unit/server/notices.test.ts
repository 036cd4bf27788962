import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors, notices, system } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import { player, signIn } from './member-centre-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const hour = 3_600_000;

async function announce(
  type: string,
  title: string,
  { startOffset = -hour, endOffset = null as number | null, sort = 100 } = {},
): Promise<number> {
  const now = server.clock.now();
  const row = await server.ctx.db
    .insertInto('announcements')
    .values({
      type,
      group_name: null,
      title,
      content: `<p>${title}</p>`,
      image_path: null,
      link: null,
      start_time: new Date(now + startOffset),
      end_time: endOffset === null ? null : new Date(now + endOffset),
      sort,
      translations: JSON.stringify({ es: { title: `${title} (es)`, content: '<p>es</p>' } }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const popupTitles = async (token: string, language?: string) =>
  (
    await server.call(notices.popups, {}, { token, headers: language ? { Language: language } : {} })
  ).body.value!.list.map((notice) => notice.title);

describe('popup notices', () => {
  it('shows each live popup once per member: dismissed on one member, still shown to another', async () => {
    const second = await announce('PU', 'Second popup', { sort: 900 });
    const expired = await announce('PU', 'Expired popup', { endOffset: -1000 });
    await announce('PU', 'Future popup', { startOffset: hour });
    await announce('PL', 'Not a popup');
    const ada = await player(server, 'pop_ada');
    const bob = await player(server, 'pop_bob');
    expect(await popupTitles(ada.token)).toEqual(['Play responsibly', 'Second popup']);
    expect(await popupTitles(ada.token, 'es')).toEqual(['Juegue con responsabilidad', 'Second popup (es)']);

    const first = (await server.call(notices.popups, {}, { token: ada.token })).body.value!.list[0]!.id;
    const dismissed = await server.call(notices.dismissPopup, { id: first }, { token: ada.token });
    expect(dismissed.body.value).toEqual({ remaining: 1 });
    // Dismissing again changes nothing.
    const again = await server.call(notices.dismissPopup, { id: first }, { token: ada.token });
    expect(again.body.value).toEqual({ remaining: 1 });
    expect(await popupTitles(ada.token)).toEqual(['Second popup']);
    expect(await popupTitles(bob.token)).toEqual(['Play responsibly', 'Second popup']);

    // A new sign-in of the same member does not bring it back.
    expect(await popupTitles(await signIn(server, 'pop_ada'))).toEqual(['Second popup']);

    await server.call(notices.dismissPopup, { id: second }, { token: ada.token });
    expect(await popupTitles(ada.token)).toEqual([]);

    for (const id of [expired, 999_999]) {
      const answer = await server.call(notices.dismissPopup, { id }, { token: ada.token });
      expect(answer.body.code).toBe(errors.NOTICE_NOT_FOUND.code);
      expect(answer.status).toBe(404);
    }
  });

  it('refuses a player notice as a popup, bad ids and anonymous calls', async () => {
    const cid = await player(server, 'pop_cid');
    const listed = await server.call(system.announcements, { types: 'PL,H' });
    const playerNotice = listed.body.value!.player[0]!.id;
    const notPopup = await server.call(notices.dismissPopup, { id: playerNotice }, { token: cid.token });
    expect(notPopup.body.code).toBe(errors.NOTICE_NOT_FOUND.code);
    for (const input of [{}, { id: 0 }, { id: -1 }, { id: 1.5 }, { id: '1' }, { id: 2 ** 31 }]) {
      const answer = await server.call(notices.dismissPopup, input, { token: cid.token });
      expect(answer.body.code, JSON.stringify(input)).toBe(errors.INVALID_INPUT.code);
    }
    expect((await server.call(notices.popups, {})).body.code).toBe(errors.NOT_LOGGED_IN.code);
    expect((await server.call(notices.dismissPopup, { id: 1 })).body.code).toBe(errors.NOT_LOGGED_IN.code);
  });
});
