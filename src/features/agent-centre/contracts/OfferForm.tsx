import { useState } from 'react';
import { z } from 'zod/mini';
import { agents, call } from '../../../core';
import { ApiError } from '../../../core/contract';
import type { Contract, ContractKind, ContractTerms } from '../../ui/contracts/terms';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import { useT } from '../../ui/use-t';
import { TerminationDialog } from './TerminationDialog';
import { TermsFields } from './TermsFields';
import {
  checkTerms,
  fieldsOfKind,
  RATE_FIELDS,
  rateText,
  type TermField,
  type TermValues,
  termsFrom,
  valuesFromTerms,
} from './terms-form';

const terminationValue = z.object({ affected: z.array(agents.contract) });

/** A fresh form starts from the ceiling's conditions with the rates left for the agent to choose. */
function startingValues(ceiling: ContractTerms | null): TermValues {
  return { ...valuesFromTerms(ceiling), rate: '', winRate: '', lossRate: '' };
}

/**
 * Offers contract terms of one kind to a direct downline. When the server answers that the
 * offer would end lower contracts further down, those are listed first and confirming sends
 * the offer again with confirmTerminate.
 */
export function OfferForm({
  kind,
  member,
  ceiling,
  onOffered,
}: {
  kind: ContractKind;
  /** The direct downline the offer goes to; null until one is chosen. */
  member: { id: number; account: string } | null;
  ceiling: ContractTerms | null;
  onOffered: (contract: Contract) => void;
}) {
  const t = useT();
  const [done, setDone] = useState<string | null>(null);
  const [affected, setAffected] = useState<Contract[] | null>(null);
  const form = useFormState<TermValues>(startingValues(ceiling), (values) =>
    checkTerms(kind, values, ceiling),
  );

  const hints: Partial<Record<TermField, string>> = {};
  if (ceiling?.kind === kind) {
    for (const field of fieldsOfKind[kind]) {
      const limit = (ceiling as Record<string, unknown>)[field];
      if (RATE_FIELDS.has(field) && typeof limit === 'number')
        hints[field] = t('ag_offer_at_most', { rate: `${rateText(limit)}%` });
    }
  }

  const offer = (confirmTerminate: boolean) =>
    form.submit(
      async () => {
        setDone(null);
        if (!member) {
          form.setFormError(t('ag_offer_choose_member'));
          return;
        }
        const contract = await call(agents.offerContract, {
          memberId: member.id,
          terms: termsFrom(kind, form.values),
          confirmTerminate,
        });
        setAffected(null);
        setDone(t('ag_offer_sent', { account: contract.toAccount }));
        onOffered(contract);
      },
      (failure) => {
        if (failure instanceof ApiError && failure.is('CONTRACT_TERMINATES_DOWNLINE')) {
          const parsed = terminationValue.safeParse(failure.value);
          setAffected(parsed.success ? parsed.data.affected : []);
          return;
        }
        setAffected(null);
        form.showFailure(failure);
      },
    );

  return (
    <FormShell
      part="offer-form"
      onSubmit={() => offer(false)}
      error={form.formError}
      success={done}
      busy={form.busy && affected === null}
      submitLabel={member ? t('ag_offer_submit_to', { account: member.account }) : t('ag_offer_submit')}
    >
      <TermsFields kind={kind} field={(name) => form.field(name)} hints={hints} />
      <TerminationDialog
        affected={affected}
        busy={form.busy}
        onCancel={() => setAffected(null)}
        onConfirm={() => void offer(true)}
      />
    </FormShell>
  );
}
