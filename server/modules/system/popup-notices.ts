import type { notices, ResponseOf } from '../../../src/core/contract';
import { fail } from '../../http/envelope';
import type { ServerContext } from '../context';
import { liveAnnouncements, toAnnouncement } from './announcements';

/** The live popup notices the member has not dismissed, in the operator's order. */
export async function popupNotices(
  ctx: ServerContext,
  memberId: number,
  language: unknown,
): Promise<ResponseOf<typeof notices.popups>> {
  const rows = await unseenPopups(ctx, memberId).orderBy('sort').orderBy('id').execute();
  return { list: rows.map((row) => toAnnouncement(ctx, row, language)) };
}

function unseenPopups(ctx: ServerContext, memberId: number) {
  return liveAnnouncements(ctx)
    .where('type', '=', 'PU')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notice_dismissals')
            .select('notice_dismissals.announcement_id')
            .whereRef('notice_dismissals.announcement_id', '=', 'announcements.id')
            .where('notice_dismissals.member_id', '=', memberId),
        ),
      ),
    );
}

/**
 * Records that the member dismissed a live popup notice (again: no change) and answers how many
 * are left to show. Anything but a live popup is NOTICE_NOT_FOUND.
 */
export async function dismissPopup(
  ctx: ServerContext,
  memberId: number,
  id: number,
): Promise<ResponseOf<typeof notices.dismissPopup>> {
  const live = await liveAnnouncements(ctx).where('type', '=', 'PU').where('id', '=', id).executeTakeFirst();
  if (!live) fail('NOTICE_NOT_FOUND');
  await ctx.db
    .insertInto('notice_dismissals')
    .values({ member_id: memberId, announcement_id: id, dismissed_at: new Date(ctx.clock.now()) })
    .onConflict((conflict) => conflict.columns(['member_id', 'announcement_id']).doNothing())
    .execute();
  // A handful of live popups at most: counting the rows is cheaper than a second query shape.
  return { remaining: (await unseenPopups(ctx, memberId).execute()).length };
}
