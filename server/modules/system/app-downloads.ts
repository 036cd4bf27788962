import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Resource } from '../../../src/core/contract/system';
import { qrSvgDocument } from '../../../src/core/qr-code';
import type { AppConfig, OperatorConfig } from '../../config/operator';
import { siteTexts } from '../../config/site-texts';
import type { ServerContext } from '../context';
import { ICON_SIZES, type IconKind } from './app-icons';
import { iosProfile, PROFILE_CONTENT_TYPE, profileFileName } from './ios-profile';

/**
 * The site as an app on phones: the downloads GET /wps/system/domainRoute lists (spec §2's side bar and the
 * download page), the addresses they lead to, the installable web app's manifest and icons, and the QR
 * pictures of each download.
 */

const own = (ctx: ServerContext, path: string) => `${ctx.publicUrl}${path}`;

/** The QR picture of a download: what `qrCodeUrl` names (/download/qr/ios.svg …). */
const qrPicturePath = (resourceType: string) => `/download/qr/${resourceType.toLowerCase()}.svg`;

/**
 * The downloads in the spec's order: iOS, mobile-config, Android, and the lite app. A store page the operator
 * set is the download itself (its QR code is that very address); without one, iOS installs the site's
 * profile (the mobile-config entry's, signed or not) and Android the web app (/download/android).
 */
export function downloadResources(ctx: ServerContext): Resource[] {
  const { app } = ctx.operator.current();
  const signed = ctx.siteApp.profileSigner !== null;
  const profile = own(ctx, '/download/ios');
  const resource = (
    resourceType: string,
    install: NonNullable<Resource['install']>,
    url: string,
    labelNameEn: string,
    labelNameCn: string,
  ): Resource => ({
    resourceType,
    url,
    qrCodeUrl: own(ctx, qrPicturePath(resourceType)),
    labelNameEn,
    labelNameCn,
    install,
    ...(install === 'profile' ? { signed } : {}),
  });
  return [
    app.iosStoreUrl
      ? resource('IOS', 'store', app.iosStoreUrl, 'iOS app', '苹果下载')
      : resource('IOS', 'profile', profile, 'iOS app', '苹果下载'),
    resource('MOBILECONFIG', 'profile', profile, 'iOS profile', '描述文件'),
    app.androidStoreUrl
      ? resource('ANDROID', 'store', app.androidStoreUrl, 'Android app', '安卓下载')
      : resource('ANDROID', 'webApp', own(ctx, '/download/android'), 'Android app', '安卓下载'),
    // The lite app is the site itself, installed from the browser: nothing to download.
    resource('LITE', 'webApp', own(ctx, '/'), 'Lite app', '极速版'),
  ];
}

/** The web app manifest: the brand's names and colours, and its icons in the sizes browsers ask for. */
export function webAppManifest(app: AppConfig, language: string) {
  const icons = (['any', 'maskable'] as const).flatMap((purpose) =>
    ICON_SIZES[purpose]
      .filter((size) => size >= 192)
      .map((size) => ({
        src: iconPath(purpose, size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
  );
  return {
    id: '/',
    name: app.name,
    short_name: app.shortName,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: app.backgroundColour,
    theme_color: app.themeColour,
    icons,
  };
}

const iconPath = (kind: IconKind, size: number) =>
  kind === 'apple' ? '/apple-touch-icon.png' : `/app/${kind === 'any' ? 'icon' : 'maskable'}-${size}.png`;

/** Icons change only when the operator replaces the picture or the colour: a day in caches is fine. */
const ICON_CACHE = 'public, max-age=86400';

export function appDownloadRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/app/manifest.webmanifest', async (_request, reply) => {
    const config = ctx.operator.current();
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webAppManifest(config.app, config.languages.default)));
  });

  const sendIcon = async (kind: IconKind, size: number, reply: FastifyReply) => {
    if (!ICON_SIZES[kind].includes(size)) return reply.callNotFound();
    const png = await ctx.siteApp.icons.png(kind, size, ctx.operator.current().app.backgroundColour);
    return reply.type('image/png').header('cache-control', ICON_CACHE).send(png);
  };
  app.get<{ Params: { file: string } }>('/app/:file', async (request, reply) => {
    const [, kind, size] = /^(icon|maskable)-(\d{2,3})\.png$/.exec(request.params.file) ?? [];
    if (!kind) return reply.callNotFound();
    return sendIcon(kind === 'icon' ? 'any' : 'maskable', Number(size), reply);
  });
  // iOS asks for these at the site's root when a page names none (the demo pages name the first).
  for (const path of ['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png']) {
    app.get(path, async (_request, reply) => sendIcon('apple', ICON_SIZES.apple[0]!, reply));
  }

  const profileFor = profileBuilder(ctx);
  app.get('/download/ios', async (_request, reply) => {
    const body = await profileFor(ctx.operator.current());
    return reply
      .type(PROFILE_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${profileFileName(ctx.operator.current().app)}"`)
      .header('cache-control', 'no-cache')
      .send(body);
  });

  // With a store page, old links and printed codes of /download/android lead there; else it is the site's
  // download page for Android (the static site's page fallback), which installs the web app.
  app.get('/download/android', async (_request, reply) => {
    const store = ctx.operator.current().app.androidStoreUrl;
    if (store) return reply.header('cache-control', 'no-cache').redirect(store, 302);
    return reply.callNotFound();
  });

  app.get<{ Params: { file: string } }>('/download/qr/:file', async (request, reply) => {
    const type = /^([a-z]+)\.svg$/.exec(request.params.file)?.[1]?.toUpperCase();
    const resource = downloadResources(ctx).find((entry) => entry.resourceType === type);
    const svg = resource ? qrSvgDocument(resource.url, 250) : null;
    if (!svg) return reply.callNotFound();
    return reply.type('image/svg+xml').header('cache-control', 'no-cache').send(svg);
  });
}

/**
 * Builds the profile of the current configuration, signed when the operator set a certificate; the last one
 * is kept while the configuration and the icon stay the same (signing costs a private-key operation).
 */
function profileBuilder(ctx: ServerContext): (config: OperatorConfig) => Promise<Buffer> {
  let last: { config: OperatorConfig; icon: Buffer; body: Promise<Buffer> } | null = null;
  return async (config) => {
    const icon = await ctx.siteApp.icons.png('apple', ICON_SIZES.apple[0]!, config.app.backgroundColour);
    if (last?.config === config && last.icon === icon) return last.body;
    const body = (async () => {
      const description = siteTexts(config.languages.default, 'download')
        .dl_profile_description!.replaceAll('{{name}}', config.app.name)
        .replaceAll('{{address}}', new URL(ctx.publicUrl).host);
      const xml = iosProfile({ publicUrl: ctx.publicUrl, app: config.app, icon, description });
      const content = Buffer.from(xml, 'utf8');
      const signer = ctx.siteApp.profileSigner;
      return signer ? Buffer.from(await signer.sign(content, new Date(ctx.clock.now()))) : content;
    })();
    const built = { config, icon, body };
    last = built;
    body.catch(() => {
      if (last === built) last = null;
    });
    return body;
  };
}
