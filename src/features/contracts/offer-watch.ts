import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { session } from '../../core';
import {
  canReceiveOffers,
  clearOfferFlags,
  offerDialogOpen,
  pendingOfferKinds,
  refreshOfferFlags,
} from '../ui/contracts/offer-flags';

/** The flags are read again this often while signed in, and when the window regains focus. */
export const OFFER_POLL_MS = 60_000;
const shownKey = 'gd.contractOffersShown';

/**
 * Opens the dialog by itself once per sign-in and set of waiting kinds: a reload of the page
 * does not bring it back, a new login or a new kind of offer does.
 */
function openAfterLogin(): void {
  const kinds = pendingOfferKinds.value;
  if (kinds.length === 0) return;
  const mark = `${(session.token.value ?? '').slice(-16)}|${kinds.join(',')}`;
  try {
    if (sessionStorage.getItem(shownKey) === mark) return;
    sessionStorage.setItem(shownKey, mark);
  } catch {
    // Storage refused (private mode): showing it again after a reload is the lesser harm.
  }
  offerDialogOpen.value = true;
}

/**
 * Follows the consolidated contract flags while a member who may receive offers is signed in, and
 * opens the acceptance dialog (offerDialogOpen) after login when offers wait. True while offers may
 * show. Holds no dialog: a page carries the dialog's code only once it opens (here or from the header).
 */
export function useOfferWatch(): boolean {
  useSignals();
  const signedIn = session.loginState.value && canReceiveOffers();

  useEffect(() => {
    if (!signedIn) {
      clearOfferFlags();
      return;
    }
    let active = true;
    void refreshOfferFlags().then(() => active && openAfterLogin());
    const timer = setInterval(() => void refreshOfferFlags(), OFFER_POLL_MS);
    const onFocus = () => {
      if (document.visibilityState !== 'hidden') void refreshOfferFlags();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      active = false;
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [signedIn]);

  return signedIn;
}
