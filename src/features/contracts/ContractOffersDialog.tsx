import { useEffect, useState } from 'react';
import { agents, call } from '../../core';
import { ApiError } from '../../core/contract';
import { useAdoptedStyles } from '../ui/adopted-styles';
import { Button } from '../ui/Button';
import { OfferCard } from '../ui/contracts/OfferCard';
import { refreshOfferFlags } from '../ui/contracts/offer-flags';
import type { Contract, ContractKind } from '../ui/contracts/terms';
import { Modal } from '../ui/Modal';
import { errorKeyFor } from '../ui/system-status';
import { useT } from '../ui/use-t';
import { contractsStyles } from './contracts.styles';

/** The downline's accept/reject call of each kind (spec §7). */
const decisionEndpoint = {
  dividend: agents.processDividend,
  dailySalary: agents.processDailySalary,
  hourlySalary: agents.processHourlySalary,
  realtimeSalary: agents.processRealtimeSalary,
} as const satisfies Record<ContractKind, unknown>;

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; list: Contract[] }
  | { state: 'failed'; failure: unknown };

interface Outcome {
  accepted: boolean;
  /** Lower contracts further down that ended with this acceptance. */
  terminated: number;
}

function Decision({
  contract,
  outcome,
  busy,
  locked,
  failure,
  onDecide,
}: {
  contract: Contract;
  outcome: Outcome | undefined;
  busy: 'accept' | 'reject' | null;
  /** Another decision is on its way. */
  locked: boolean;
  failure: unknown;
  onDecide: (accept: boolean) => void;
}) {
  const t = useT();
  if (outcome) {
    return (
      <p
        className={`ctr-card__outcome ctr-card__outcome--${outcome.accepted ? 'accepted' : 'rejected'}`}
        role="status"
      >
        {t(outcome.accepted ? 'ctr_accepted' : 'ctr_rejected')}
        {outcome.terminated > 0 && ` ${t('ctr_terminated_note', { count: outcome.terminated })}`}
      </p>
    );
  }
  return (
    <>
      {Boolean(failure) && (
        <div className="alert" role="alert">
          {t(errorKeyFor(failure))}
        </div>
      )}
      <div className="ctr-card__actions">
        <Button
          variant="outline"
          loading={busy === 'reject'}
          disabled={locked}
          onClick={() => onDecide(false)}
          aria-label={`${t('ctr_reject')} · ${t(`ctr_kind_${contract.terms.kind}`)}`}
        >
          {t('ctr_reject')}
        </Button>
        <Button
          variant="primary"
          loading={busy === 'accept'}
          disabled={locked}
          onClick={() => onDecide(true)}
          aria-label={`${t('ctr_accept')} · ${t(`ctr_kind_${contract.terms.kind}`)}`}
        >
          {t('ctr_accept')}
        </Button>
      </div>
    </>
  );
}

/**
 * The contract acceptance dialog (spec §2, other screens): every offer waiting for the
 * member with its terms in words, accepted or rejected through the kind's own call; the
 * consolidated flags are read again after each decision.
 */
export function ContractOffersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useAdoptedStyles(contractsStyles);
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const [outcomes, setOutcomes] = useState<Record<number, Outcome>>({});
  const [busy, setBusy] = useState<{ id: number; action: 'accept' | 'reject' } | null>(null);
  const [failures, setFailures] = useState<Record<number, unknown>>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks again
  useEffect(() => {
    if (!open) return;
    let active = true;
    setLoaded({ state: 'loading' });
    setOutcomes({});
    setFailures({});
    call(agents.pendingContracts, {}).then(
      (answer) => active && setLoaded({ state: 'ready', list: answer.list }),
      (failure: unknown) => active && setLoaded({ state: 'failed', failure }),
    );
    return () => {
      active = false;
    };
  }, [open, round]);

  const decide = async (contract: Contract, accept: boolean) => {
    setBusy({ id: contract.id, action: accept ? 'accept' : 'reject' });
    setFailures((current) => ({ ...current, [contract.id]: null }));
    try {
      const answer = await call(decisionEndpoint[contract.terms.kind], { contractId: contract.id, accept });
      setOutcomes((current) => ({
        ...current,
        [contract.id]: {
          accepted: answer.contract.status === 'accepted',
          terminated: answer.terminated.length,
        },
      }));
    } catch (failure) {
      // Withdrawn or replaced meanwhile: show the offers as they are now.
      if (failure instanceof ApiError && failure.is('CONTRACT_NOT_PENDING')) setRound((n) => n + 1);
      else setFailures((current) => ({ ...current, [contract.id]: failure }));
    } finally {
      setBusy(null);
      void refreshOfferFlags();
    }
  };

  const list = loaded.state === 'ready' ? loaded.list : [];
  const undecided = list.filter((contract) => !outcomes[contract.id]).length;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('ctr_dialog_title')}
      width={560}
      minHeight={0}
      part="contract-offers"
    >
      {loaded.state === 'loading' && (
        <div className="ctr-state" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>{t('loading')}</p>
        </div>
      )}
      {loaded.state === 'failed' && (
        <div className="ctr-state" role="alert">
          <p>{t(errorKeyFor(loaded.failure))}</p>
          <Button variant="outline" onClick={() => setRound((n) => n + 1)}>
            {t('mc_retry')}
          </Button>
        </div>
      )}
      {loaded.state === 'ready' && list.length === 0 && (
        <div className="ctr-state" part="contract-offers-empty">
          <p>{t('ctr_none_waiting')}</p>
        </div>
      )}
      {list.length > 0 && (
        <>
          <p className="ctr-intro">{t('ctr_dialog_intro')}</p>
          <ul className="ctr-list">
            {list.map((contract) => (
              <li key={contract.id}>
                <OfferCard contract={contract}>
                  <Decision
                    contract={contract}
                    outcome={outcomes[contract.id]}
                    busy={busy?.id === contract.id ? busy.action : null}
                    locked={busy !== null}
                    failure={failures[contract.id]}
                    onDecide={(accept) => void decide(contract, accept)}
                  />
                </OfferCard>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="ctr-footer">
        <Button variant={undecided > 0 ? 'ghost' : 'primary'} onClick={onClose} part="contract-offers-close">
          {t(undecided > 0 ? 'ctr_later' : 'dlg_close')}
        </Button>
      </div>
    </Modal>
  );
}
