import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { call, formatDateTime, hasText, session } from '../../core';
import { MAX_ROOM_TEXT, rooms as roomsEndpoint } from '../../core/contract/service';
import { ChatRoom as RoomConnection } from '../../core/service/chat-room';
import { useAdoptedStyles } from '../ui/adopted-styles';
import { Button } from '../ui/Button';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { MessageLog, SendButton, SendPause } from '../ui/messages/MessageLogParts';
import { messageLogStyles } from '../ui/messages/message-log.styles';
import { useFollowingLog } from '../ui/messages/use-following-log';
import { Tabs } from '../ui/Tabs';
import { useT } from '../ui/use-t';
import { chatRoomStyles } from './chat-room.styles';

/** One room as it is written: messages as text, a box for members who may write, what the socket does. */
function Room({ roomId }: { roomId: number }) {
  useSignals();
  const t = useT();
  const room = useMemo(() => new RoomConnection(roomId), [roomId]);
  useEffect(() => () => room.close(), [room]);
  const status = room.status.value;
  const messages = room.messages.value;
  const draft = room.draft.value;
  const sendAgainAt = room.sendAgainAt.value;
  const errorKey = room.errorShown()?.key ?? null;
  const signedIn = session.token.value !== null;
  const follow = useFollowingLog<HTMLOListElement>(messages);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The member's own message is shown when it arrives, wherever they had scrolled.
    if (room.say()) follow.showNewest();
  };
  return (
    <div className="room">
      <p className="room__status" role="status">
        {t(status === 'open' ? 'room_status_open' : `svc_status_${status}`)}
      </p>
      {room.hasMore.value && (
        <Button variant="ghost" className="room__older" onClick={() => room.loadOlder()}>
          {t('svc_older')}
        </Button>
      )}
      {messages.length === 0 && status === 'open' ? (
        <p className="room__empty">{t('room_empty')}</p>
      ) : (
        <MessageLog follow={follow} className="room__log" label={t('room_messages')}>
          {messages.map((message) => (
            <li key={message.id} className="room__message">
              <span className="room__author">{message.author}</span>
              <span className="room__text">{message.text}</span>
              <time className="room__time" dateTime={message.at}>
                {formatDateTime(message.at)}
              </time>
            </li>
          ))}
        </MessageLog>
      )}
      <SendPause until={sendAgainAt} />
      {errorKey && hasText(errorKey) && (
        <p className="room__error" role="alert">
          {t(errorKey)}
        </p>
      )}
      {status === 'failed' && (
        <Button variant="ghost" onClick={() => room.reconnect()}>
          {t('mc_retry')}
        </Button>
      )}
      {room.mutedUntil.value ? (
        <p className="room__notice">{t('room_muted', { until: formatDateTime(room.mutedUntil.value) })}</p>
      ) : !signedIn ? (
        <p className="room__notice">{t('room_sign_in')}</p>
      ) : (
        <form className="room__form" onSubmit={submit}>
          <label className="visually-hidden" htmlFor={`room-input-${roomId}`}>
            {t('svc_write')}
          </label>
          <input
            id={`room-input-${roomId}`}
            className="room__input"
            maxLength={MAX_ROOM_TEXT}
            value={draft}
            placeholder={t('svc_write')}
            disabled={status !== 'open' || !room.canWrite.value}
            onInput={(event) => {
              room.draft.value = (event.target as HTMLInputElement).value;
            }}
          />
          <SendButton pausedUntil={sendAgainAt} disabled={status !== 'open' || draft.trim() === ''} />
        </form>
      )}
    </div>
  );
}

/**
 * The rooms inside the open chat room modal: the brand's rooms as tabs, each read live. Loaded (code, CSS) the
 * first time the modal opens; closing the modal unmounts it, which closes the room's socket.
 */
export default function ChatRooms() {
  useAdoptedStyles(chatRoomStyles);
  useAdoptedStyles(messageLogStyles);
  const t = useT();
  const list = useQuery(() => call(roomsEndpoint, {}), 'rooms');
  const [current, setCurrent] = useState<number | null>(null);
  return (
    <QueryGate
      query={list.query}
      onRetry={list.reload}
      isEmpty={(value) => value.rooms.length === 0}
      empty={<p className="room__empty">{t('room_none')}</p>}
    >
      {(value) => {
        const roomId = current ?? value.rooms[0]!.id;
        return (
          <>
            <Tabs
              label={t('room_title')}
              items={value.rooms.map((room) => ({ key: String(room.id), label: room.name }))}
              selected={String(roomId)}
              onSelect={(key) => setCurrent(Number(key))}
            />
            <Room key={roomId} roomId={roomId} />
          </>
        );
      }}
    </QueryGate>
  );
}
