import { useSignals } from '@preact/signals-react/runtime';
import { lazy } from 'react';
import { addTextLoaders } from '../../../core/i18n/locales';
import { useOfferWatch } from '../../../features/contracts/offer-watch';
import { useLimitAlertDue } from '../../../features/header/limit-alert-watch';
import { useRealityCheckDue } from '../../../features/header/reality-check-timer';
import { usePopupQueue } from '../../../features/notices/popup-queue';
import { offerDialogOpen } from '../../../features/ui/contracts/offer-flags';
import { useHost } from '../../../features/ui/host-context';
import { Deferred, useNeededOnce } from './Deferred';

addTextLoaders(import.meta.glob('./*/{header,contracts,notices}.json', { base: '../../../../locales' }));

// The watchers (reminder clock, limit alerts, offer flags, popup list) run for every signed-in member; each
// dialog's code and texts load only when it has something to show.
const parts = {
  realityCheck: {
    texts: ['header'],
    load: () =>
      import('../../../features/header/RealityCheck').then((module) => ({ default: module.RealityCheck })),
  },
  limitAlert: {
    texts: ['header'],
    load: () =>
      import('../../../features/header/LimitAlert').then((module) => ({ default: module.LimitAlert })),
  },
  offers: {
    texts: ['contracts'],
    load: () =>
      import('../../../features/contracts/ContractOffersDialog').then((module) => ({
        default: module.ContractOffersDialog,
      })),
  },
  popupNotices: {
    texts: ['notices'],
    load: () =>
      import('../../../features/notices/PopupNotices').then((module) => ({ default: module.PopupNotices })),
  },
} as const;
const RealityCheck = lazy(parts.realityCheck.load);
const LimitAlert = lazy(parts.limitAlert.load);
const ContractOffersDialog = lazy(parts.offers.load);
const PopupNotices = lazy(parts.popupNotices.load);

/**
 * What only a signed-in member can see: the reality check, limit alerts, the contract offers and the popup notices.
 * Loaded at the first sign-in.
 */
export default function MemberOverlays() {
  useSignals();
  const { host } = useHost();
  const reminder = useRealityCheckDue();
  const limitAlert = useLimitAlertDue();
  const offersShown = useOfferWatch();
  const popups = usePopupQueue();
  const offersOpen = offersShown && offerDialogOpen.value;

  return (
    <>
      <Deferred host={host} when={useNeededOnce(reminder.due !== null)} part={parts.realityCheck}>
        <RealityCheck due={reminder.due} onDone={reminder.done} />
      </Deferred>
      <Deferred host={host} when={useNeededOnce(limitAlert.due !== null)} part={parts.limitAlert}>
        <LimitAlert due={limitAlert.due} onDone={limitAlert.done} />
      </Deferred>
      <Deferred host={host} when={useNeededOnce(offersOpen)} part={parts.offers}>
        <ContractOffersDialog
          open={offersOpen}
          onClose={() => {
            offerDialogOpen.value = false;
          }}
        />
      </Deferred>
      <Deferred host={host} when={useNeededOnce(popups.current !== undefined)} part={parts.popupNotices}>
        <PopupNotices queue={popups} />
      </Deferred>
    </>
  );
}
