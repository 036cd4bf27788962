import { Button } from '../../ui/Button';
import type { Contract } from '../../ui/contracts/terms';
import { headlineRate, kindLabel } from '../../ui/contracts/terms';
import { AlertIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { useLanguage, useT } from '../../ui/use-t';

/**
 * The warning before an offer lower than contracts the downline granted further down: those
 * contracts are listed, and confirming sends the offer again saying they may end.
 */
export function TerminationDialog({
  affected,
  busy,
  onConfirm,
  onCancel,
}: {
  affected: Contract[] | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <Modal
      open={affected !== null}
      onClose={onCancel}
      width={480}
      minHeight={0}
      closable={false}
      part="termination-warning"
    >
      <div className="dialog__body" role="alertdialog" aria-labelledby="ag-terminate-title">
        <div className="dialog__icon dialog__icon--warning">
          <AlertIcon size={26} />
        </div>
        <p className="dialog__message" id="ag-terminate-title">
          {t('ag_terminate_message', { count: affected?.length ?? 0 })}
        </p>
        <ul className="ag-affected">
          {(affected ?? []).map((contract) => (
            <li key={contract.id} data-contract-id={contract.id}>
              <strong>{contract.toAccount}</strong>
              <span>
                {kindLabel(t, contract.terms.kind)} · {headlineRate(contract.terms, language)}
              </span>
              <span className="muted">
                {t('ctr_offered_by', { account: contract.fromAccount ?? t('ctr_house') })}
              </span>
            </li>
          ))}
        </ul>
        <p className="centre-section__hint">{t('ag_terminate_hint')}</p>
        <div className="dialog__actions">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('dlg_cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy} part="confirm-terminate">
            {t('ag_terminate_confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
