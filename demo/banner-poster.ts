import { html, nothing } from 'lit-html';
import { until } from 'lit-html/directives/until.js';
import { prefetch } from '../src/core/api/page-prefetch';
import type { Envelope, RequestOf } from '../src/core/contract/endpoint';
import type { Announcement, announcements } from '../src/core/contract/system';
import { sessionToken } from './status';

/**
 * The first banner of a page as a poster the shell draws under the element that shows it (`<gd-banners>`,
 * the sign-in and register forms' banner), where the element will draw it (styles.css .banner-stage):
 * the page's largest picture is on screen before the element's code has arrived, and the element covers it
 * with its own when it draws. The shell asks for the announcements as the element would, so the element
 * takes that answer instead of asking again (src/core/api/page-prefetch.ts).
 */

/** The contract's MCSFE_getListAnnouncements (the shell takes only its types: the endpoint brings zod). */
const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';
type AnnouncementsQuery = RequestOf<typeof announcements>;

/** Which banner of the answer an element shows first: gd-banners keeps its group's, the form's banner also general ones. */
export type BannerPick = 'group' | 'group-or-general';

const posters = new Map<string, Promise<unknown>>();

async function poster(group: string, pick: BannerPick, language: string): Promise<unknown> {
  // The query exactly as the element's call builds it (Banners.tsx, ui/Banner.tsx).
  const query: AnnouncementsQuery = { group, types: 'B', execution: 'B' };
  const answer = await prefetch(
    `${ANNOUNCEMENTS_PATH}?${new URLSearchParams(query as Record<string, string>)}`,
    language,
    sessionToken(),
  );
  const banners = (answer.body as Envelope<{ banners?: Announcement[] }>).value?.banners ?? [];
  const first = banners.find(
    (item) => item.group === group || (pick === 'group-or-general' && item.group === null),
  );
  // A text banner is drawn by the element itself; a poster is only ever a picture.
  if (!first?.imageUrl) return nothing;
  // Asked for now, not when lit draws it: the picture's request goes out before the element code's.
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = first.imageUrl;
  // Drawn once it can be painted whole; a picture that cannot load is not shown.
  const loaded = await picture.decode().then(
    () => true,
    () => false,
  );
  if (!loaded) return nothing;
  // The element's own banner is the one read out and clicked: the poster under it is only a picture.
  return html`<img class="banner-poster" src=${first.imageUrl} alt="" aria-hidden="true" fetchpriority="high" />`;
}

/**
 * The poster of `group` in `language`, asked for once per page load (a redraw keeps the one on screen);
 * nothing until the answer is in, or when it has no picture or failed.
 */
export function bannerPoster(group: string, pick: BannerPick, language: string): unknown {
  const key = `${group} ${pick} ${language}`;
  let shown = posters.get(key);
  if (!shown) {
    shown = poster(group, pick, language).catch(() => nothing);
    posters.set(key, shown);
  }
  return until(shown, nothing);
}

/** Settles once every poster asked for so far has its picture in (or has none). */
export function postersAsked(): Promise<unknown> {
  return Promise.all(posters.values());
}
