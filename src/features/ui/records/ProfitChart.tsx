import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../core';

export interface ChartBar {
  key: string;
  /** Short text under the bar. */
  label: string;
  /** Full text for the bar's tooltip and screen readers. */
  title: string;
  /** Win or loss in minor units. */
  value: number;
}

/** Drawing width before the chart has been measured. */
const DEFAULT_WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 16, right: 12, bottom: 34, left: 12 };
/** Room (px) each written label needs; between them only every n-th label is written. */
const LABEL_ROOM = 56;

/**
 * Win/loss per period as bars around a zero line, drawn as plain SVG: wins rise in green,
 * losses fall in red; each bar has its amount as a tooltip and an accessible name.
 */
export function ProfitChart({
  bars,
  label,
  format = formatMoney,
}: {
  bars: ChartBar[];
  label: string;
  /** How a value is written (amounts by default; counts pass their own). */
  format?: (value: number) => string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  // Drawn at the size it is shown, so text stays readable from phone to desktop.
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const box = frame.current;
    if (!box) return;
    const observer = new ResizeObserver(() => box.clientWidth > 0 && setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const highest = Math.max(0, ...bars.map((bar) => bar.value));
  const lowest = Math.min(0, ...bars.map((bar) => bar.value));
  const span = highest - lowest || 1;
  // Pixel y of an amount; scaled as a ratio only for drawing, the amounts stay integers.
  const y = (value: number) => PAD.top + ((highest - value) / span) * plotHeight;
  const zero = y(0);
  const slot = plotWidth / Math.max(bars.length, 1);
  const barWidth = Math.max(2, Math.min(48, slot * 0.7));
  const labelEvery = Math.max(1, Math.ceil(LABEL_ROOM / slot));

  return (
    <div ref={frame}>
      <svg
        className="rec-chart"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={label}
        part="profit-chart"
      >
        <title>{label}</title>
        <line
          className="rec-chart__grid"
          x1={PAD.left}
          x2={width - PAD.right}
          y1={y(highest)}
          y2={y(highest)}
        />
        <line
          className="rec-chart__grid"
          x1={PAD.left}
          x2={width - PAD.right}
          y1={y(lowest)}
          y2={y(lowest)}
        />
        {bars.map((bar, index) => {
          const top = Math.min(y(bar.value), zero);
          const height = Math.max(Math.abs(y(bar.value) - zero), bar.value === 0 ? 0 : 1);
          const x = PAD.left + slot * index + (slot - barWidth) / 2;
          const text = `${bar.title}: ${format(bar.value)}`;
          return (
            <g key={bar.key}>
              <rect
                className={`rec-chart__bar rec-chart__bar--${bar.value < 0 ? 'minus' : 'plus'}`}
                x={x}
                y={top}
                width={barWidth}
                height={height}
                rx={Math.min(3, barWidth / 4)}
                data-value={bar.value}
                aria-label={text}
              >
                <title>{text}</title>
              </rect>
              {index % labelEvery === 0 && (
                <text className="rec-chart__label" x={x + barWidth / 2} y={HEIGHT - 12} textAnchor="middle">
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
        <line className="rec-chart__axis" x1={PAD.left} x2={width - PAD.right} y1={zero} y2={zero} />
        <text className="rec-chart__label" x={PAD.left} y={Math.max(y(highest) - 4, 11)}>
          {format(highest)}
        </text>
        {lowest < 0 && (
          <text className="rec-chart__label" x={PAD.left} y={y(lowest) - 4}>
            {format(lowest)}
          </text>
        )}
      </svg>
    </div>
  );
}
