import type { RoomMessage } from '../../../src/core/contract/service';
import type { Db } from '../database';

export const ROOM_PAGE = 40;

/** The name a room shows for a member: the username with its middle masked (de***er). */
export function maskedName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

const shown = (row: { id: number; author: string; text: string; created_at: Date }): RoomMessage => ({
  id: row.id,
  author: row.author,
  text: row.text,
  at: row.created_at.toISOString(),
});

export async function roomList(db: Db) {
  return db.selectFrom('chat_rooms').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

export async function roomExists(db: Db, roomId: number): Promise<boolean> {
  return (
    (await db.selectFrom('chat_rooms').select('id').where('id', '=', roomId).executeTakeFirst()) !== undefined
  );
}

/** A page of a room's messages older than `before` (the newest page without it), oldest first; deleted ones left out. */
export async function roomHistory(db: Db, roomId: number, before?: number) {
  let query = db
    .selectFrom('chat_room_messages')
    .select(['id', 'author', 'text', 'created_at'])
    .where('room_id', '=', roomId)
    .where('deleted_at', 'is', null);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(ROOM_PAGE + 1)
    .execute();
  return { messages: rows.slice(0, ROOM_PAGE).reverse().map(shown), hasMore: rows.length > ROOM_PAGE };
}

/** Until when the member is muted, or null. */
export async function mutedUntil(db: Db, memberId: number, at: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('chat_mutes')
    .select('until')
    .where('member_id', '=', memberId)
    .where('until', '>', at)
    .executeTakeFirst();
  return row?.until ?? null;
}

export async function postRoomMessage(db: Db, roomId: number, memberId: number, text: string, at: Date) {
  const member = await db
    .selectFrom('members')
    .select('username')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('chat_room_messages')
    .values({
      room_id: roomId,
      member_id: memberId,
      author: maskedName(member.username),
      text,
      created_at: at,
      deleted_at: null,
    })
    .returning(['id', 'author', 'text', 'created_at'])
    .executeTakeFirstOrThrow();
  return shown(row);
}
