import type { WheelSegment } from '../../core/contract/wheel';
import { useT } from '../ui/use-t';
import { segmentDegrees } from './wheel-data';

const point = (degrees: number, radius: number) => {
  const radians = (degrees * Math.PI) / 180;
  return `${(50 + radius * Math.sin(radians)).toFixed(2)} ${(50 - radius * Math.cos(radians)).toFixed(2)}`;
};

/**
 * The wheel drawn: its segments alike in size, clockwise from the pointer at the top, each with its number in
 * the odds list, upright. `rotation` turns it (clockwise degrees); while `spinning` the turn is animated unless the reader
 * asked for reduced motion.
 */
export function WheelDisc({
  segments,
  rotation,
  spinning,
}: {
  segments: WheelSegment[];
  rotation: number;
  spinning: boolean;
}) {
  const t = useT();
  const span = segmentDegrees(segments.length);
  // Each number turns back as far as the wheel turns (in step while it spins), so it always reads upright: a 6
  // at the bottom is not taken for a 9.
  const upright = { transform: `rotate(${-rotation}deg)` };
  return (
    <div
      className="lw-disc"
      part="wheel"
      role="img"
      aria-label={t('lw_wheel_label', { segments: segments.length })}
    >
      <svg className="lw-disc__pointer" viewBox="0 0 20 16" aria-hidden="true">
        <path d="M0 0h20L10 16z" />
      </svg>
      <div
        className={spinning ? 'lw-disc__turn lw-disc__turn--spinning' : 'lw-disc__turn'}
        data-rotation={rotation}
        style={{ transform: `rotate(${rotation}deg)` }}
      >
        <svg viewBox="0 0 100 100" aria-hidden="true">
          {segments.map((segment, index) => {
            const from = index * span;
            const middle = from + span / 2;
            const [x, y] = point(middle, 34).split(' ');
            return (
              <g
                key={segment.index}
                className={segment.empty ? 'lw-seg lw-seg--empty' : 'lw-seg'}
                data-tone={index % 6}
              >
                {segments.length === 1 ? (
                  <circle cx="50" cy="50" r="48" />
                ) : (
                  <path
                    d={`M50 50L${point(from, 48)}A48 48 0 ${span > 180 ? 1 : 0} 1 ${point(from + span, 48)}Z`}
                  />
                )}
                <text x={x} y={y} style={upright}>
                  {index + 1}
                </text>
              </g>
            );
          })}
          <circle className="lw-disc__hub" cx="50" cy="50" r="7" />
        </svg>
      </div>
    </div>
  );
}
