import { BirthDateForm } from '../ui/forms/BirthDateForm';
import { Modal } from '../ui/Modal';
import { useT } from '../ui/use-t';

/**
 * The date of birth a jurisdiction wants on record before play (uk, nl), asked where the refused launch or bet
 * happened instead of sending the member to the member centre: once saved, it goes on (`onSet`).
 */
export default function BirthDateDialog({ onSet, onClose }: { onSet: () => void; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open onClose={onClose} title={t('mc_birth_date')} minHeight={0} part="birth-date">
      <BirthDateForm onSaved={onSet} />
    </Modal>
  );
}
