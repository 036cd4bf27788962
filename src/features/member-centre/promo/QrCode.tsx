import { useMemo } from 'react';
import { qrMatrix, qrPath } from './qr-code';

/** The QR code of `text` as crisp SVG, nothing when the text is too long for one. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const matrix = useMemo(() => qrMatrix(text), [text]);
  if (!matrix) return null;
  const size = matrix.length + 8;
  return (
    <svg
      className="mc-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      part="referral-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}
