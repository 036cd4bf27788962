import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { call, formatDateTime } from '../../core';
import { type Announcement, announcements } from '../../core/contract/system';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { Pager } from '../ui/lists/Pager';
import { SafeHtml } from '../ui/SafeHtml';
import { useLanguage, useT } from '../ui/use-t';

/** Notices per page (spec §9). */
export const NOTICES_PER_PAGE = 9;

export interface NoticesProps {
  /** The id of the notice opened first (a deep link); else the first of the list. */
  notice?: number;
}

/**
 * What the notice page lists: headlines (H) pinned first, then the player notices (PL), then
 * the popup notices (PU) so a dismissed popup can be read again; each group in the operator's order.
 */
export function noticeList(answer: { player: Announcement[]; popup: Announcement[] }): Announcement[] {
  const headlines = answer.player.filter((notice) => notice.type === 'H');
  const others = answer.player.filter((notice) => notice.type !== 'H');
  return [...headlines, ...others, ...answer.popup];
}

const loadNotices = () =>
  call(announcements, { types: 'H,PL,PU', execution: 'B' }).then((answer) => noticeList(answer));

/** The notice page: nine notices a page with paging, and the chosen one read in full beside the list. */
export function Notices({ notice: linked }: NoticesProps) {
  useSignals();
  const t = useT();
  const language = useLanguage();
  // The texts follow the language (sent as the Language header).
  const { query, reload } = useQuery(loadNotices, language);
  // Null until the reader pages: then the page that lists the deep-linked notice, else the first.
  const [pagedTo, setPage] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number | null>(linked ?? null);
  // On a phone the pane replaces the list; a choice made there shows the pane.
  const [reading, setReading] = useState(linked !== undefined);
  const paneRef = useRef<HTMLElement>(null);

  const list = query.value ?? [];
  const linkedAt = linked === undefined ? -1 : list.findIndex((notice) => notice.id === linked);
  const page = pagedTo ?? (linkedAt >= 0 ? Math.floor(linkedAt / NOTICES_PER_PAGE) + 1 : 1);
  const pages = Math.max(1, Math.ceil(list.length / NOTICES_PER_PAGE));
  const shown = list.slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE);
  const open = list.find((notice) => notice.id === chosen) ?? shown[0] ?? null;

  // Another deep link opens its notice on the page that lists it.
  useEffect(() => {
    if (linked !== undefined) setPage(null);
  }, [linked]);

  const choose = (id: number) => {
    setChosen(id);
    setReading(true);
    requestAnimationFrame(() => paneRef.current?.focus({ preventScroll: true }));
  };

  return (
    <section className="notices" part="notices" aria-labelledby="notices-title">
      <h2 id="notices-title" className="notices__title">
        {t('notices_title')}
      </h2>
      <QueryGate
        look="section"
        query={query}
        onRetry={reload}
        isEmpty={(loaded) => loaded.length === 0}
        empty={t('notices_empty')}
      >
        {() => (
          <div className={`notices__body${reading ? ' notices__body--reading' : ''}`}>
            <div className="notices__index">
              <ul className="notices__list" part="list" aria-label={t('notices_list')}>
                {shown.map((notice) => (
                  <li key={notice.id}>
                    <button
                      type="button"
                      className="notice-item"
                      part="item"
                      aria-current={notice.id === open?.id ? 'true' : undefined}
                      onClick={() => choose(notice.id)}
                    >
                      <span className="notice-item__title">
                        {notice.type !== 'PL' && (
                          <span className={`notice-tag notice-tag--${notice.type}`}>
                            {t(notice.type === 'H' ? 'notices_headline' : 'notices_popup')}
                          </span>
                        )}
                        {notice.title}
                      </span>
                      <time className="notice-item__date" dateTime={notice.startTime}>
                        {formatDateTime(notice.startTime)}
                      </time>
                    </button>
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                pages={pages}
                onPage={(next) => {
                  setPage(next);
                  setChosen(null);
                }}
              />
            </div>
            {open && (
              <article
                className="notice-pane"
                part="detail"
                ref={paneRef}
                tabIndex={-1}
                aria-labelledby="notice-pane-title"
              >
                <button type="button" className="notice-pane__back link" onClick={() => setReading(false)}>
                  ‹ {t('notices_back')}
                </button>
                <h3 id="notice-pane-title" className="notice-pane__title">
                  {open.title}
                </h3>
                <time className="notice-item__date" dateTime={open.startTime}>
                  {formatDateTime(open.startTime)}
                </time>
                {open.imageUrl && <img className="notice-pane__image" src={open.imageUrl} alt="" />}
                <SafeHtml className="notice-pane__content" html={open.content} />
              </article>
            )}
          </div>
        )}
      </QueryGate>
    </section>
  );
}
