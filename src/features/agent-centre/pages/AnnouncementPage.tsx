import { call, formatDateTime, system } from '../../../core';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { SafeHtml } from '../../ui/SafeHtml';
import { useT } from '../../ui/use-t';

/** Player notices and pop-up announcements, newest first, each once. */
function noticesOf(answer: Awaited<ReturnType<typeof loadNotices>>): system.Announcement[] {
  const byId = new Map<number, system.Announcement>();
  for (const item of [...answer.player, ...answer.popup]) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.startTime.localeCompare(a.startTime));
}

const loadNotices = () => call(system.announcements, { types: 'PL,H,PU', execution: 'B' });

/** agentAnnouncement: the platform's announcements (MCSFE_getListAnnouncements), the newest open. */
export default function AnnouncementPage() {
  const t = useT();
  const notices = useQuery(loadNotices, 'all');
  return (
    <QueryGate query={notices.query} onRetry={notices.reload}>
      {(answer) => {
        const list = noticesOf(answer);
        if (list.length === 0) {
          return (
            <div className="page-empty" part="announcements-empty">
              <p>{t('ag_no_announcements')}</p>
            </div>
          );
        }
        return (
          <ul className="ag-notices" part="announcements">
            {list.map((item, index) => (
              <li key={item.id}>
                <details className="ag-notice" open={index === 0}>
                  <summary>
                    <span className="ag-notice__title">{item.title}</span>
                    <time className="muted" dateTime={item.startTime}>
                      {formatDateTime(item.startTime)}
                    </time>
                  </summary>
                  <div className="ag-notice__body">
                    {item.imageUrl && <img src={item.imageUrl} alt="" loading="lazy" />}
                    <SafeHtml html={item.content} />
                    {item.link && (
                      <a href={item.link} target="_blank" rel="noopener noreferrer">
                        {t('ag_notice_more')}
                      </a>
                    )}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        );
      }}
    </QueryGate>
  );
}
