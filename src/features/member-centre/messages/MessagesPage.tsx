import { useState } from 'react';
import { call, messages } from '../../../core';
import { ActionMessage } from '../../ui/ActionMessage';
import { useAdoptedStyles } from '../../ui/adopted-styles';
import { Button } from '../../ui/Button';
import { ScrollList } from '../../ui/lists/ScrollList';
import { usePagedList } from '../../ui/lists/use-paged-list';
import { unreadMessages } from '../../ui/live-session';
import { errorKeyFor } from '../../ui/system-status';
import { Tabs } from '../../ui/Tabs';
import { useT } from '../../ui/use-t';
import { promoStyles } from '../promo/promo.styles';
import { MessageCard } from './MessageCard';

const PAGE_SIZE = 20;
type Filter = 'all' | 'unread' | 'read';
const loadMessages = (filter: Filter, page: number) =>
  call(messages.list, { page, pageSize: PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }) });
type Inbox = Awaited<ReturnType<typeof loadMessages>>;

/** messageV2: the platform's messages to the member, read and unread, marked read one by one or all at once. */
export default function MessagesPage() {
  useAdoptedStyles(promoStyles);
  const t = useT();
  const [filter, setFilter] = useState<Filter>('all');
  const inbox = usePagedList<messages.PlatformMessage, Inbox>((page) => loadMessages(filter, page), filter);
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  /** The text key of the last failed action. */
  const [failure, setFailure] = useState<string | null>(null);
  // The unread count after a mark-read, until the list is read again from the server.
  const [marked, setMarked] = useState<{ first: unknown; unread: number } | null>(null);
  const first = inbox.first;
  const unread = marked && marked.first === first ? marked.unread : first?.unread;

  const markRead = async (target: number | 'all') => {
    setBusy(target);
    setFailure(null);
    try {
      const answer = await call(messages.markRead, target === 'all' ? { all: true } : { ids: [target] });
      unreadMessages.value = answer.unread;
      if (filter === 'unread') {
        inbox.reload();
      } else {
        setMarked({ first, unread: answer.unread });
        inbox.update((items) =>
          items.map((item) => (target === 'all' || item.id === target ? { ...item, read: true } : item)),
        );
      }
    } catch (error) {
      setFailure(errorKeyFor(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="centre-stack" part="messages">
      <div className="mc-toolbar">
        <Tabs
          items={[
            { key: 'all', label: t('mc_msg_all') },
            { key: 'unread', label: t('mc_msg_unread') },
            { key: 'read', label: t('mc_msg_read') },
          ]}
          selected={filter}
          onSelect={setFilter}
          label={t('mc_msg_filter')}
        />
        {first && unread !== undefined && (
          <div className="mc-summary">
            <span className="muted" part="unread-count">
              {t('mc_msg_unread_count', { count: unread })}
            </span>
            <Button
              variant="outline"
              size="small"
              disabled={unread === 0}
              loading={busy === 'all'}
              onClick={() => void markRead('all')}
              part="mark-all-read"
            >
              {t('mc_msg_mark_all')}
            </Button>
          </div>
        )}
      </div>
      {failure && <ActionMessage text={t(failure)} ok={false} />}
      <ScrollList
        list={inbox}
        emptyText={t('mc_msg_empty')}
        label={t('mc_page_messageV2')}
        emptyPart="empty"
        errorPart="page-error"
      >
        <div className="centre-stack" part="message-list">
          {inbox.items.map((message) => (
            <MessageCard
              key={message.id}
              message={message}
              busy={busy === message.id}
              onMarkRead={() => void markRead(message.id)}
            />
          ))}
        </div>
      </ScrollList>
    </div>
  );
}
