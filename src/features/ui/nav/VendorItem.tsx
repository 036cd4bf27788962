import { useState } from 'react';
import type { games } from '../../../core';
import { assetUrl, launch } from '../../../core/games';
import { useHost } from '../host-context';
import { useT } from '../use-t';
import { NavLink } from './NavLink';
import { CategoryIcon } from './nav-icons';
import { vendorTarget } from './vendor-target';

/** A vendor's logo; its initials when the image cannot load. */
export function VendorLogo({ card, size }: { card: games.VendorCard; size: 'small' | 'large' }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <span className={`vendor-logo vendor-logo--${size} vendor-logo--text`} aria-hidden="true">
        {card.vendorCode.slice(0, 4)}
      </span>
    );
  }
  return (
    <img
      className={`vendor-logo vendor-logo--${size}`}
      src={assetUrl(card.image)}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

export function HotBadge() {
  const t = useT();
  return <span className="hot-badge">{t('nav_hot')}</span>;
}

interface VendorItemProps {
  card: games.VendorCard;
  /** A dropdown item, or the category entry itself when the category has one vendor. */
  variant: 'menu' | 'entry';
  /** Shown instead of the vendor's name: the category title (an entry, or a category in the bar's "more" menu). */
  label?: string;
  active?: boolean;
  onGo?: (path: string) => void;
  /** After the choice was made (the dropdown closes). */
  onDone: () => void;
}

/** Choosing a vendor: its lobby for the RNG type (and vendors without a lobby game), else a launch. */
export function VendorItem({ card, variant, label, active, onGo, onDone }: VendorItemProps) {
  const t = useT();
  const { host } = useHost();
  const [launching, setLaunching] = useState(false);
  const target = vendorTarget(card);
  const hot = card.isHot === 1;

  if (variant === 'menu' && target.kind === 'lobby' && onGo) {
    return (
      <NavLink className="vendor-item" href={target.path} role="menuitem" onGo={onGo}>
        <VendorLogo card={card} size="small" />
        <span className="vendor-item__name">{card.displayName}</span>
        {hot && <HotBadge />}
      </NavLink>
    );
  }

  const start = async () => {
    if (launching) return;
    setLaunching(true);
    try {
      await launch(host, { vendor: card });
    } finally {
      setLaunching(false);
      onDone();
    }
  };

  if (variant === 'entry') {
    return (
      <button
        type="button"
        className={active ? 'nav__entry is-active' : 'nav__entry'}
        aria-busy={launching || undefined}
        aria-label={`${label ?? card.displayName}: ${t('nav_play_vendor', { vendor: card.displayName })}`}
        onClick={start}
      >
        <CategoryIcon kind={card.gameType} size={18} />
        <span>{label ?? card.displayName}</span>
        {launching && <span className="spinner" aria-hidden="true" />}
      </button>
    );
  }

  return (
    <button
      type="button"
      role="menuitem"
      className="vendor-item"
      aria-busy={launching || undefined}
      title={t('nav_play_vendor', { vendor: card.displayName })}
      onClick={start}
    >
      <VendorLogo card={card} size="small" />
      <span className="vendor-item__name">{label ?? card.displayName}</span>
      {hot && <HotBadge />}
      {launching && <span className="spinner" aria-hidden="true" />}
    </button>
  );
}
