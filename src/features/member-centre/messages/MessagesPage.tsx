import { useState } from 'react';
import { call, messages } from '../../../core';
import { unreadMessages } from '../../header/live-session';
import { Button } from '../../ui/Button';
import { errorKeyFor } from '../../ui/system-status';
import { Tabs } from '../../ui/Tabs';
import { useT } from '../../ui/use-t';
import { ActionMessage, Pager, PromoStyles, ResourceGate } from '../promo/PageStates';
import { useResource } from '../use-resource';
import { MessageCard } from './MessageCard';

const PAGE_SIZE = 20;
type Filter = 'all' | 'unread' | 'read';

/** messageV2: the platform's messages to the member, read and unread, marked read one by one or all at once. */
export default function MessagesPage() {
  const t = useT();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const inbox = useResource(() =>
    call(messages.list, { page, pageSize: PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }) }),
  );
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const value = inbox.resource.value;

  const show = (nextFilter: Filter, nextPage: number) => {
    setFilter(nextFilter);
    setPage(nextPage);
    inbox.reload();
  };

  const markRead = async (target: number | 'all') => {
    setBusy(target);
    setFailure(null);
    try {
      const { unread } = await call(messages.markRead, target === 'all' ? { all: true } : { ids: [target] });
      unreadMessages.value = unread;
      if (value && filter !== 'unread') {
        const list = value.list.map((item) =>
          target === 'all' || item.id === target ? { ...item, read: true } : item,
        );
        inbox.set({ ...value, list, unread });
      } else {
        inbox.reload();
      }
    } catch (error) {
      setFailure(t(errorKeyFor(error)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mc-stack" part="messages">
      <PromoStyles />
      <div className="mc-toolbar">
        <Tabs
          items={[
            { key: 'all', label: t('mc_msg_all') },
            { key: 'unread', label: t('mc_msg_unread') },
            { key: 'read', label: t('mc_msg_read') },
          ]}
          selected={filter}
          onSelect={(key) => show(key, 1)}
          label={t('mc_msg_filter')}
        />
        {value && (
          <div className="mc-summary">
            <span className="muted" part="unread-count">
              {t('mc_msg_unread_count', { count: value.unread })}
            </span>
            <Button
              variant="outline"
              size="small"
              disabled={value.unread === 0}
              loading={busy === 'all'}
              onClick={() => void markRead('all')}
              part="mark-all-read"
            >
              {t('mc_msg_mark_all')}
            </Button>
          </div>
        )}
      </div>
      {failure && <ActionMessage text={failure} ok={false} />}
      <ResourceGate resource={inbox.resource} onRetry={inbox.reload} />
      {value &&
        (value.list.length === 0 ? (
          <p className="mc-empty" part="empty">
            {t('mc_msg_empty')}
          </p>
        ) : (
          <div className="mc-stack" part="message-list">
            {value.list.map((message) => (
              <MessageCard
                key={message.id}
                message={message}
                busy={busy === message.id}
                onMarkRead={() => void markRead(message.id)}
              />
            ))}
          </div>
        ))}
      {value && (
        <Pager
          page={value.page}
          pageSize={value.pageSize}
          total={value.total}
          onPage={(next) => show(filter, next)}
        />
      )}
    </div>
  );
}
