import type { ReactNode } from 'react';
import type { games } from '../../../core';
import { Svg } from '../Svg';

const paths: Record<games.GameCategory | 'home' | 'promotions', ReactNode> = {
  home: (
    <>
      <path d="m3 11 9-7 9 7" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </>
  ),
  promotions: (
    <>
      <rect x="3" y="8" width="18" height="13" rx="2" />
      <path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1.5S9 8 12 8zm0 0c2-4 6-4 6-1.5S15 8 12 8z" />
    </>
  ),
  LIVE: (
    <>
      <rect x="3" y="5" width="18" height="13" rx="3" />
      <circle cx="12" cy="11.5" r="3" />
      <path d="M8 21h8" />
    </>
  ),
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7 4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 14.5 17 19M9.5 14.5 7 19M8 10 3.5 8.5" />
    </>
  ),
  FISH: (
    <>
      <path d="M3 12c3-5 9-6 13-3l5-3v12l-5-3c-4 3-10 2-13-3z" />
      <circle cx="8" cy="11" r="0.8" fill="currentColor" />
    </>
  ),
  RNG: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <path d="M9 4v16M15 4v16" />
      <path d="M5 10.5h2l-1.2 3.5M11 10.5h2l-1.2 3.5M17 10.5h2l-1.2 3.5" />
    </>
  ),
  PVP: (
    <>
      <rect x="3.5" y="4" width="10" height="14" rx="2" transform="rotate(-8 8.5 11)" />
      <rect x="10.5" y="6" width="10" height="14" rx="2" transform="rotate(8 15.5 13)" />
    </>
  ),
  COCKFIGHT: (
    <>
      <path d="M7 20c0-4 1-7 4-9-2-1-3-3-2-5 2 0 3 1 4 2 1-2 3-3 5-3-1 2-1 3-2 4 2 2 2 6 0 8-2 2-5 3-9 3z" />
      <path d="M10 20v2M14 19v3" />
    </>
  ),
  ESPORTS: (
    <>
      <path d="M7 8h10a4 4 0 0 1 4 4v3a3 3 0 0 1-5.3 1.9L14.5 15.5h-5l-1.2 1.4A3 3 0 0 1 3 15v-3a4 4 0 0 1 4-4z" />
      <path d="M7.5 11v3M6 12.5h3M15.5 12h.01M17.5 13.5h.01" />
    </>
  ),
  LOTT: (
    <>
      <circle cx="8" cy="9" r="4.5" />
      <circle cx="16" cy="15" r="4.5" />
      <path d="M8 7.5v3M16 13.5v3" />
    </>
  ),
  ELOTT: (
    <>
      <circle cx="8" cy="9" r="4.5" />
      <circle cx="16" cy="15" r="4.5" />
      <path d="M8 7.5v3M16 13.5v3" />
    </>
  ),
};

/** Category icons of the navigation (24 px stroke icons, currentColor, decorative). */
export function CategoryIcon({ kind, size = 22 }: { kind: keyof typeof paths; size?: number }) {
  return (
    <Svg size={size} strokeWidth={1.9}>
      {paths[kind]}
    </Svg>
  );
}
