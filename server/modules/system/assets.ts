import type { FastifyInstance } from 'fastify';
import { fail } from '../../http/envelope';
import { type BannerText, bannerArt } from './banner-art';
import { languageKeys, pickLanguage } from './language';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TITLE_SIZE = 72;
const SUBTITLE_SIZE = 34;
/** Room for text left of the decorative circles, and the mean glyph width of Helvetica (em). */
const TEXT_WIDTH = 1000;
const GLYPH_EM = 0.58;

/** Shrinks a line that would run past the text area (translations are often longer than English). */
function fitSize(text: string, size: number): number {
  return Math.min(size, Math.floor(TEXT_WIDTH / (text.length * GLYPH_EM)));
}

function bannerSvg(colours: { from: string; to: string }, text: BannerText, lang: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xml:lang="${lang}" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="1030" cy="90" r="170" fill="#ffffff" opacity="0.08"/><circle cx="940" cy="360" r="120" fill="#ffffff" opacity="0.06"/>
<text x="80" y="190" font-family="Helvetica, Arial, sans-serif" font-size="${fitSize(text.title, TITLE_SIZE)}" font-weight="700" fill="#ffffff">${escapeXml(text.title)}</text>
<text x="82" y="255" font-family="Helvetica, Arial, sans-serif" font-size="${fitSize(text.subtitle, SUBTITLE_SIZE)}" fill="#ffffff" opacity="0.85">${escapeXml(text.subtitle)}</text>
</svg>`;
}

const AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" rx="64" fill="#3b4a6b"/><circle cx="64" cy="50" r="24" fill="#dfe6f3"/>
<path d="M22 112c6-24 24-36 42-36s36 12 42 36" fill="#dfe6f3"/></svg>`;

/** Generated artwork: banners of the seeded announcements and the default avatar. */
export function assetRoutes(app: FastifyInstance): void {
  app.get<{ Params: { name: string }; Querystring: { lang?: unknown } }>(
    '/assets/banners/:name',
    async (request, reply) => {
      const name = request.params.name.replace(/\.svg$/, '');
      const art = Object.hasOwn(bannerArt, name) ? bannerArt[name] : undefined;
      if (!art) return reply.callNotFound();
      // `lang` picks one of the art's own languages; a malformed value is refused, an unknown
      // one draws the base text. Only the server's own key is written into the SVG.
      const requested = request.query.lang;
      if (requested !== undefined && !languageKeys(requested))
        fail('INVALID_INPUT', null, { lang: 'err_invalid_input' });
      const translated = requested === undefined ? null : pickLanguage(art.translations, requested);
      const svg = bannerSvg(art, translated?.entry ?? art.base, translated?.lang ?? 'en');
      // The language is in the URL, so each language's artwork is its own cache entry.
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
  app.get('/assets/avatar/default.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(AVATAR),
  );
}
