import type { Selectable } from 'kysely';
import type { ParsedRequestOf, ResponseOf, system } from '../../../src/core/contract';
import type { Announcement } from '../../../src/core/contract/system';
import type { ServerContext } from '../context';
import type { AnnouncementsTable } from '../system/tables';
import { pickLanguage } from './language';

const GROUP_OF_TYPE: Record<string, 'player' | 'banners' | 'popup' | 'promotion'> = {
  B: 'banners',
  PL: 'player',
  H: 'player',
  PU: 'popup',
  PR: 'promotion',
};

/** The artwork in the language the texts were answered in (the banner route draws it from `lang`). */
function imageUrl(publicUrl: string, path: string, lang: string | null): string {
  if (!lang) return `${publicUrl}${path}`;
  return `${publicUrl}${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`;
}

/** Announcements whose period holds now (started, not ended). */
export function liveAnnouncements(ctx: ServerContext) {
  const at = new Date(ctx.clock.now());
  return ctx.db
    .selectFrom('announcements')
    .selectAll()
    .where('start_time', '<=', at)
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', at)]));
}

/** One announcement row as the contract answers it, in the caller's language when it has one. */
export function toAnnouncement(
  ctx: ServerContext,
  row: Selectable<AnnouncementsTable>,
  language: unknown,
): Announcement {
  const translated = pickLanguage(row.translations, language);
  return {
    id: row.id,
    type: row.type as Announcement['type'],
    group: row.group_name,
    title: translated?.entry.title ?? row.title,
    content: translated?.entry.content ?? row.content,
    imageUrl: row.image_path ? imageUrl(ctx.publicUrl, row.image_path, translated?.lang ?? null) : null,
    link: row.link,
    startTime: row.start_time.toISOString(),
    endTime: row.end_time?.toISOString() ?? null,
    promotionId: row.promotion_id,
    category: row.category,
  };
}

/**
 * The live announcements of the requested types, with titles, contents and artwork in the
 * caller's language (the `Language` header); an announcement without that language answers
 * its base text.
 */
export async function listAnnouncements(
  ctx: ServerContext,
  input: ParsedRequestOf<typeof system.announcements>,
  language: unknown,
): Promise<ResponseOf<typeof system.announcements>> {
  const types = input.types
    .split(',')
    .map((type) => type.trim())
    .filter((type) => type in GROUP_OF_TYPE);
  let query = liveAnnouncements(ctx).orderBy('sort');
  query = types.length > 0 ? query.where('type', 'in', types) : query.where('type', '=', '');
  if (input.group)
    query = query.where((eb) => eb.or([eb('group_name', '=', input.group!), eb('type', '!=', 'B')]));
  const rows = await query.execute();
  const answer = {
    player: [] as Announcement[],
    banners: [] as Announcement[],
    popup: [] as Announcement[],
    promotion: [] as Announcement[],
  };
  for (const row of rows) answer[GROUP_OF_TYPE[row.type]!].push(toAnnouncement(ctx, row, language));
  return answer;
}
