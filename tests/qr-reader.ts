import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * What a phone's camera reads from a QR picture (SVG or PNG, as the server serves it or a screenshot shows
 * it): the picture drawn at 400 px on white and decoded by jsQR. Null when there is no readable code.
 */
export async function readQrPicture(picture: Buffer): Promise<string | null> {
  const { data, info } = await sharp(picture, { density: 300 })
    .resize(400, 400, { kernel: 'nearest' })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}
