import { useEffect, useState } from 'react';
import { call } from '../../core';
import { type Announcement, announcements } from '../../core/contract/system';
import { useHost } from './host-context';
import { PartBoundary } from './lazy-part';
import { Loaded, useLoaded } from './use-loaded';

// A banner's text is server HTML, shown only by a banner without a picture: the sanitising code comes then,
// not with every sign-in and register form.
const loadSafeHtml = () => import('./SafeHtml').then((module) => module.SafeHtml);
const nothing = () => null;

/** The banners not yet answered. */
const pending: readonly Announcement[] = [];

/** Banners of an announcement group (w_login, w_register); server HTML is sanitised. */
export function Banner({ group }: { group: string }) {
  const [items, setItems] = useState<readonly Announcement[]>(pending);
  // An image that cannot load (moved, blocked) falls back to the banner's text.
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const { host } = useHost();

  useEffect(() => {
    let active = true;
    call(announcements, { group, types: 'B', execution: 'B' })
      .then((value) => {
        if (active) setItems(value.banners.filter((item) => item.group === null || item.group === group));
      })
      // A missing banner is not worth interrupting sign-in for.
      .catch(() => {
        if (active) setItems([]);
      });
    return () => {
      active = false;
    };
  }, [group]);

  const first = items[0];
  const image = first?.imageUrl && brokenImage !== first.imageUrl ? first.imageUrl : null;
  // The sanitiser is fetched only for a banner shown as text.
  const safeHtml = useLoaded(first && !image ? loadSafeHtml : null);
  // Until the answer is in, the banner's place is kept so the form below does not jump down.
  if (items === pending) return <div className="banner banner--pending" aria-hidden="true" />;
  if (!first) return null;
  return (
    <div className="banner" part="banner">
      {image ? (
        <img
          className="banner__image"
          src={image}
          alt={first.title}
          // Shown at the top of the form at once: often the largest thing painted.
          fetchPriority="high"
          onError={() => setBrokenImage(image)}
        />
      ) : (
        <div className="banner__text">
          <strong className="banner__title">{first.title}</strong>
          <PartBoundary host={host} fallback={nothing}>
            <Loaded code={safeHtml} props={{ className: 'banner__content', html: first.content }} />
          </PartBoundary>
        </div>
      )}
    </div>
  );
}
