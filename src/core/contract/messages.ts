import { z } from 'zod';
import { endpoint } from './endpoint';
import { pagedResponse, pagingFields } from './paging';

export const platformMessage = z.object({
  id: z.number().int(),
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
  request: z
    .object({
      ...pagingFields(),
      status: z.enum(['read', 'unread']).optional(),
    })
    .strict(),
  response: pagedResponse(platformMessage).extend({ unread: z.number().int() }),
});

/** Marks messages read: the listed ids, or every message with `all`. */
export const markRead = endpoint({
  method: 'POST',
  path: '/wps/relay/CSP_markRead',
  auth: true,
  request: z
    .object({
      ids: z.array(z.number().int().positive()).min(1).max(100).optional(),
      all: z.literal(true).optional(),
    })
    .strict()
    .refine((value) => (value.ids !== undefined) !== (value.all !== undefined), { path: ['ids'] }),
  response: z.object({ unread: z.number().int() }),
});

/** The unread badge in the header. */
export const unreadCount = endpoint({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: true,
  request: z.object({}).strict(),
  response: z.object({ count: z.number().int() }),
});
