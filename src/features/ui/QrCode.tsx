import { useMemo } from 'react';
import { encode } from 'uqr';

/** Versions 1 to 10 at level M hold up to 213 bytes: plenty for an invite or download link. */
const MAX_VERSION = 10;
/** The blank margin scanners need around the code, in modules. */
const QUIET_ZONE = 4;

/** The dark modules of `text`'s QR code (level M), row by row; null when it is too long for version 10. */
export function qrMatrix(text: string): boolean[][] | null {
  try {
    return encode(text, { ecc: 'M', border: 0, maxVersion: MAX_VERSION }).data;
  } catch {
    return null;
  }
}

/** An SVG path drawing one unit square per dark module, offset by the quiet zone. */
function darkModulesPath(matrix: boolean[][]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/** The QR code of `text` as crisp SVG of `size` pixels, named `label`; nothing when the text is too long for one. */
export function QrCode({
  text,
  label,
  size = 125,
  className,
  part,
}: {
  text: string;
  label: string;
  size?: number;
  className?: string;
  part?: string;
}) {
  const matrix = useMemo(() => qrMatrix(text), [text]);
  if (!matrix) return null;
  const extent = matrix.length + 2 * QUIET_ZONE;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      part={part}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={darkModulesPath(matrix)} fill="#000" />
    </svg>
  );
}
