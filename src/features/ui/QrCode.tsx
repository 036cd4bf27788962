import { useMemo } from 'react';
import { qrDarkModulesPath, qrExtent, qrMatrix } from '../../core/qr-code';

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
  const extent = qrExtent(matrix);
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
      <path d={qrDarkModulesPath(matrix)} fill="#000" />
    </svg>
  );
}
