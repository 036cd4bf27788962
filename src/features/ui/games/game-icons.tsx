/** Icons of the game pieces (24 px grid, currentColor), beside the shared set in ui/icons. */
import { Svg } from '../Svg';

export const HeartIcon = ({ size, filled }: { size?: number; filled?: boolean }) => (
  <Svg size={size} filled={filled}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.5 1.1 4.8 2.8C13.3 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4Z" />
  </Svg>
);
export const SearchIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);
export const BackIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M15 18 9 12l6-6" />
  </Svg>
);
export const FullscreenIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Svg>
);
export const ExitFullscreenIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
  </Svg>
);
export const SeatIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2.2.6 3.5 2.6 3.5 6" />
  </Svg>
);

/** The default game icon: what a card shows when its thumbnail cannot be loaded (spec §8). */
export const DefaultGameIcon = () => (
  <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false" className="gicon">
    <rect x="6" y="16" width="52" height="32" rx="16" fill="currentColor" opacity="0.16" />
    <path
      d="M22 26v12M16 32h12"
      stroke="currentColor"
      strokeWidth="3.5"
      strokeLinecap="round"
      fill="none"
      opacity="0.7"
    />
    <circle cx="42" cy="28" r="3" fill="currentColor" opacity="0.7" />
    <circle cx="48" cy="35" r="3" fill="currentColor" opacity="0.7" />
  </svg>
);
