import type { GameEngine } from '../modules/games/tables';
import { assetUrl } from './assets';
import type { PlayLanguage } from './language';
import { htmlLang, type PageTextKey, pageText } from './page-text';

/**
 * A game page runs only its own files: no inline script or style, calls only to its own
 * host, and it may be framed only by the page that launched it.
 */
export function contentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that cannot end the element it sits in. */
const jsonBlock = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The id of the data block a game script reads its session, texts and figures from. */
export const DATA_BLOCK_ID = 'gd-game-data';

/** A game page: its data block (read by its script), its stylesheet and its script. */
export function gamePageHtml(args: {
  engine: GameEngine;
  language: PlayLanguage;
  title: string;
  data: unknown;
}): string {
  return `<!doctype html>
<html lang="${htmlLang(args.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(args.title)}</title>
<link rel="stylesheet" href="${assetUrl('game.css')}">
<link rel="stylesheet" href="${assetUrl(`${args.engine}.css`)}">
<script type="module" src="${assetUrl(`${args.engine}.js`)}"></script>
</head>
<body>
<script type="application/json" id="${DATA_BLOCK_ID}">${jsonBlock(args.data)}</script>
<main id="game" class="game" aria-busy="true"><p class="loading">${escapeHtml(pageText(args.language, 'play_loading'))}</p></main>
</body>
</html>
`;
}

/** A page that only says why the game cannot open (an expired link, an ended session). */
export function messagePageHtml(language: PlayLanguage, title: PageTextKey, message: PageTextKey): string {
  return `<!doctype html>
<html lang="${htmlLang(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(pageText(language, title))}</title>
<link rel="stylesheet" href="${assetUrl('game.css')}">
</head>
<body>
<main class="message" role="alert">
<h1>${escapeHtml(pageText(language, title))}</h1>
<p>${escapeHtml(pageText(language, message))}</p>
</main>
</body>
</html>
`;
}
