import { Svg } from '../Svg';

export const MapPinIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </Svg>
);
