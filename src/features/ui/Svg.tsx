import type { ReactNode } from 'react';

export interface SvgProps {
  children: ReactNode;
  size?: number;
  strokeWidth?: number;
  /** Fills the outlined shape too (a marked favourite). */
  filled?: boolean;
  /** A solid glyph: filled, without outline. */
  solid?: boolean;
}

/** The one frame of every inline icon: a 24 px grid in currentColor, decorative (its control carries the name). */
export function Svg({ children, size = 18, strokeWidth = 2, filled = false, solid = false }: SvgProps) {
  if (solid) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        {children}
      </svg>
    );
  }
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
