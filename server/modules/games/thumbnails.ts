import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import type { ServerContext } from '../context';
import { catalogueLanguage } from './catalogue-language';
import { emblem, themeOf } from './tile-emblems';

/**
 * Generated artwork for game cards and vendor logos: a gradient, a motif and the text,
 * all drawn from the code, so the same code always gets the same picture. The URL carries
 * the art version (and the name's language), so each answer can be cached for a year.
 * Game cards get it as WebP: a browser decodes a raster picture off its main thread, while each
 * SVG picture is a document of its own, parsed and drawn on the main thread (a screenful of
 * them held up the lobby's search by 100 ms and more).
 */

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function palette(key: string): { from: string; to: string; accent: string; hash: number } {
  const hash = hashOf(key);
  const hue = hash % 360;
  const shift = 30 + ((hash >>> 9) % 60);
  return {
    from: `hsl(${hue} 70% 46%)`,
    to: `hsl(${(hue + shift) % 360} 65% 22%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 70%)`,
    hash,
  };
}

/** Mean glyph width of a bold sans-serif, in em: enough to keep a line inside its box. */
const GLYPH_EM = 0.6;

/** Splits a name into at most `maxLines` lines of about `width` characters, word by word. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

const fittedSize = (line: string, size: number, room: number) =>
  Math.max(12, Math.min(size, Math.floor(room / (Math.max(1, line.length) * GLYPH_EM))));

/** One of four motifs behind the text. */
function motif(hash: number, accent: string): string {
  switch ((hash >>> 3) % 4) {
    case 0:
      return `<circle cx="250" cy="70" r="110" fill="${accent}" opacity="0.18"/><circle cx="60" cy="250" r="70" fill="#fff" opacity="0.08"/>`;
    case 1:
      return `<path d="M160 20 L290 150 L160 280 L30 150 Z" fill="${accent}" opacity="0.16"/>`;
    case 2:
      return Array.from(
        { length: 12 },
        (_, i) =>
          `<path d="M160 140 L${160 + 260 * Math.cos((i * Math.PI) / 6)} ${140 + 260 * Math.sin((i * Math.PI) / 6)} L${160 + 260 * Math.cos(((i + 0.5) * Math.PI) / 6)} ${140 + 260 * Math.sin(((i + 0.5) * Math.PI) / 6)} Z" fill="${accent}" opacity="0.1"/>`,
      ).join('');
    default:
      return `<rect x="-40" y="90" width="420" height="70" fill="${accent}" opacity="0.14" transform="rotate(-18 160 160)"/><rect x="-40" y="190" width="420" height="26" fill="#fff" opacity="0.08" transform="rotate(-18 160 160)"/>`;
  }
}

/** Longest name a tile writes (in characters): any longer is cut with an ellipsis, so a tile stays small. */
const MAX_NAME = 60;

/**
 * A game's tile: its colours, a motif, an emblem of its theme (themeOf) and its name at the foot. About
 * 2–5 KB of SVG whatever the name.
 */
export function gameArt(
  game: { code: string; name: string; englishName: string; gameType: string },
  lang: string,
): string {
  const { from, to, accent, hash } = palette(game.code);
  const name = game.name.length > MAX_NAME ? `${game.name.slice(0, MAX_NAME - 1)}…` : game.name;
  const lines = wrap(name, 18, 2);
  const size = Math.min(...lines.map((line) => fittedSize(line, 30, 284)));
  const top = 286 - (lines.length - 1) * size * 1.12;
  const text = lines
    .map(
      (line, i) =>
        `<text x="160" y="${Math.round(top + i * size * 1.12)}" text-anchor="middle" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  const sparkles = Array.from({ length: 5 }, (_, i) => {
    const x = 24 + ((hash >>> (i * 5)) % 272);
    const y = 20 + ((hash >>> (i * 3 + 2)) % 150);
    return `<circle cx="${x}" cy="${y}" r="${1.5 + (i % 3)}" fill="#fff" opacity="0.6"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" xml:lang="${escapeXml(lang)}" width="320" height="320" viewBox="0 0 320 320" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient></defs>
<rect width="320" height="320" fill="url(#g)"/>${motif(hash, accent)}${sparkles}
${emblem(themeOf(game.englishName, game.gameType), accent)}
<rect width="320" height="320" fill="url(#shade)"/>
<rect x="6" y="6" width="308" height="308" rx="18" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="3"/>
<g font-family="Helvetica, Arial, sans-serif" font-weight="800" fill="#fff" stroke="#000" stroke-opacity="0.35" stroke-width="1">${text}</g>
</svg>`;
}

/**
 * A vendor's mark: its initials (a short code word as it is, "PG", "JILI"; a longer one's first three,
 * "CMD"; else the first letters of the first two words, "PP" for Pragmatic Play) large on its colours. No full name: it shows beside the mark,
 * and a square or 16:9 crop of the mark never cuts it.
 */
export function monogramOf(displayName: string): string {
  const words = displayName.split(/\s+/).filter(Boolean);
  const first = words[0] ?? '?';
  if (/^[A-Z0-9]{2,4}$/.test(first)) return first;
  // A longer word in capitals (CMD368): its first three.
  if (/^[A-Z][A-Z0-9]{4,}$/.test(first)) return first.slice(0, 3);
  if (words.length === 1) return `${first[0]!.toUpperCase()}${first.slice(1, 2).toLowerCase()}`;
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function vendorArt(vendor: { code: string; displayName: string }): string {
  const { from, to, accent, hash } = palette(`vendor:${vendor.code}`);
  const mark = monogramOf(vendor.displayName);
  // Sized to stay inside the ring (about 0.7 em a bold capital).
  const size = mark.length <= 2 ? 54 : mark.length === 3 ? 38 : 29;
  const ring = 20 + (hash % 30);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(vendor.displayName)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="240" height="120" fill="url(#g)"/>
<circle cx="214" cy="14" r="${ring + 30}" fill="${accent}" opacity="0.16"/><circle cx="22" cy="112" r="${ring}" fill="#fff" opacity="0.08"/>
<circle cx="120" cy="60" r="52" fill="#000" opacity="0.22"/><circle cx="120" cy="60" r="52" fill="none" stroke="${accent}" stroke-width="4" opacity="0.9"/>
<text x="120" y="${Math.round(60 + size * 0.35)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="800" font-size="${size}" fill="#fff" letter-spacing="1">${escapeXml(mark)}</text>
</svg>`;
}

/** Drawn pictures kept in memory per server (the database and the drawing are skipped on a repeat). */
const ART_CACHE_SIZE = 4000;

/**
 * A cache of drawings by key, at most `limit` of them (the oldest forgotten first). The catalogue's names
 * change only when it is seeded, before the server starts.
 */
export function artCache<Art = string>(limit = ART_CACHE_SIZE) {
  const drawn = new Map<string, Art>();
  return async (key: string, draw: () => Promise<Art | null>): Promise<Art | null> => {
    const known = drawn.get(key);
    if (known !== undefined) return known;
    const art = await draw();
    if (art === null) return null;
    if (drawn.size >= limit) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, art);
    return art;
  };
}

