import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../../core';
import { Button } from '../ui/Button';
import { ChatIcon } from '../ui/icons';
import { useT } from '../ui/use-t';

/** Size of the customer-service window (spec §7). */
const windowFeatures = 'width=440,height=500,noopener=no';

/**
 * Opens the brand's customer service (live chat, else Telegram) in a 440 x 500 window;
 * the window is closed again when the link turns out to be unusable.
 */
export function ContactUsButton() {
  useSignals();
  const t = useT();
  const services = session.systemStatus.value?.info.customerService ?? [];
  const service =
    services.find((s) => s.csType === 'LIVECHAT') ?? services.find((s) => s.csType === 'TELEGRAM');

  const open = () => {
    const popup = window.open('', 'gd-customer-service', windowFeatures);
    try {
      if (!service) throw new Error('no customer service configured');
      const url = new URL(service.path, document.baseURI);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('unsupported link');
      if (!popup) throw new Error('window blocked');
      popup.location.href = url.href;
    } catch {
      popup?.close();
      session.notice.value = { key: 'err_invalid_url', kind: 'error' };
    }
  };

  return (
    <Button variant="primary" size="large" onClick={open} part="contact-us">
      <ChatIcon />
      {t('contact_us')}
    </Button>
  );
}
