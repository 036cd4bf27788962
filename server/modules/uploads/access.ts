import type { FastifyReply } from 'fastify';
import { fail } from '../../http/envelope';
import type { Db } from '../database';

export interface StoredUpload {
  id: number;
  ownerId: number;
  purpose: string;
  contentType: string;
  bytes: Buffer;
}

async function uploadById(db: Db, uploadId: number): Promise<StoredUpload | undefined> {
  const row = await db
    .selectFrom('uploads')
    .select(['id', 'owner_id', 'purpose', 'content_type', 'bytes'])
    .where('id', '=', uploadId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      ownerId: row.owner_id,
      purpose: row.purpose,
      contentType: row.content_type,
      // pg answers a Buffer, PGlite a plain Uint8Array: the same bytes either way.
      bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
    }
  );
}

/** The member's own upload; anyone else's, or none, is NOT_FOUND (never telling which). */
export async function ownUpload(db: Db, memberId: number, uploadId: number): Promise<StoredUpload> {
  const upload = await uploadById(db, uploadId);
  if (!upload || upload.ownerId !== memberId) fail('NOT_FOUND');
  return upload;
}

/** Any member's upload, for the operator (customer service reviewing a proof); NOT_FOUND when none. */
export async function uploadForOperator(db: Db, uploadId: number): Promise<StoredUpload> {
  const upload = await uploadById(db, uploadId);
  if (!upload) fail('NOT_FOUND');
  return upload;
}

/**
 * Sends an upload's bytes as they were stored, under the type they were checked to be: the
 * browser must not sniff another type, run it as a page, or keep it in a shared cache.
 */
export function sendUpload(reply: FastifyReply, upload: StoredUpload): FastifyReply {
  return reply
    .header('content-type', upload.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .send(upload.bytes);
}
