import { Svg } from '../ui/Svg';

/** The points mall's own pictures (stroke icons on the shared 24 px grid). */

export const CoinsIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 15v2c0 1.7 2.7 3 6 3s6-1.3 6-3v-5c0-1.6-2.4-2.9-5.5-3" />
  </Svg>
);

export const PlayStarIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7Z" />
  </Svg>
);
