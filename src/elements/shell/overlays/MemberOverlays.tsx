import { ContractOffers } from '../../../features/contracts/ContractOffers';
import { RealityCheck } from '../../../features/header/RealityCheck';

/** What only a signed-in member can see: the reality check and the contract offers. Loaded at the first sign-in. */
export default function MemberOverlays() {
  return (
    <>
      <RealityCheck />
      <ContractOffers />
    </>
  );
}
