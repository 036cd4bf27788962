import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { formatDateTime, hasText } from '../../core';
import { MAX_SERVICE_TEXT } from '../../core/contract/service';
import { Button } from '../ui/Button';
import { MessageLog, SendButton, SendPause } from '../ui/messages/MessageLogParts';
import { useFollowingLog } from '../ui/messages/use-following-log';
import { useLoaded } from '../ui/use-loaded';
import { useT } from '../ui/use-t';

/**
 * The connection (the socket, its tickets and reconnects): fetched when the chat is first drawn, which shows
 * its frame as connecting meanwhile, so the window's first paint does not wait for it.
 */
const loadConnection = () => import('../../core/service/live-chat').then((module) => module.LiveChat);

const noMessages: never[] = [];

export interface LiveChatProps {
  /** The one-time ticket the customer-service link carried (the window's `?ticket=`), used for the first socket. */
  ticket?: string;
}

/**
 * A live chat with the operator: the conversation so far (paged back), messages arriving without
 * reload, a box to write in, and what the connection is doing (connecting, reconnecting, ended
 * with the session, failed with a retry). Messages are plain text, shown as text.
 */
export function LiveChat({ ticket }: LiveChatProps) {
  useSignals();
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const connection = useLoaded(loadConnection, attempt);
  const Connection = connection && 'value' in connection ? connection.value : null;
  // One connection per element: the link's ticket opens the first socket only, later ones ask for their own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed ticket attribute must not reconnect
  const chat = useMemo(() => (Connection ? new Connection(ticket || null) : null), [Connection]);
  useEffect(() => () => chat?.close(), [chat]);
  const messages = chat?.messages.value ?? noMessages;
  // Until its code is here the chat is connecting; code that did not arrive is a failed connection.
  const status = chat?.status.value ?? (connection && 'failure' in connection ? 'failed' : 'connecting');
  const draft = chat?.draft.value ?? '';
  const sendAgainAt = chat?.sendAgainAt.value ?? null;
  const follow = useFollowingLog<HTMLOListElement>(messages);

  // The customer follows the conversation at its newest message: what came is read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new message
  useEffect(() => {
    if (follow.unseen === 0 && document.visibilityState === 'visible') chat?.markRead();
  }, [messages.length, follow.unseen, chat]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The customer's own message is shown when it arrives, wherever they had scrolled.
    if (chat?.say()) follow.showNewest();
  };
  const errorKey = chat?.errorShown()?.key ?? null;

  return (
    <section className="chat" aria-labelledby="chat-title" part="chat">
      <header className="chat__head">
        <h2 id="chat-title" className="chat__title">
          {t(chat?.csType.value === 'VIP' ? 'svc_title_vip' : 'svc_title')}
        </h2>
        <p className={`chat__status chat__status--${status}`} role="status">
          {t(`svc_status_${status}`)}
        </p>
      </header>
      {chat?.hasMore.value && (
        <Button variant="ghost" className="chat__older" onClick={() => chat.loadOlder()}>
          {t('svc_older')}
        </Button>
      )}
      {messages.length === 0 && status === 'open' ? (
        <p className="chat__empty">{t('svc_empty')}</p>
      ) : (
        <MessageLog follow={follow} className="chat__log" label={t('svc_conversation')}>
          {messages.map((message) => (
            <li key={message.id} className={`chat__message chat__message--${message.from}`}>
              <span className="visually-hidden">
                {t(message.from === 'operator' ? 'svc_from_operator' : 'svc_from_you')}
              </span>
              <p className="chat__text">{message.text}</p>
              <time className="chat__time" dateTime={message.at}>
                {formatDateTime(message.at)}
              </time>
            </li>
          ))}
        </MessageLog>
      )}
      {status === 'ended' && <p className="chat__notice">{t('svc_ended')}</p>}
      {status === 'failed' && (
        <p className="chat__notice" role="alert">
          {t('svc_failed')}{' '}
          <Button variant="ghost" onClick={() => (chat ? chat.reconnect() : setAttempt((n) => n + 1))}>
            {t('mc_retry')}
          </Button>
        </p>
      )}
      {errorKey && hasText(errorKey) && (
        <p className="chat__error" role="alert">
          {t(errorKey)}
        </p>
      )}
      <SendPause until={sendAgainAt} />
      <form className="chat__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="chat-input">
          {t('svc_write')}
        </label>
        <textarea
          id="chat-input"
          className="chat__input"
          rows={2}
          maxLength={MAX_SERVICE_TEXT}
          value={draft}
          placeholder={t('svc_write')}
          disabled={status !== 'open'}
          onInput={(event) => {
            if (chat) chat.draft.value = (event.target as HTMLTextAreaElement).value;
          }}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey) submit(event as unknown as FormEvent);
          }}
        />
        <SendButton pausedUntil={sendAgainAt} disabled={status !== 'open' || draft.trim() === ''} />
      </form>
    </section>
  );
}
