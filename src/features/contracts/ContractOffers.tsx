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
import { ContractOffersDialog } from './ContractOffersDialog';

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
 * Part of the page's global overlays: follows the consolidated contract flags while a member
 * is signed in, opens the acceptance dialog after login when offers wait, and hosts the
 * dialog the header opens too.
 */
export function ContractOffers() {
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

  return (
    <ContractOffersDialog
      open={signedIn && offerDialogOpen.value}
      onClose={() => {
        offerDialogOpen.value = false;
      }}
    />
  );
}
