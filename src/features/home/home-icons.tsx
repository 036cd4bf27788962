import { Svg } from '../ui/Svg';

/** Small solid icons of the home sections (decorative; their buttons carry the name). */
export const PauseIcon = () => (
  <Svg size={14} solid>
    <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
  </Svg>
);
export const PlayIcon = () => (
  <Svg size={14} solid>
    <path d="M7 4v16l13-8z" />
  </Svg>
);
export const PreviousIcon = () => (
  <Svg size={14} solid>
    <path d="M15.5 4 7.5 12l8 8 1.5-1.5L10.5 12 17 5.5z" />
  </Svg>
);
export const NextIcon = () => (
  <Svg size={14} solid>
    <path d="m8.5 4 8 8-8 8L7 18.5l6.5-6.5L7 5.5z" />
  </Svg>
);
