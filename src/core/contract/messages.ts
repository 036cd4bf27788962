import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { rowId } from './ids';
import { pagedResponse, pagingFields } from './paging';

export const platformMessage = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type PlatformMessage = z.infer<typeof platformMessage>;

/** Platform information (messageV2): the member's messages and the platform's, newest first. */
export const list = endpoint({
  method: 'GET',
  path: '/wps/relay/CSP_messageList',
  auth: true,
  request: z.strictObject({
    ...pagingFields(),
    status: z.optional(z.enum(['read', 'unread'])),
  }),
  response: z.extend(pagedResponse(platformMessage), { unread: z.int() }),
});

/** Marks messages read: the listed ids, or every message with `all`. */
export const markRead = endpoint({
  method: 'POST',
  path: '/wps/relay/CSP_markRead',
  auth: true,
  request: z
    .strictObject({
      ids: z.optional(z.array(rowId).check(z.minLength(1), z.maxLength(100))),
      all: z.optional(z.literal(true)),
    })
    .check(z.refine((value) => (value.ids !== undefined) !== (value.all !== undefined), { path: ['ids'] })),
  response: z.object({ unread: z.int() }),
});

/** The unread badge in the header. */
export const unreadCount = endpoint({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: true,
  request: z.strictObject({}),
  response: z.object({ count: z.int() }),
});
