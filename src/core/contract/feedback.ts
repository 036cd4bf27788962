import { z } from 'zod/mini';
import { empty, endpoint, IMAGE_TYPES } from './endpoint';
import { rowId } from './ids';
import { pagedResponse, pagingFields } from './paging';

/** A feedback type code (the operator lists them in its configuration: suggestion, bug, …). */
export const FEEDBACK_TYPE_PATTERN = /^[a-z][a-z0-9_]{0,23}$/;
/** The most words the operator may allow, and the most characters a content may have whatever it allows. */
export const FEEDBACK_MAX_WORDS_LIMIT = 2000;
export const FEEDBACK_MAX_CONTENT_LENGTH = 20_000;
/** The comment beside the content (spec §9: at most 140 characters). */
export const FEEDBACK_MAX_COMMENT = 140;
/** Images a feedback may carry (spec §5: png or jpg, at most 5 MB each, at most 3). */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const wordSegmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'word' })
    : null;

/**
 * The words of a text, counted the same way by the form and the server: Unicode word segments
 * that are words (not spaces or punctuation), so Chinese or Thai text counts its words too.
 */
export function countWords(text: string): number {
  if (!wordSegmenter) return text.split(/\s+/).filter((word) => word !== '').length;
  let words = 0;
  for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}

/** What the feedback form offers and checks, from the operator's configuration. */
export const settings = endpoint({
  method: 'GET',
  path: '/wps/feedback/settings',
  request: empty,
  response: z.object({
    types: z.array(z.string()),
    minWords: z.int(),
    maxWords: z.int(),
    maxCommentLength: z.int(),
    maxImages: z.int(),
    maxImageBytes: z.int(),
  }),
});

/** Uploads one image for a coming feedback: the body is the image itself; its id goes in `images`. */
export const image = endpoint({
  method: 'POST',
  path: '/wps/feedback/image',
  auth: true,
  upload: {
    types: IMAGE_TYPES,
    maxBytes: FEEDBACK_MAX_IMAGE_BYTES,
    invalid: 'FEEDBACK_IMAGE_INVALID',
  },
  request: z.strictObject({}),
  response: z.object({ uploadId: z.int() }),
});

export const feedbackItem = z.object({
  id: z.int(),
  type: z.string(),
  content: z.string(),
  comment: z.nullable(z.string()),
  /** Upload ids, read back with GET /wps/uploads/:id and the member's token. */
  images: z.array(z.int()),
  createdAt: z.string(),
  /** The operator's answer, once there is one. */
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(z.string()),
  /** A reply the member has not seen yet. */
  unread: z.boolean(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

/**
 * Sends a feedback (spec §7 PUT /wps/feedback): a type from the settings, a content between the
 * configured numbers of words (else FEEDBACK_WORDS with value { minWords, maxWords }), an optional
 * comment and images uploaded with `image`. The Idempotency-Key makes a double submit store one.
 */
export const submit = endpoint({
  method: 'PUT',
  path: '/wps/feedback',
  auth: true,
  idempotent: true,
  request: z.strictObject({
    type: z.string().check(z.regex(FEEDBACK_TYPE_PATTERN)),
    content: z.string().check(z.trim(), z.minLength(1), z.maxLength(FEEDBACK_MAX_CONTENT_LENGTH)),
    comment: z.optional(z.string().check(z.trim(), z.maxLength(FEEDBACK_MAX_COMMENT))),
    images: z.optional(z.array(rowId).check(z.maxLength(FEEDBACK_MAX_IMAGES))),
  }),
  response: feedbackItem,
});

/** The member's feedback, newest first, with the operator's replies; `unread` counts unseen replies. */
export const list = endpoint({
  method: 'GET',
  path: '/wps/feedback',
  auth: true,
  request: z.strictObject({ ...pagingFields({ maxSize: 50, defaultSize: 10 }) }),
  response: z.extend(pagedResponse(feedbackItem), { unread: z.int() }),
});

/** Marks every reply of the member as seen. */
export const markRead = endpoint({
  method: 'POST',
  path: '/wps/feedback/read',
  auth: true,
  request: z.strictObject({}),
  response: z.object({ unread: z.int() }),
});
