import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';

/**
 * The app's icon in the sizes phones and browsers ask for, drawn from one picture: the operator's
 * (DATA_DIR/app-icon.svg or app-icon.png, square) or the site's own mark. Three kinds:
 * - `any`: the picture as it is, transparent corners kept (browser tabs, install dialogs);
 * - `maskable`: the picture inside the safe zone of a square filled with the app's background colour, since
 *   Android cuts every icon to its own shape (a circle, a squircle) and keeps only the middle 80 %;
 * - `apple`: the same full square with no transparency (iOS rounds the corners itself and fills
 *   transparent pixels with black).
 */
export type IconKind = 'any' | 'maskable' | 'apple';

/** The sizes each kind is served in: what the manifest lists, the favicon and the iOS home screen. */
export const ICON_SIZES: Readonly<Record<IconKind, readonly number[]>> = {
  any: [32, 192, 512],
  maskable: [192, 512],
  apple: [180],
};

/** The share of the square the picture takes in a full-square icon: inside Android's 80 % safe circle. */
const MASKABLE_SHARE = 0.7;
const APPLE_SHARE = 0.82;

/** The operator's icon files in DATA_DIR, the first one found wins. */
const ICON_FILES = ['app-icon.svg', 'app-icon.png'];
/** A PNG smaller than this would be blurred up to the 512 px icon. */
const MIN_PNG_SIDE = 512;

/** The site's mark (the header's logo): a rounded tile with the G, on a transparent square. */
const DEFAULT_ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 24 24">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#19d27a"/><stop offset="1" stop-color="#0fb5a5"/></linearGradient></defs>
<rect width="24" height="24" rx="5.5" fill="url(#g)"/>
<path d="M17 7.5A6.5 6.5 0 1 0 18.5 12H12" fill="none" stroke="#0b1220" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

/** The same mark filling its square, the G inside the safe zone: the site's own maskable and iOS icon. */
const DEFAULT_FULL_ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 24 24">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#19d27a"/><stop offset="1" stop-color="#0fb5a5"/></linearGradient></defs>
<rect width="24" height="24" fill="url(#g)"/>
<g transform="translate(4.2 4.2) scale(0.65)"><path d="M17 7.5A6.5 6.5 0 1 0 18.5 12H12" fill="none" stroke="#0b1220" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></g>
</svg>`;

interface IconSource {
  /** The picture, as the operator gave it or the site's mark. */
  picture: Buffer;
  /** A picture made to fill its square already (the site's own); null: the picture is set on the background. */
  fullSquare: Buffer | null;
  /** Changes when the operator's file does: rendered icons are kept per version. */
  version: string;
}

const builtIn: IconSource = {
  picture: Buffer.from(DEFAULT_ICON),
  fullSquare: Buffer.from(DEFAULT_FULL_ICON),
  version: 'built-in',
};

/** Rasterises an SVG at a density that gives at least `size` pixels, so it is never scaled up blurred. */
async function pictureAt(picture: Buffer, size: number): Promise<Sharp> {
  const { format, width } = await sharp(picture).metadata();
  const density =
    format === 'svg' && width ? Math.min(2400, Math.max(72, Math.ceil((72 * size) / width))) : 72;
  return sharp(picture, { density }).resize(size, size, {
    fit: 'contain',
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
}

/**
 * The icons of one site: reads the operator's file when asked (a file replaced on a running node is picked
 * up on the next request), renders each kind and size once per picture and colour, and keeps them.
 */
export class AppIcons {
  private readonly rendered = new Map<string, Promise<Buffer>>();
  private source: IconSource = builtIn;
  private checkedFile: string | null = null;

  constructor(
    private readonly dataDir: string | null,
    private readonly warn: (message: string) => void,
  ) {}

  /** The PNG of one icon; `size` must be one of ICON_SIZES[kind]. */
  async png(kind: IconKind, size: number, backgroundColour: string): Promise<Buffer> {
    const source = await this.currentSource();
    const key = `${source.version}:${kind}:${size}:${backgroundColour}`;
    let icon = this.rendered.get(key);
    if (!icon) {
      icon = render(source, kind, size, backgroundColour);
      // A failed render is not kept: the next request tries again.
      icon.catch(() => this.rendered.delete(key));
      this.rendered.set(key, icon);
    }
    return icon;
  }

  private async currentSource(): Promise<IconSource> {
    const file = this.operatorFile();
    if (!file) {
      this.source = builtIn;
      this.checkedFile = null;
      return builtIn;
    }
    if (file.version === this.checkedFile) return this.source;
    this.checkedFile = file.version;
    this.rendered.clear();
    try {
      const picture = readFileSync(file.path);
      const { format, width, height } = await sharp(picture).metadata();
      if (format !== 'svg' && format !== 'png') throw new Error(`it is ${format ?? 'not a picture'}`);
      if (width !== height) throw new Error(`it is ${width} × ${height} pixels, not square`);
      if (format === 'png' && (width ?? 0) < MIN_PNG_SIDE) {
        throw new Error(`it is ${width} pixels wide, less than ${MIN_PNG_SIDE}`);
      }
      this.source = { picture, fullSquare: null, version: file.version };
    } catch (error) {
      this.warn(`${file.path} is not used, the site's own icon is (${(error as Error).message})`);
      this.source = builtIn;
    }
    return this.source;
  }

  private operatorFile(): { path: string; version: string } | null {
    if (!this.dataDir) return null;
    for (const name of ICON_FILES) {
      const path = join(this.dataDir, name);
      try {
        const stat = statSync(path);
        if (stat.isFile()) return { path, version: `${name}:${stat.size}:${stat.mtimeMs}` };
      } catch {
        // Not there: the next name, else the site's own icon.
      }
    }
    return null;
  }
}

async function render(source: IconSource, kind: IconKind, size: number, backgroundColour: string) {
  if (kind === 'any') return (await pictureAt(source.picture, size)).png().toBuffer();
  if (source.fullSquare) return (await pictureAt(source.fullSquare, size)).flatten().png().toBuffer();
  const inner = Math.round(size * (kind === 'maskable' ? MASKABLE_SHARE : APPLE_SHARE));
  const picture = await (await pictureAt(source.picture, inner)).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 3, background: backgroundColour } })
    .composite([{ input: picture, gravity: 'centre' }])
    .png()
    .toBuffer();
}
