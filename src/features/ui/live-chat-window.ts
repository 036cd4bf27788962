import { call, session } from '../../core';
import { customerService } from '../../core/contract/service';
import { visitorKey } from '../../core/service/live-chat';

/** The live chat window's size (spec §8). */
export const LIVE_CHAT_WINDOW = 'width=440,height=500';

/**
 * Opens the live chat in its own 440 × 500 window: the window opens at once (so the click is what
 * opened it and no pop-up blocker stops it), then goes to the customer-service link, which carries
 * a one-time ticket. A failure closes the window again (spec §8) and is thrown to the caller.
 */
export async function openLiveChatWindow(): Promise<void> {
  const opened = window.open('', 'gd-live-chat', LIVE_CHAT_WINDOW);
  try {
    const token = session.token.peek();
    const { version } = await call(customerService, token ? {} : { visitorKey: visitorKey() });
    const live = version.pathList.find((entry) => entry.type === 3);
    if (!live) throw new Error('No live chat entry');
    if (opened) opened.location.href = live.path;
    else window.location.href = live.path;
  } catch (error) {
    opened?.close();
    throw error;
  }
}
