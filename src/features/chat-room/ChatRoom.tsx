import { addTextLoaders } from '../../core/i18n/locales';
import { closeSelf } from '../ui/close-self';
import { useHost } from '../ui/host-context';
import { lazyPart } from '../ui/lazy-part';
import { Modal } from '../ui/Modal';
import { useT } from '../ui/use-t';

addTextLoaders(import.meta.glob('./*/service.json', { base: '../../../locales' }));

/** The rooms: their code and CSS come the first time the modal opens (the element is closed until then). */
const ChatRooms = lazyPart(['service'], () => import('./ChatRooms'));

export interface ChatRoomProps {
  /** The modal is shown while true. */
  open?: boolean;
}

/**
 * The chat room modal (spec §2): the brand's rooms as tabs, each read live; signed-in members write
 * (text only), visitors read. Closing it closes the room's socket.
 */
export function ChatRoom({ open = false }: ChatRoomProps) {
  const t = useT();
  const { host } = useHost();
  return (
    <Modal open={open} onClose={() => closeSelf(host)} title={t('room_title')} width={520}>
      {open && <ChatRooms />}
    </Modal>
  );
}
