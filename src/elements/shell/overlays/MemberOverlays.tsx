import { useSignals } from '@preact/signals-react/runtime';
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
    load: () => import('../../../features/header/RealityCheck').then((module) => module.RealityCheck),
  },
  limitAlert: {
    texts: ['header'],
    load: () => import('../../../features/header/LimitAlert').then((module) => module.LimitAlert),
  },
  offers: {
    texts: ['contracts'],
    load: () =>
      import('../../../features/contracts/ContractOffersDialog').then(
        (module) => module.ContractOffersDialog,
      ),
  },
  popupNotices: {
    texts: ['notices'],
    load: () => import('../../../features/notices/PopupNotices').then((module) => module.PopupNotices),
  },
} as const;

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
      <Deferred
        host={host}
        when={useNeededOnce(reminder.due !== null)}
        part={parts.realityCheck}
        props={{ due: reminder.due, onDone: reminder.done }}
      />
      <Deferred
        host={host}
        when={useNeededOnce(limitAlert.due !== null)}
        part={parts.limitAlert}
        props={{ due: limitAlert.due, onDone: limitAlert.done }}
      />
      <Deferred
        host={host}
        when={useNeededOnce(offersOpen)}
        part={parts.offers}
        props={{
          open: offersOpen,
          onClose: () => {
            offerDialogOpen.value = false;
          },
        }}
      />
      <Deferred
        host={host}
        when={useNeededOnce(popups.current !== undefined)}
        part={parts.popupNotices}
        props={{ queue: popups }}
      />
    </>
  );
}
