import { z } from 'zod/mini';
import { announcement } from './announcements';
import { endpoint } from './endpoint';
import { rowId } from './ids';

/**
 * Popup notices (announcement type PU) a signed-in member has not dismissed yet, in the order the
 * operator sorted them. Each shows once per member: dismissing it records that on the server, so
 * another device or a new sign-in does not show it again.
 */
export const popups = endpoint({
  method: 'GET',
  path: '/wps/notices/popups',
  auth: true,
  request: z.strictObject({}),
  response: z.object({ list: z.array(announcement) }),
});

/** Marks a live popup notice as seen by this member; dismissing it again answers the same. */
export const dismissPopup = endpoint({
  method: 'POST',
  path: '/wps/notices/popups/dismiss',
  auth: true,
  request: z.strictObject({ id: rowId }),
  response: z.object({ remaining: z.int() }),
});
