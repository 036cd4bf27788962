import { Svg } from '../ui/Svg';

/** The download page's app marks (24 px stroke icons, currentColor). */
export const AppleIcon = () => (
  <Svg size={26}>
    <path d="M16.4 12.6c0-2.4 2-3.5 2.1-3.6a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.9A4.8 4.8 0 0 0 4 9.5c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8 2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.3-4z" />
    <path d="M14.2 4.9A3.6 3.6 0 0 0 15 2.3a3.7 3.7 0 0 0-2.4 1.3 3.5 3.5 0 0 0-.9 2.5 3 3 0 0 0 2.5-1.2z" />
  </Svg>
);
export const AndroidIcon = () => (
  <Svg size={26}>
    <path d="M5 10a7 7 0 0 1 14 0v1H5z" />
    <path d="M5 11h14v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z" />
    <path d="m7.5 4.5 1.5 2M16.5 4.5 15 6.5M9 8.5h.01M15 8.5h.01" />
  </Svg>
);
export const LiteIcon = () => (
  <Svg size={26}>
    <rect x="6" y="2" width="12" height="20" rx="2.5" />
    <path d="m13 6-3 6h4l-3 6" />
  </Svg>
);
