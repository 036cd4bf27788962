import { formatDateTime } from '../../../core';
import type { PlatformMessage } from '../../../core/contract/messages';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/use-t';

/** One platform message; an unread one is marked and offers "mark as read". */
export function MessageCard({
  message,
  busy,
  onMarkRead,
}: {
  message: PlatformMessage;
  busy: boolean;
  onMarkRead: () => void;
}) {
  const t = useT();
  return (
    <article
      className={`mc-card mc-message${message.read ? '' : ' mc-message--unread'}`}
      part={message.read ? 'message' : 'message message-unread'}
      data-message={message.id}
    >
      <div className="mc-card__head">
        <h4 className="mc-card__title">
          {message.title}
          {!message.read && <span className="sr-only">{` (${t('mc_msg_unread')})`}</span>}
        </h4>
        <span className="mc-card__meta">{formatDateTime(message.createdAt)}</span>
      </div>
      <p className="mc-message__body">{message.content}</p>
      {!message.read && (
        <div className="mc-card__actions">
          <Button variant="outline" size="small" loading={busy} onClick={onMarkRead} part="mark-read">
            {t('mc_msg_mark_read')}
          </Button>
        </div>
      )}
    </article>
  );
}
