import type { FastifyInstance } from 'fastify';
import { bannerArt } from '../../db/seed-data';

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function bannerSvg(art: { title: string; subtitle: string; from: string; to: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="1030" cy="90" r="170" fill="#ffffff" opacity="0.08"/><circle cx="940" cy="360" r="120" fill="#ffffff" opacity="0.06"/>
<text x="80" y="190" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${escapeXml(art.title)}</text>
<text x="82" y="255" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#ffffff" opacity="0.85">${escapeXml(art.subtitle)}</text>
</svg>`;
}

const AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" rx="64" fill="#3b4a6b"/><circle cx="64" cy="50" r="24" fill="#dfe6f3"/>
<path d="M22 112c6-24 24-36 42-36s36 12 42 36" fill="#dfe6f3"/></svg>`;

/** Generated artwork: banners of the seeded announcements and the default avatar. */
export function assetRoutes(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/assets/banners/:name', async (request, reply) => {
    const art = bannerArt[request.params.name.replace(/\.svg$/, '')];
    if (!art) return reply.callNotFound();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(bannerSvg(art));
  });
  app.get('/assets/avatar/default.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(AVATAR),
  );
}
