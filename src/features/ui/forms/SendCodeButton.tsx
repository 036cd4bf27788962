import { useState } from 'react';
import { useCountdown } from '../use-countdown';
import { useT } from '../use-t';

/**
 * The "send code" button inside a code field: runs `onSend` (which returns the countdown
 * seconds, or null when nothing was sent) and then counts down before it can send again.
 */
export function SendCodeButton({ onSend }: { onSend: () => Promise<number | null> }) {
  const t = useT();
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const counting = secondsLeft > 0;
  return (
    <button
      type="button"
      className="btn btn--small btn--outline code-btn"
      part="send-code"
      disabled={sending || counting}
      aria-busy={sending || undefined}
      aria-live="polite"
      onClick={async () => {
        setSending(true);
        try {
          const seconds = await onSend();
          if (seconds !== null) start(seconds);
        } finally {
          setSending(false);
        }
      }}
    >
      {sending && <span className="spinner" aria-hidden="true" />}
      {counting ? t('login_resend_in', { s: secondsLeft }) : t('login_send_code')}
    </button>
  );
}
