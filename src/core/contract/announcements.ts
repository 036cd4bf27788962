/** The operator's announcements (banners, popups, promotions and the others), by type and banner group. */
import { z } from 'zod/mini';
import { endpoint } from './endpoint';

export const announcementType = z.enum(['B', 'PL', 'PU', 'PR', 'H']);
export const announcement = z.object({
  id: z.int(),
  type: announcementType,
  /** Banner group, e.g. w_login, w_register, w_home. */
  group: z.nullable(z.string()),
  title: z.string(),
  /** HTML; sanitised before render. */
  content: z.string(),
  imageUrl: z.nullable(z.string()),
  link: z.nullable(z.string()),
  startTime: z.string(),
  endTime: z.nullable(z.string()),
  /** A promotion announcement (PR): the promotion it presents, and its category tab. */
  promotionId: z.optional(z.nullable(z.int())),
  category: z.optional(z.nullable(z.string())),
});
export type Announcement = z.infer<typeof announcement>;

export const announcements = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  request: z.strictObject({
    /** Comma-separated announcement types. */
    types: z._default(z.string().check(z.maxLength(64)), 'B,PL,PU,PR,H'),
    platform: z._default(z.literal('W'), 'W'),
    execution: z._default(announcementType, 'B'),
    group: z.optional(z.string().check(z.maxLength(32))),
  }),
  response: z.object({
    player: z.array(announcement),
    banners: z.array(announcement),
    popup: z.array(announcement),
    promotion: z.array(announcement),
  }),
});
