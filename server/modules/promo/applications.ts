import type { promo, ResponseOf } from '../../../src/core/contract';
import { MAX_APPLICATION_IMAGES } from '../../../src/core/contract/promo';
import { fail } from '../../http/envelope';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { storeUpload, type UploadedFile } from '../uploads/store';
import { isOpen } from './states';

/**
 * Keeps an image for a coming application to an open REQUEST promotion (checked by the uploads
 * module: type, magic number, size and the member's quota) and answers its id.
 */
export async function uploadApplicationImage(
  ctx: ServerContext,
  memberId: number,
  promotionId: number,
  file: UploadedFile,
): Promise<{ uploadId: number }> {
  const promotion = await ctx.db
    .selectFrom('promotions')
    .selectAll()
    .where('id', '=', promotionId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!promotion) fail('NOT_FOUND');
  if (promotion.kind !== 'REQUEST') fail('REWARD_NOT_CLAIMABLE');
  if (!isOpen(promotion, ctx.clock.now())) fail('PROMOTION_NOT_OPEN');
  const uploadId = await storeUpload(
    ctx.db,
    { owner: memberId, purpose: 'promotion_application', file },
    now(ctx),
  );
  return { uploadId };
}

/**
 * Attaches the member's uploaded images to their application, in order. Each must be the member's
 * own application image, not attached to any application yet (APPLICATION_IMAGE_UNKNOWN).
 */
export async function attachApplicationImages(
  trx: Db,
  memberId: number,
  entryId: number,
  images: readonly number[],
): Promise<void> {
  if (images.length === 0) return;
  if (images.length > MAX_APPLICATION_IMAGES || new Set(images).size !== images.length) {
    fail('APPLICATION_IMAGE_UNKNOWN');
  }
  const usable = await trx
    .selectFrom('uploads')
    .leftJoin('promotion_application_images as used', 'used.upload_id', 'uploads.id')
    .select('uploads.id')
    .where('uploads.id', 'in', [...images])
    .where('uploads.owner_id', '=', memberId)
    .where('uploads.purpose', '=', 'promotion_application')
    .where('used.upload_id', 'is', null)
    .execute();
  if (usable.length !== images.length) fail('APPLICATION_IMAGE_UNKNOWN');
  await trx
    .insertInto('promotion_application_images')
    .values(images.map((uploadId, position) => ({ entry_id: entryId, position, upload_id: uploadId })))
    .execute();
}

/** The member's application to a promotion, as the operator sees it; null before applying. */
export async function applicationOf(
  ctx: ServerContext,
  memberId: number,
  promotionId: number,
): Promise<ResponseOf<typeof promo.application>> {
  const entry = await ctx.db
    .selectFrom('promotion_entries')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .where('state', 'in', ['applying', 'issued', 'rejected'])
    .executeTakeFirst();
  if (!entry) return null;
  const images = await ctx.db
    .selectFrom('promotion_application_images')
    .select('upload_id')
    .where('entry_id', '=', entry.id)
    .orderBy('position')
    .execute();
  return {
    state: entry.state,
    comment: entry.comment,
    images: images.map((image) => image.upload_id),
    remark: entry.remark,
    // An application leaves `joined` when it is sent; claimed_at is set only when paid.
    appliedAt: (entry.applied_at ?? entry.joined_at).toISOString(),
    decidedAt: entry.decided_at?.toISOString() ?? null,
  };
}
