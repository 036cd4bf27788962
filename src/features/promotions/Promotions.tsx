import { addTextLoaders } from '../../core/i18n/locales';
import { lazyPart } from '../ui/lazy-part';
import { PromotionList } from './PromotionList';

addTextLoaders(import.meta.glob('./*/promotions.json', { base: '../../../locales' }));

export interface PromotionsProps {
  /** A promotion's id: its page (terms, progress, actions) instead of the list. */
  promotionId?: number;
}

/** The promotion's page: its terms (server HTML, with DOMPurify), the member's progress and the actions. */
const PromotionDetail = lazyPart(['promotions'], () => import('./PromotionDetail'));

/**
 * The promotions, for visitors and members: the list with category tabs (and the member's state
 * on each), or one promotion's page when `promotionId` is given.
 */
export function Promotions({ promotionId }: PromotionsProps) {
  if (promotionId !== undefined && Number.isSafeInteger(promotionId) && promotionId > 0) {
    return <PromotionDetail promotionId={promotionId} />;
  }
  return <PromotionList />;
}
