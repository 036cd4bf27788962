import type { Generated } from 'kysely';

/** A member's feedback and the operator's one reply to it. */
export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  /** One of the configured type codes (as it was when sent). */
  type: string;
  content: string;
  comment: string | null;
  created_at: Date;
  reply: string | null;
  replied_at: Date | null;
  /** The member has seen the reply (false until then, and while there is none). */
  reply_read: Generated<boolean>;
}

export interface FeedbackImagesTable {
  feedback_id: number;
  position: number;
  /** An upload of purpose `feedback`, used by one feedback only. */
  upload_id: number;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
  feedback_images: FeedbackImagesTable;
}
