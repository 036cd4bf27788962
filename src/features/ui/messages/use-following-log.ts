import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How near the bottom (px) still counts as reading the newest messages. */
const AT_BOTTOM_PX = 32;

interface Seen {
  log: HTMLElement | null;
  first: number | undefined;
  last: number | undefined;
  height: number;
}

/**
 * A log of messages, oldest first, that opens at its newest and follows new ones while the reader is at the
 * bottom. A reader who scrolled up keeps their place, and the messages that came meanwhile are counted
 * (`unseen`) until `showNewest()` or a scroll back down. Older messages paged in on top keep the place too.
 * Give `log` to the scrolling element and `onScroll` to its scroll events.
 */
export function useFollowingLog<E extends HTMLElement>(messages: readonly { id: number }[]) {
  const log = useRef<E>(null);
  const [unseen, setUnseen] = useState(0);
  const atBottom = useRef(true);
  const seen = useRef<Seen>({ log: null, first: undefined, last: undefined, height: 0 });
  const resized = useRef<ResizeObserver | null>(null);
  useEffect(() => () => resized.current?.disconnect(), []);

  useLayoutEffect(() => {
    const element = log.current;
    const before = seen.current;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    if (element !== before.log) {
      // A log made shorter (a notice under it, a narrower window) stays at its newest message if it was there.
      resized.current?.disconnect();
      resized.current = element
        ? new ResizeObserver(() => {
            if (atBottom.current) element.scrollTop = element.scrollHeight;
          })
        : null;
      if (element) resized.current?.observe(element);
    }
    if (element) {
      if (element !== before.log || before.last === undefined) {
        element.scrollTop = element.scrollHeight;
        atBottom.current = true;
      } else if (last !== before.last) {
        if (atBottom.current) element.scrollTop = element.scrollHeight;
        else setUnseen((count) => count + messages.filter((message) => message.id > before.last!).length);
      } else if (first !== before.first) {
        element.scrollTop += element.scrollHeight - before.height;
      }
    }
    seen.current = { log: element, first, last, height: element?.scrollHeight ?? 0 };
  }, [messages]);

  const onScroll = useCallback(() => {
    const element = log.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_BOTTOM_PX;
    if (atBottom.current) setUnseen(0);
  }, []);

  /** Goes to the newest message and follows again (the reader asked, or sent a message of their own). */
  const showNewest = useCallback(() => {
    atBottom.current = true;
    setUnseen(0);
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  return { log, unseen, onScroll, showNewest };
}
