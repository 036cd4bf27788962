import type { Generated } from 'kysely';

/** Files members upload (withdrawal proofs today), kept apart from the rows that use them. */
export interface UploadsTable {
  id: Generated<number>;
  owner_id: number;
  /** What the file is for: one of UPLOAD_PURPOSES. */
  purpose: string;
  /** The type the bytes were checked to be (by their magic number), never the client's word alone. */
  content_type: string;
  bytes: Buffer;
  size: number;
  created_at: Date;
}

export interface UploadTables {
  uploads: UploadsTable;
}
