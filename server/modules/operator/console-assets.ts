import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

export interface ConsoleAsset {
  body: string;
  type: string;
}

const dir = fileURLToPath(new URL('./console/', import.meta.url));

/** The console's script is TypeScript, bundled once when the server starts (as the game pages' are). */
function loadAssets(): Map<string, ConsoleAsset> {
  const [script] = buildSync({
    entryPoints: [`${dir}console.ts`],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    charset: 'utf8',
    logLevel: 'warning',
  }).outputFiles;
  return new Map([
    ['console.js', { body: script!.text, type: 'text/javascript; charset=utf-8' }],
    ['console.css', { body: readFileSync(`${dir}console.css`, 'utf8'), type: 'text/css; charset=utf-8' }],
  ]);
}

let assets: Map<string, ConsoleAsset> | null = null;

export function consoleAsset(name: string): ConsoleAsset | null {
  assets ??= loadAssets();
  return assets.get(name) ?? null;
}

/** The page: no inline script (the site's CSP forbids it); everything it shows, console.js draws. */
export function consolePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Operator console</title>
<link rel="stylesheet" href="/operator/assets/console.css">
<script type="module" src="/operator/assets/console.js"></script>
</head>
<body>
<header><h1>Operator console</h1><div id="session"></div></header>
<main id="main" aria-live="polite"></main>
</body>
</html>
`;
}
