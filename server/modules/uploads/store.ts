import { feedback, funds, promo, type UploadLimits } from '../../../src/core/contract';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { bytesAreOfType } from '../../http/upload-body';
import type { Db } from '../database';

/** What each purpose accepts: the limits of the endpoint that uploads it. */
export const UPLOAD_PURPOSES = {
  withdrawal_proof: funds.uploadProof.upload,
  promotion_application: promo.applicationImage.upload,
  feedback: feedback.image.upload,
} as const satisfies Record<string, UploadLimits>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** What one member may keep stored, every purpose together. */
export const UPLOAD_QUOTA_BYTES = 32 * 1024 * 1024;

export interface UploadedFile {
  bytes: Buffer;
  /** The type the client declared; kept only when the bytes really are of it. */
  contentType: string;
}

/**
 * Stores a member's file for a purpose and answers its id: the type must be one the purpose
 * accepts and the bytes must start with that type's magic number (else the purpose's `invalid`
 * code), the file at most the purpose's size (BODY_TOO_LARGE), and the owner's files together
 * at most `quotaBytes` (UPLOAD_QUOTA_EXCEEDED), and when the purpose has a quota of its own
 * (`purposeQuotaBytes`: feedback images, say) the owner's files of that purpose at most that too.
 * The bytes are kept as sent, never decoded.
 */
export async function storeUpload(
  db: Db,
  upload: { owner: number; purpose: UploadPurpose; file: UploadedFile },
  at: Date,
  quotaBytes = UPLOAD_QUOTA_BYTES,
  purposeQuotaBytes: number | null = null,
): Promise<number> {
  const limits: UploadLimits = UPLOAD_PURPOSES[upload.purpose];
  const { bytes, contentType } = upload.file;
  if (!limits.types.includes(contentType) || !bytesAreOfType(bytes, contentType)) fail(limits.invalid);
  if (bytes.length > limits.maxBytes) fail('BODY_TOO_LARGE');
  return inTransaction(db, async (trx) => {
    // The owner's row is the lock: two uploads at once cannot both squeeze under the quota.
    await trx.selectFrom('members').select('id').where('id', '=', upload.owner).forUpdate().execute();
    const stored = await trx
      .selectFrom('uploads')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'),
        eb.fn
          .coalesce(
            eb.fn.sum<number>(
              eb.case().when('purpose', '=', upload.purpose).then(eb.ref('size')).else(0).end(),
            ),
            eb.lit(0),
          )
          .as('purposeBytes'),
      ])
      .where('owner_id', '=', upload.owner)
      .executeTakeFirstOrThrow();
    if (Number(stored.bytes) + bytes.length > quotaBytes) fail('UPLOAD_QUOTA_EXCEEDED');
    if (purposeQuotaBytes !== null && Number(stored.purposeBytes) + bytes.length > purposeQuotaBytes) {
      fail('UPLOAD_QUOTA_EXCEEDED');
    }
    const row = await trx
      .insertInto('uploads')
      .values({
        owner_id: upload.owner,
        purpose: upload.purpose,
        content_type: contentType,
        bytes,
        size: bytes.length,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}
