import { ApiError, session } from '../../core';
import { Button } from '../ui/Button';
import { ChatIcon } from '../ui/icons';
import { openLiveChatWindow } from '../ui/live-chat-window';
import { useT } from '../ui/use-t';

/**
 * Opens the brand's live chat in a 440 x 500 window (it stays reachable during maintenance and for
 * restricted regions); the window is closed again when the chat cannot open.
 */
export function ContactUsButton() {
  const t = useT();
  const open = () => {
    openLiveChatWindow().catch((error: unknown) => {
      session.notice.value = {
        key: error instanceof ApiError ? error.key : 'err_invalid_url',
        kind: 'error',
      };
    });
  };
  return (
    <Button variant="primary" size="large" onClick={open} part="contact-us">
      <ChatIcon />
      {t('contact_us')}
    </Button>
  );
}
