import { useState } from 'react';
import type { games } from '../../core';
import { launch } from '../../core/games';
import { useHost } from '../ui/host-context';
import { PlayIcon } from '../ui/icons';
import { HotBadge, VendorLogo } from '../ui/nav/VendorItem';
import { useT } from '../ui/use-t';

/** One vendor of the sports page: a large card that launches the vendor's game. */
export function SportsCard({ card }: { card: games.VendorCard }) {
  const t = useT();
  const { host } = useHost();
  const [launching, setLaunching] = useState(false);
  const playable = card.launchGameCode !== null;

  const start = async () => {
    if (launching || !playable) return;
    setLaunching(true);
    try {
      await launch(host, { vendor: card });
    } finally {
      setLaunching(false);
    }
  };

  return (
    <button
      type="button"
      className="sports-card"
      part="card"
      disabled={!playable}
      aria-busy={launching || undefined}
      onClick={start}
    >
      {/* Named by what it shows, vendor first (the art sits on top by CSS): "SABA Sports Play". */}
      <span className="sports-card__body">
        <span className="sports-card__name">{card.displayName}</span>
        <span className="sports-card__action">
          {launching ? <span className="spinner" aria-hidden="true" /> : <PlayIcon size={16} />}
          {playable ? t('sports_play_short') : t('sports_unavailable')}
        </span>
      </span>
      <span className="sports-card__art">
        <VendorLogo card={card} size="large" />
        {card.isHot === 1 && (
          <span className="sports-card__badge">
            <HotBadge />
          </span>
        )}
      </span>
    </button>
  );
}