/** Side of a game card's raster picture: sharp on a 2x phone screen, about 4 KB. */
const RASTER_SIZE = 320;

/** The drawing as WebP, rendered by libvips on its own threads (the event loop only waits). */
export function rasterOf(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(RASTER_SIZE, RASTER_SIZE).webp({ quality: 75, effort: 2 }).toBuffer();
}

const FILE = /^([A-Za-z0-9][A-Za-z0-9-]{0,59})\.svg$/;
const GAME_FILE = /^([A-Za-z0-9][A-Za-z0-9-]{0,59})\.(svg|webp)$/;

const yearLong = 'public, max-age=31536000, immutable';

function sendWebp(reply: FastifyReply, picture: Buffer) {
  return reply
    .type('image/webp')
    .header('cache-control', yearLong)
    .header('x-content-type-options', 'nosniff')
    .send(picture);
}

function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', yearLong)
      .header('x-content-type-options', 'nosniff')
      // Opened on its own, the image can run nothing and load nothing.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg)
  );
}

/**
 * GET /assets/games/:code.webp?lang= (what the catalogue links), the same picture as :code.svg, and
 * /assets/vendors/:code.svg; unknown codes are 404.
 */
export function thumbnailRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const cachedArt = artCache();
  const cachedRaster = artCache<Buffer>();
  app.get<{ Params: { file: string }; Querystring: { lang?: unknown } }>(
    '/assets/games/:file',
    async (request, reply) => {
      const [, code, format] = GAME_FILE.exec(request.params.file) ?? [];
      if (!code) return reply.callNotFound();
      const language = catalogueLanguage(request.query.lang, undefined);
      const key = `game:${code}:${language}`;
      const drawing = () =>
        cachedArt(key, async () => {
          const game = await ctx.db
            .selectFrom('games as g')
            .leftJoin('game_names as n', (join) =>
              join.onRef('n.game_code', '=', 'g.code').on('n.language', '=', language),
            )
            .leftJoin('game_names as english', (join) =>
              join.onRef('english.game_code', '=', 'g.code').on('english.language', '=', 'en'),
            )
            .select(['g.code', 'g.game_type', 'n.name', 'english.name as englishName'])
            .where('g.code', '=', code)
            .executeTakeFirst();
          if (!game) return null;
          const name = game.name ?? game.englishName ?? game.code;
          return gameArt(
            { code: game.code, name, englishName: game.englishName ?? name, gameType: game.game_type },
            language,
          );
        });
      if (format === 'webp') {
        const picture = await cachedRaster(key, async () => {
          const svg = await drawing();
          return svg === null ? null : rasterOf(svg);
        });
        return picture === null ? reply.callNotFound() : sendWebp(reply, picture);
      }
      const art = await drawing();
      return art === null ? reply.callNotFound() : sendSvg(reply, art);
    },
  );
  app.get<{ Params: { file: string } }>('/assets/vendors/:file', async (request, reply) => {
    const code = FILE.exec(request.params.file)?.[1];
    if (!code) return reply.callNotFound();
    const art = await cachedArt(`vendor:${code}`, async () => {
      const vendor = await ctx.db
        .selectFrom('vendors')
        .select(['code', 'display_name'])
        .where('code', '=', code)
        .executeTakeFirst();
      return vendor ? vendorArt({ code: vendor.code, displayName: vendor.display_name }) : null;
    });
    return art === null ? reply.callNotFound() : sendSvg(reply, art);
  });
}
