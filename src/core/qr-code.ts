import { encode } from 'uqr';

/**
 * QR codes as the site draws them (the side bar's, the download page's, the referral link's) and as the
 * server serves them (domainRoute's `qrCodeUrl`): one drawing, so a printed code and a shown one agree.
 */

/** Versions 1 to 10 at level M hold up to 213 bytes: plenty for an invite or download link. */
const MAX_VERSION = 10;
/** The blank margin scanners need around the code, in modules. */
export const QR_QUIET_ZONE = 4;

/** The dark modules of `text`'s QR code (level M), row by row; null when it is too long for version 10. */
export function qrMatrix(text: string): boolean[][] | null {
  try {
    return encode(text, { ecc: 'M', border: 0, maxVersion: MAX_VERSION }).data;
  } catch {
    return null;
  }
}

/** The side of the drawing in modules: the code and its quiet zone on both sides. */
export const qrExtent = (matrix: boolean[][]): number => matrix.length + 2 * QR_QUIET_ZONE;

/** An SVG path drawing one unit square per dark module, offset by the quiet zone. */
export function qrDarkModulesPath(matrix: boolean[][]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/** A whole SVG document of `text`'s QR code, `size` pixels wide; null when the text is too long for one. */
export function qrSvgDocument(text: string, size: number): string | null {
  const matrix = qrMatrix(text);
  if (!matrix) return null;
  const extent = qrExtent(matrix);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges"><rect width="${extent}" height="${extent}" fill="#fff"/><path d="${qrDarkModulesPath(matrix)}" fill="#000"/></svg>`;
}
