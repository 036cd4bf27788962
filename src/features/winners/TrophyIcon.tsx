import { Svg } from '../ui/Svg';

export function TrophyIcon() {
  return (
    <Svg size={22}>
      <path d="M7 4h10v5a5 5 0 0 1-10 0V4zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9.5 18h5" />
    </Svg>
  );
}
