import type { Selectable } from 'kysely';
import type { feedback, ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import {
  countWords,
  FEEDBACK_MAX_COMMENT,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  type FeedbackItem,
} from '../../../src/core/contract/feedback';
import { fail } from '../../http/envelope';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { storeUpload, type UploadedFile } from '../uploads/store';
import type { FeedbackTable } from './tables';

/** What the form offers and checks, from the operator's configuration. */
export function feedbackSettings(ctx: ServerContext): ResponseOf<typeof feedback.settings> {
  const { types, minWords, maxWords } = ctx.operator.current().feedback;
  return {
    types,
    minWords,
    maxWords,
    maxCommentLength: FEEDBACK_MAX_COMMENT,
    maxImages: FEEDBACK_MAX_IMAGES,
    maxImageBytes: FEEDBACK_MAX_IMAGE_BYTES,
  };
}

/**
 * Keeps an image for a coming feedback (checked by the uploads module: type, magic number, size,
 * the member's quota and the feedback images' own quota) and answers its id.
 */
export async function uploadFeedbackImage(
  ctx: ServerContext,
  memberId: number,
  file: UploadedFile,
): Promise<{ uploadId: number }> {
  const { imageQuotaBytes } = ctx.operator.current().feedback;
  const uploadId = await storeUpload(
    ctx.db,
    { owner: memberId, purpose: 'feedback', file },
    now(ctx),
    undefined,
    imageQuotaBytes,
  );
  return { uploadId };
}

async function imagesOf(db: Db, feedbackIds: readonly number[]): Promise<Map<number, number[]>> {
  const images = new Map<number, number[]>();
  if (feedbackIds.length === 0) return images;
  const rows = await db
    .selectFrom('feedback_images')
    .select(['feedback_id', 'upload_id'])
    .where('feedback_id', 'in', [...feedbackIds])
    .orderBy('feedback_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = images.get(row.feedback_id) ?? [];
    list.push(row.upload_id);
    images.set(row.feedback_id, list);
  }
  return images;
}

function toItem(row: Selectable<FeedbackTable>, images: readonly number[]): FeedbackItem {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    comment: row.comment,
    images: [...images],
    createdAt: row.created_at.toISOString(),
    reply: row.reply,
    repliedAt: row.replied_at?.toISOString() ?? null,
    unread: row.reply !== null && !row.reply_read,
  };
}

/**
 * Stores one feedback: a configured type, a content within the configured words (FEEDBACK_WORDS
 * with the bounds), the comment, and the member's own unused feedback images in order
 * (FEEDBACK_IMAGE_UNKNOWN otherwise). route() runs it once per Idempotency-Key, in one transaction.
 */
export async function submitFeedback(
  ctx: ServerContext,
  memberId: number,
  input: ParsedRequestOf<typeof feedback.submit>,
): Promise<FeedbackItem> {
  const config = ctx.operator.current().feedback;
  if (!config.types.includes(input.type)) fail('INVALID_INPUT', null, { type: 'err_invalid_input' });
  const words = countWords(input.content);
  if (words < config.minWords || words > config.maxWords) {
    fail(
      'FEEDBACK_WORDS',
      { minWords: config.minWords, maxWords: config.maxWords },
      { content: 'err_feedback_words' },
    );
  }
  const images = input.images ?? [];
  if (new Set(images).size !== images.length) fail('FEEDBACK_IMAGE_UNKNOWN');
  const row = await ctx.db
    .insertInto('feedback')
    .values({
      member_id: memberId,
      type: input.type,
      content: input.content,
      comment: input.comment ? input.comment : null,
      created_at: now(ctx),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (images.length > 0) {
    const usable = await ctx.db
      .selectFrom('uploads')
      .leftJoin('feedback_images as used', 'used.upload_id', 'uploads.id')
      .select('uploads.id')
      .where('uploads.id', 'in', images)
      .where('uploads.owner_id', '=', memberId)
      .where('uploads.purpose', '=', 'feedback')
      .where('used.upload_id', 'is', null)
      .forUpdate('uploads')
      .execute();
    if (usable.length !== images.length) fail('FEEDBACK_IMAGE_UNKNOWN');
    await ctx.db
      .insertInto('feedback_images')
      .values(images.map((uploadId, position) => ({ feedback_id: row.id, position, upload_id: uploadId })))
      .execute();
  }
  return toItem(row, images);
}

async function unreadReplies(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('reply', 'is not', null)
    .where('reply_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's feedback, newest first, with replies and the number of replies not seen yet. */
export async function listFeedback(
  ctx: ServerContext,
  memberId: number,
  input: ParsedRequestOf<typeof feedback.list>,
): Promise<ResponseOf<typeof feedback.list>> {
  const { page, pageSize } = input;
  const [rows, total, unread] = await Promise.all([
    ctx.db
      .selectFrom('feedback')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    ctx.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    unreadReplies(ctx.db, memberId),
  ]);
  const images = await imagesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => toItem(row, images.get(row.id) ?? [])),
    page,
    pageSize,
    total: Number(total.n),
    unread,
  };
}

/** Marks every reply the member has as seen. */
export async function markRepliesRead(ctx: ServerContext, memberId: number): Promise<{ unread: number }> {
  await ctx.db
    .updateTable('feedback')
    .set({ reply_read: true })
    .where('member_id', '=', memberId)
    .where('reply', 'is not', null)
    .where('reply_read', '=', false)
    .execute();
  return { unread: 0 };
}
