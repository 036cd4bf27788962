import { PromotionLink } from '../ui/promotions/detail-link';
import { periodText } from '../ui/promotions/period';
import { StateBadge } from '../ui/promotions/StateBadge';
import { useT } from '../ui/use-t';
import type { PromotionItem } from './promotions-data';

/** One promotion in the list: its artwork, title (the link to its page), period and the member's state. */
export function PromotionCard({ item }: { item: PromotionItem }) {
  const t = useT();
  return (
    <article
      className="promo-card"
      part="promotion"
      data-promotion={item.promotionId}
      data-state={item.reward?.state}
    >
      <div className="promo-card__art">
        {item.imageUrl && <img src={item.imageUrl} alt="" loading="lazy" decoding="async" />}
      </div>
      <div className="promo-card__body">
        <h3 className="promo-card__title">
          <PromotionLink className="promo-card__link" part="promotion-link" promotionId={item.promotionId}>
            {item.title}
          </PromotionLink>
        </h3>
        <div className="promo-card__meta">
          <span className="promo-card__period">{periodText(t, item.startTime, item.endTime)}</span>
          {item.reward && <StateBadge state={item.reward.state} part="promotion-state" />}
        </div>
      </div>
    </article>
  );
}
