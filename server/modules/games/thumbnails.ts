import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../../context';
import { catalogueLanguage } from './catalogue-language';

/**
 * Generated artwork for game cards and vendor logos: a gradient, a motif and the text,
 * all drawn from the code, so the same code always gets the same picture. The URL carries
 * the art version (and the name's language), so each answer can be cached for a year.
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

export function gameArt(game: { code: string; name: string; vendorCode: string }, lang: string): string {
  const { from, to, accent, hash } = palette(game.code);
  const lines = wrap(game.name, 16, 3);
  const size = Math.min(...lines.map((line) => fittedSize(line, 34, 280)));
  const top = 250 - (lines.length - 1) * size * 1.15;
  const text = lines
    .map(
      (line, i) =>
        `<text x="160" y="${Math.round(top + i * size * 1.15)}" text-anchor="middle" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  const initial = escapeXml([...game.name][0] ?? '?');
  const mark = escapeXml(game.vendorCode);
  const markWidth = Math.round(24 + game.vendorCode.length * 11);
  return `<svg xmlns="http://www.w3.org/2000/svg" xml:lang="${escapeXml(lang)}" width="320" height="320" viewBox="0 0 320 320" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>
<rect width="320" height="320" fill="url(#g)"/>${motif(hash, accent)}
<text x="160" y="175" text-anchor="middle" font-family="Georgia, serif" font-size="150" font-weight="700" fill="#fff" opacity="0.16">${initial}</text>
<rect width="320" height="320" fill="url(#shade)"/>
<rect x="14" y="14" width="${markWidth}" height="30" rx="15" fill="#000" opacity="0.35"/>
<text x="${14 + markWidth / 2}" y="35" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="16" font-weight="700" fill="#fff" letter-spacing="0.5">${mark}</text>
<g font-family="Helvetica, Arial, sans-serif" font-weight="700" fill="#fff">${text}</g>
</svg>`;
}

export function vendorArt(vendor: { code: string; displayName: string }): string {
  const { from, to, accent, hash } = palette(`vendor:${vendor.code}`);
  const lines = wrap(vendor.displayName, 14, 2);
  const size = Math.min(...lines.map((line) => fittedSize(line, 34, 210)));
  const top = 64 - ((lines.length - 1) * size * 1.1) / 2 + size * 0.35;
  const text = lines
    .map(
      (line, i) =>
        `<text x="120" y="${Math.round(top + i * size * 1.1)}" text-anchor="middle" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  const ring = 20 + (hash % 30);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(vendor.displayName)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="240" height="120" rx="18" fill="url(#g)"/>
<circle cx="210" cy="18" r="${ring + 30}" fill="${accent}" opacity="0.16"/><circle cx="24" cy="112" r="${ring}" fill="#fff" opacity="0.08"/>
<g font-family="Helvetica, Arial, sans-serif" font-weight="700" fill="#fff">${text}</g>
</svg>`;
}

const FILE = /^([A-Za-z0-9][A-Za-z0-9-]{0,59})\.svg$/;

function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      // Opened on its own, the image can run nothing and load nothing.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg)
  );
}

/** GET /assets/games/:code.svg?lang= and /assets/vendors/:code.svg; unknown codes are 404. */
export function thumbnailRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { file: string }; Querystring: { lang?: unknown } }>(
    '/assets/games/:file',
    async (request, reply) => {
      const code = FILE.exec(request.params.file)?.[1];
      if (!code) return reply.callNotFound();
      const language = catalogueLanguage(request.query.lang, undefined);
      const game = await ctx.db
        .selectFrom('games as g')
        .leftJoin('game_names as n', (join) =>
          join.onRef('n.game_code', '=', 'g.code').on('n.language', '=', language),
        )
        .select(['g.code', 'g.vendor_code', 'n.name'])
        .where('g.code', '=', code)
        .executeTakeFirst();
      if (!game) return reply.callNotFound();
      return sendSvg(
        reply,
        gameArt({ code: game.code, name: game.name ?? game.code, vendorCode: game.vendor_code }, language),
      );
    },
  );
  app.get<{ Params: { file: string } }>('/assets/vendors/:file', async (request, reply) => {
    const code = FILE.exec(request.params.file)?.[1];
    if (!code) return reply.callNotFound();
    const vendor = await ctx.db
      .selectFrom('vendors')
      .select(['code', 'display_name'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (!vendor) return reply.callNotFound();
    return sendSvg(reply, vendorArt({ code: vendor.code, displayName: vendor.display_name }));
  });
}
