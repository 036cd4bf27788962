import { inPage, pageOf } from '../../db/paging';
import type { ServerContext } from '../context';
import { now } from '../context';
import type { Db } from '../database';

/** Messages a member may see: its own and the platform's, already sent. */
function visible(ctx: ServerContext, memberId: number) {
  return ctx.db
    .selectFrom('platform_messages')
    .leftJoin('platform_message_reads', (join) =>
      join
        .onRef('platform_message_reads.message_id', '=', 'platform_messages.id')
        .on('platform_message_reads.member_id', '=', memberId),
    )
    .where((eb) =>
      eb.or([
        eb('platform_messages.member_id', '=', memberId),
        eb('platform_messages.member_id', 'is', null),
      ]),
    )
    .where('platform_messages.created_at', '<=', now(ctx));
}

export async function unreadCount(ctx: ServerContext, memberId: number): Promise<number> {
  const row = await visible(ctx, memberId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('platform_message_reads.read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function inbox(
  ctx: ServerContext,
  memberId: number,
  filter: { page: number; pageSize: number; status?: 'read' | 'unread' | undefined },
) {
  let query = visible(ctx, memberId);
  if (filter.status === 'read') query = query.where('platform_message_reads.read_at', 'is not', null);
  if (filter.status === 'unread') query = query.where('platform_message_reads.read_at', 'is', null);
  const rows = await query
    .select([
      'platform_messages.id',
      'platform_messages.title',
      'platform_messages.content',
      'platform_messages.created_at',
      'platform_message_reads.read_at',
    ])
    .orderBy('platform_messages.created_at', 'desc')
    .orderBy('platform_messages.id', 'desc')
    .$call((select) => inPage(select, filter))
    .execute();
  const total = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const list = rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
  }));
  return {
    ...pageOf(list, Number(total.count), filter),
    unread: await unreadCount(ctx, memberId),
  };
}

/** Marks the given (or all) visible messages read; ids the member cannot see are ignored. */
export async function markRead(
  ctx: ServerContext,
  memberId: number,
  input: { ids?: number[] | undefined; all?: true | undefined },
): Promise<{ unread: number }> {
  let query = visible(ctx, memberId)
    .select('platform_messages.id')
    .where('platform_message_reads.read_at', 'is', null);
  if (!input.all && input.ids) query = query.where('platform_messages.id', 'in', input.ids);
  const unread = await query.execute();
  if (unread.length > 0) {
    const at = now(ctx);
    await ctx.db
      .insertInto('platform_message_reads')
      .values(unread.map((row) => ({ message_id: row.id, member_id: memberId, read_at: at })))
      .onConflict((conflict) => conflict.columns(['message_id', 'member_id']).doNothing())
      .execute();
  }
  return { unread: await unreadCount(ctx, memberId) };
}

/** Sends a platform message to one member, or to every member when memberId is null. */
export async function sendMessage(
  db: Db,
  message: { memberId: number | null; title: string; content: string; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('platform_messages')
    .values({
      member_id: message.memberId,
      title: message.title,
      content: message.content,
      created_at: message.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
