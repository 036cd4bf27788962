import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { agents, call, session } from '../../../core';
import { type ContractKind, kindLabel, kindSwitch } from '../../ui/contracts/terms';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { Modal } from '../../ui/Modal';
import { Tabs } from '../../ui/Tabs';
import { useT } from '../../ui/use-t';
import { OfferForm } from '../contracts/OfferForm';

/** The contract kinds whose brand switch is on. */
export function enabledKinds(): ContractKind[] {
  return agents.contractKinds.filter((kind) => session.isSwitchOn(kindSwitch[kind]));
}

/** The offer form for one direct downline, any enabled kind, within the agent's own ceiling. */
function KindOffer({ kind, member }: { kind: ContractKind; member: { id: number; account: string } }) {
  const own = useQuery(() => call(agents.contracts, { kind, page: 1, pageSize: 1 }), kind);
  return (
    <QueryGate query={own.query} onRetry={own.reload}>
      {(answer) => (
        <OfferForm key={kind} kind={kind} member={member} ceiling={answer.ceiling} onOffered={() => {}} />
      )}
    </QueryGate>
  );
}

/** Opened from a team row: offers a contract of a chosen kind to that direct downline. */
export function OfferDialog({
  member,
  onClose,
}: {
  member: { id: number; account: string } | null;
  onClose: () => void;
}) {
  useSignals();
  const t = useT();
  const kinds = enabledKinds();
  const [kind, setKind] = useState<ContractKind | null>(null);
  const current = kind && kinds.includes(kind) ? kind : kinds[0];
  return (
    <Modal
      open={member !== null}
      onClose={() => {
        setKind(null);
        onClose();
      }}
      title={t('ag_offer_dialog_title', { account: member?.account ?? '' })}
      width={560}
      minHeight={0}
      part="offer-dialog"
    >
      <div className="centre-stack">
        {kinds.length === 1 && current && <h3 className="centre-section__title">{kindLabel(t, current)}</h3>}
        <Tabs
          label={t('ag_offer_kind')}
          items={kinds.map((key) => ({ key, label: kindLabel(t, key) }))}
          selected={current ?? 'dailySalary'}
          onSelect={setKind}
        />
        {member && current && <KindOffer key={current} kind={current} member={member} />}
      </div>
    </Modal>
  );
}
