import { useAdoptedStyles } from '../ui/adopted-styles';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { SafeHtml } from '../ui/SafeHtml';
import { useT } from '../ui/use-t';
import type { PopupQueue } from './popup-queue';

const styles = /* css */ `
.popup-notice__content { line-height: 1.55; overflow-wrap: anywhere; }
.popup-notice__content :is(img, video, iframe, table) { max-width: 100%; height: auto; }
.popup-notice__image { display: block; max-width: 100%; height: auto; margin-bottom: 12px; border-radius: var(--_radius-sm); }
.popup-notice__count { color: var(--_text-muted); font-size: 13px; }
`;

/**
 * Part of the page's global overlays: the popup notice at the head of the member's queue
 * (usePopupQueue). Closing it (its button, Escape, the background) dismisses it.
 */
export function PopupNotices({ queue: { current, more, dismiss } }: { queue: PopupQueue }) {
  useAdoptedStyles(styles);
  const t = useT();
  if (!current) return null;
  return (
    <Modal open onClose={dismiss} title={current.title} minHeight={0} part="popup-notice">
      {current.imageUrl && <img className="popup-notice__image" src={current.imageUrl} alt="" />}
      <SafeHtml className="popup-notice__content" html={current.content} />
      <div className="dialog__actions">
        {more > 0 && <span className="popup-notice__count">{t('notices_more', { count: more })}</span>}
        <Button variant="primary" onClick={dismiss}>
          {t('notices_dismiss')}
        </Button>
      </div>
    </Modal>
  );
}
