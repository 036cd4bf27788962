import { formatDateTime } from '../../core';
import { useT } from '../ui/use-t';
import { formatLeft } from './server-clock';

/**
 * Where a draw stands at `now` (server time): betting open with the time left until it closes,
 * closed with the time left until the draw, or being drawn.
 */
export function DrawCountdown({
  draw,
  now,
  large = false,
  short = false,
}: {
  draw: { drawAt: string; closeAt: string };
  now: number;
  large?: boolean;
  /** The short words of a lobby row ("Closes in"). */
  short?: boolean;
}) {
  const t = useT();
  const closeAt = Date.parse(draw.closeAt);
  const drawAt = Date.parse(draw.drawAt);
  const phase = now < closeAt ? 'open' : now < drawAt ? 'closed' : 'drawing';
  const left = phase === 'open' ? closeAt - now : drawAt - now;
  return (
    <div className={`countdown countdown--${phase}${large ? ' countdown--large' : ''}`} data-phase={phase}>
      <span className="countdown__label">
        {t(
          `lottery_${phase === 'open' ? 'closes_in' : phase === 'closed' ? 'draw_in' : 'drawing'}${short ? '_short' : ''}`,
        )}
      </span>
      {phase !== 'drawing' && (
        <span className="countdown__time" role="timer" aria-live="off">
          {formatLeft(left)}
        </span>
      )}
      <span className="countdown__at">{t('lottery_draw_at', { time: formatDateTime(draw.drawAt) })}</span>
    </div>
  );
}
