import type { ReactNode } from 'react';
import { Button } from '../Button';
import { ChevronDownIcon } from '../icons';
import { useSecondsUntil } from '../use-countdown';
import { useT } from '../use-t';
import type { useFollowingLog } from './use-following-log';

/**
 * A chat's messages, oldest first, following the newest (`follow`, from useFollowingLog) with its button.
 * The log takes focus, so a keyboard reader can scroll back through it.
 */
export function MessageLog({
  follow,
  className,
  label,
  children,
}: {
  follow: ReturnType<typeof useFollowingLog<HTMLOListElement>>;
  className: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="message-log">
      <ol
        ref={follow.log}
        className={className}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-live="polite"
        aria-label={label}
        onScroll={follow.onScroll}
      >
        {children}
      </ol>
      <NewMessagesButton count={follow.unseen} onClick={follow.showNewest} />
    </div>
  );
}

/** Under a log the reader scrolled up in: how many messages came meanwhile, and a way down to them. */
export function NewMessagesButton({ count, onClick }: { count: number; onClick: () => void }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <button type="button" className="new-messages" onClick={onClick}>
      <ChevronDownIcon size={14} />
      {t('svc_new_messages', { count })}
    </button>
  );
}

/**
 * After the server refused messages as sent too fast (`until`: when it lets them through): that nothing
 * written was lost, and the time left, then that sending works again. The time left is not a live region,
 * so a screen reader hears the notice once rather than every second.
 */
export function SendPause({ until }: { until: number | null }) {
  const t = useT();
  const secondsLeft = useSecondsUntil(until);
  if (until === null) return null;
  if (secondsLeft === 0) {
    return (
      <p className="send-pause send-pause--over" role="status">
        {t('svc_send_again_now')}
      </p>
    );
  }
  return (
    <div className="send-pause">
      <p role="alert">{t('svc_too_fast')}</p>
      <p className="send-pause__left">{t('svc_send_again_in', { seconds: secondsLeft })}</p>
    </div>
  );
}

/** The send button of a chat's box, also held while the server's pause after sending too fast runs. */
export function SendButton({ pausedUntil, disabled }: { pausedUntil: number | null; disabled: boolean }) {
  const t = useT();
  const paused = useSecondsUntil(pausedUntil) > 0;
  return (
    <Button type="submit" disabled={disabled || paused}>
      {t('svc_send')}
    </Button>
  );
}
