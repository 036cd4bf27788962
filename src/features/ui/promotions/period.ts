import { formatDateTime } from '../../../core';
import type { Translate } from '../use-t';

/** A promotion's period: "start – end", or "From start" while it has no end. */
export function periodText(t: Translate, startTime: string, endTime: string | null): string {
  const start = formatDateTime(startTime);
  return endTime ? t('promo_period', { start, end: formatDateTime(endTime) }) : t('promo_from', { start });
}
