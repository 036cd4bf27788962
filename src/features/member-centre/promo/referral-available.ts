import { call, promo } from '../../../core';

/** The referral page is listed only while the server answers it (the REFERRAL promotion is on). */
export function referralAvailable(): Promise<boolean> {
  return call(promo.referral, {}).then(
    () => true,
    () => false,
  );
}
