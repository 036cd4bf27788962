/** The live chat window's size (spec §8). */
export const LIVE_CHAT_WINDOW = 'width=440,height=500';

/**
 * Opens the live chat in its own 440 × 500 window: the window opens at once (so the click is what
 * opened it and no pop-up blocker stops it), then goes to the customer-service link, which carries
 * a one-time ticket. The code asking for the link loads on that first click. A failure closes the
 * window again (spec §8) and is thrown to the caller.
 */
export async function openLiveChatWindow(): Promise<void> {
  const opened = window.open('', 'gd-live-chat', LIVE_CHAT_WINDOW);
  try {
    const { liveChatLink } = await import('./live-chat-link');
    const path = await liveChatLink();
    if (opened) opened.location.href = path;
    else window.location.href = path;
  } catch (error) {
    opened?.close();
    throw error;
  }
}
