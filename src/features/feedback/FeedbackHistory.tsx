import { useEffect, useState } from 'react';
import { call, formatDateTime } from '../../core';
import { type FeedbackItem, list, markRead } from '../../core/contract/feedback';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { FileIcon } from '../ui/icons';
import { Pager } from '../ui/lists/Pager';
import { useT } from '../ui/use-t';

const PAGE_SIZE = 5;

/** The member's past feedback, newest first, five a page, with the operator's replies (new ones marked). */
export function FeedbackHistory() {
  const t = useT();
  const [page, setPage] = useState(1);
  const { query, reload } = useQuery(() => call(list, { page, pageSize: PAGE_SIZE }), String(page));
  const unread = query.value?.unread ?? 0;

  // Replies shown are replies seen: the marker stays for this visit, the server forgets it.
  useEffect(() => {
    if (unread > 0) call(markRead, {}).catch(() => undefined);
  }, [unread]);

  return (
    <section className="fb-history" part="history" aria-labelledby="fb-history-title">
      <h3 id="fb-history-title" className="fb-card__title">
        {t('fb_history')}
        {unread > 0 && (
          <span className="fb-badge" part="unread">
            {t('fb_new_replies', { count: unread })}
          </span>
        )}
      </h3>
      <QueryGate
        look="section"
        query={query}
        onRetry={reload}
        isEmpty={(value) => value.list.length === 0}
        empty={t('fb_history_empty')}
      >
        {(value) => (
          <>
            <ul className="fb-list">
              {value.list.map((item) => (
                <FeedbackCard key={item.id} item={item} />
              ))}
            </ul>
            <Pager page={page} pages={Math.max(1, Math.ceil(value.total / PAGE_SIZE))} onPage={setPage} />
          </>
        )}
      </QueryGate>
    </section>
  );
}

function FeedbackCard({ item }: { item: FeedbackItem }) {
  const t = useT();
  return (
    <li className="fb-item" part="history-item">
      <div className="fb-item__head">
        <span className="fb-chip">{t(`fb_type_${item.type}`, { defaultValue: item.type })}</span>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </div>
      <p className="fb-item__content">{item.content}</p>
      {item.comment && <p className="fb-item__comment">{item.comment}</p>}
      {item.images.length > 0 && (
        <p className="fb-item__images">
          <FileIcon />
          {t('fb_images_attached', { count: item.images.length })}
        </p>
      )}
      {item.reply === null ? (
        <p className="fb-item__waiting">{t('fb_waiting')}</p>
      ) : (
        <div className={`fb-reply${item.unread ? ' fb-reply--new' : ''}`} part="reply">
          <div className="fb-reply__head">
            <strong>{t('fb_reply')}</strong>
            {item.unread && <span className="fb-badge">{t('fb_new')}</span>}
            {item.repliedAt && <time dateTime={item.repliedAt}>{formatDateTime(item.repliedAt)}</time>}
          </div>
          <p>{item.reply}</p>
        </div>
      )}
    </li>
  );
}
