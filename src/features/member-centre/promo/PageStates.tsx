import { promoStyles } from './promo.styles';

/** The page's own CSS, placed inside the member centre's shadow root. */
export function PromoStyles() {
  return <style>{promoStyles}</style>;
}
