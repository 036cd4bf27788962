import { ContractOffers } from '../../../features/contracts/ContractOffers';
import { RealityCheck } from '../../../features/header/RealityCheck';
import { PopupNotices } from '../../../features/notices/PopupNotices';

/**
 * What only a signed-in member can see: the reality check, the contract offers and the popup notices.
 * Loaded at the first sign-in.
 */
export default function MemberOverlays() {
  return (
    <>
      <RealityCheck />
      <ContractOffers />
      <PopupNotices />
    </>
  );
}
