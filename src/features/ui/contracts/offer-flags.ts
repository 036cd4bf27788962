import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import { type agents, call, type ResponseOf, session, wallet } from '../../../core';
import { pageSingleton } from '../../../core/session/page-singleton';

type ContractKind = agents.ContractKind;

/** The four "an offer of this kind waits" flags of the consolidated funds call. */
type Flags = Omit<ResponseOf<typeof wallet.consolidatedFunds>, 'sumBalance'>;

/** Which consolidated flag says an offer of each kind waits for the member. */
const flagOfKind = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, keyof Flags>;

interface OfferState {
  flags: Signal<Flags | null>;
  /** The acceptance dialog is open (after login, or from the header). */
  dialogOpen: Signal<boolean>;
  pending: Promise<Flags | null> | null;
}

/** One offer state per page, shared by every bundle like the core session. */
const offers: OfferState = /* @__PURE__ */ pageSingleton('contractOffers', () => ({
  flags: signal<Flags | null>(null),
  dialogOpen: signal(false),
  pending: null,
}));

export const offerDialogOpen: Signal<boolean> = offers.dialogOpen;

/** The kinds with an offer waiting for the signed-in member, from the consolidated flags. */
export const pendingOfferKinds: ReadonlySignal<ContractKind[]> = /* @__PURE__ */ pageSingleton(
  'contractOffers.kinds',
  () =>
    computed(() => {
      const flags = offers.flags.value;
      if (!flags) return [];
      return (Object.keys(flagOfKind) as ContractKind[]).filter((kind) => flags[flagOfKind[kind]]);
    }),
);

/** Free-play accounts never receive offers; everybody else with a session may. */
export function canReceiveOffers(): boolean {
  return (
    session.token.value !== null &&
    !session.mustChangePassword.value &&
    !session.isFreePlayType(session.memberType.value)
  );
}

/**
 * Reads the consolidated contract flags again. Calls made while one is on its way share it;
 * a failure keeps the last flags (the core already handles an ended session).
 */
export function refreshOfferFlags(): Promise<Flags | null> {
  if (!canReceiveOffers()) {
    offers.flags.value = null;
    return Promise.resolve(null);
  }
  offers.pending ??= call(wallet.consolidatedFunds, {})
    .then((answer) => {
      const flags: Flags = {
        dailysalreqtype: answer.dailysalreqtype,
        divtypereq: answer.divtypereq,
        contracthoursalreq: answer.contracthoursalreq,
        realtimesalreqtype: answer.realtimesalreqtype,
      };
      if (canReceiveOffers()) offers.flags.value = flags;
      return offers.flags.value;
    })
    .catch(() => offers.flags.value)
    .finally(() => {
      offers.pending = null;
    });
  return offers.pending;
}

/** Forgets the flags (sign-out). */
export function clearOfferFlags(): void {
  offers.flags.value = null;
  offers.dialogOpen.value = false;
}
