import { fail } from '../../http/envelope';
import { rowIdOf } from '../../http/row-id';
import type { DecisionKind } from '../operator/decisions';

/** Feedback waiting for the operator's reply, oldest first (at most 200 at a time). */
export const feedbackReplies: DecisionKind = {
  kind: 'feedback',
  title: 'Feedback waiting for a reply',
  actions: ['reply'],
  remarkRequired: ['reply'],
  async pending(db) {
    const rows = await db
      .selectFrom('feedback as f')
      .innerJoin('members as m', 'm.id', 'f.member_id')
      .select(['f.id', 'f.type', 'f.content', 'f.comment', 'f.created_at', 'm.username'])
      .select((eb) =>
        eb
          .selectFrom('feedback_images as i')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('i.feedback_id', '=', 'f.id')
          .as('images'),
      )
      .where('f.reply', 'is', null)
      .orderBy('f.id')
      .limit(200)
      .execute();
    return rows.map((row) => ({
      id: String(row.id),
      summary: `${row.username}: ${row.type}`,
      details: {
        member: row.username,
        type: row.type,
        content: row.content,
        comment: row.comment,
        images: Number(row.images ?? 0),
      },
      createdAt: row.created_at,
    }));
  },
  /** The remark is the reply the member reads; a feedback is answered once (FEEDBACK_ANSWERED). */
  async decide(trx, { id, remark, at }) {
    const feedbackId = rowIdOf(id);
    if (feedbackId === null) fail('NOT_FOUND');
    const before = await trx
      .selectFrom('feedback')
      .select(['id', 'reply', 'replied_at'])
      .where('id', '=', feedbackId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) fail('NOT_FOUND');
    if (before.reply !== null) fail('FEEDBACK_ANSWERED');
    const reply = remark.trim();
    await trx
      .updateTable('feedback')
      .set({ reply, replied_at: at, reply_read: false })
      .where('id', '=', feedbackId)
      .execute();
    return {
      before: { id: feedbackId, reply: null },
      after: { id: feedbackId, reply, repliedAt: at.toISOString() },
    };
  },
};
