import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '../events';
import { useHost } from '../host-context';

/** The site's page of one promotion: its terms, the member's progress and its actions. */
export const promotionDetailPath = (promotionId: number) => `/promoDetail?id=${promotionId}`;

/**
 * A link to a promotion's page, asked of the host page with gd-navigate (a plain link without
 * script). `beforeNavigate` runs first (a modal closing itself).
 */
export function PromotionLink({
  promotionId,
  className,
  part,
  beforeNavigate,
  children,
}: {
  promotionId: number;
  className?: string;
  part?: string;
  beforeNavigate?: () => void;
  children: ReactNode;
}) {
  const { host } = useHost();
  const path = promotionDetailPath(promotionId);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    beforeNavigate?.();
    navigate(host, path);
  };
  return (
    <a className={className} href={path} part={part} onClick={open}>
      {children}
    </a>
  );
}
