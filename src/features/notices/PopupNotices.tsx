import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { call, session } from '../../core';
import { dismissPopup, popups } from '../../core/contract/notices';
import type { Announcement } from '../../core/contract/system';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { SafeHtml } from '../ui/SafeHtml';
import { useT } from '../ui/use-t';

const styles = /* css */ `
.popup-notice__content { line-height: 1.55; overflow-wrap: anywhere; }
.popup-notice__content :is(img, video, iframe, table) { max-width: 100%; height: auto; }
.popup-notice__image { display: block; max-width: 100%; height: auto; margin-bottom: 12px; border-radius: var(--_radius-sm); }
.popup-notice__count { color: var(--_text-muted); font-size: 13px; }
`;

/**
 * Part of the page's global overlays: after sign-in, the popup notices (PU) this member has not
 * dismissed, one at a time. Closing one (its button, Escape, the background) records it on the
 * server, so it never shows to this member again; a record that fails only hides it on this page.
 */
export function PopupNotices() {
  useSignals();
  const t = useT();
  const token = session.loginState.value ? session.token.value : null;
  const [queue, setQueue] = useState<Announcement[]>([]);

  useEffect(() => {
    setQueue([]);
    if (!token) return;
    let active = true;
    call(popups, {}).then(
      ({ list }) => active && setQueue(list),
      // A notice that cannot load is not worth an error over the page.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [token]);

  const current = queue[0];
  if (!current) return null;
  const dismiss = () => {
    setQueue((now) => now.filter((notice) => notice.id !== current.id));
    call(dismissPopup, { id: current.id }).catch(() => undefined);
  };
  return (
    <Modal open onClose={dismiss} title={current.title} minHeight={0} part="popup-notice">
      <style>{styles}</style>
      {current.imageUrl && <img className="popup-notice__image" src={current.imageUrl} alt="" />}
      <SafeHtml className="popup-notice__content" html={current.content} />
      <div className="dialog__actions">
        {queue.length > 1 && (
          <span className="popup-notice__count">{t('notices_more', { count: queue.length - 1 })}</span>
        )}
        <Button variant="primary" onClick={dismiss}>
          {t('notices_dismiss')}
        </Button>
      </div>
    </Modal>
  );
}
