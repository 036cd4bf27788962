import { promoStyles } from './promo.styles';

/** The page's own CSS, placed inside the member centre's shadow root. */
export function PromoStyles() {
  return <style>{promoStyles}</style>;
}

/** A short message after an action, success or failure. */
export function ActionMessage({ text, ok }: { text: string; ok: boolean }) {
  return (
    <div className={ok ? 'alert alert--success' : 'alert'} role={ok ? 'status' : 'alert'}>
      {text}
    </div>
  );
}
