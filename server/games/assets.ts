import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/** The game pages' own scripts and styles (server/games/client), built once and versioned by content. */
export interface PlayAsset {
  body: string;
  type: string;
  version: string;
}

const SCRIPT_TYPE = 'text/javascript; charset=utf-8';
const STYLE_TYPE = 'text/css; charset=utf-8';
/** The scripts every game page runs: slot.js and roulette.js import common.js, served as its own file. */
const SCRIPTS = ['common', 'slot', 'roulette'];

/**
 * The scripts are TypeScript, bundled here by esbuild (the bundler Vite ships) when the server
 * starts rather than by `npm run build`: the server, its tests and `npm start` then need no prior
 * build, and the pages still get plain same-origin module scripts, which their CSP allows.
 */
function buildScripts(dir: string): Map<string, string> {
  const built = buildSync({
    entryPoints: SCRIPTS.map((name) => `${dir}${name}.ts`),
    outdir: dir,
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    charset: 'utf8',
    external: ['./common.js'],
    logLevel: 'warning',
  });
  return new Map(
    built.outputFiles.map((file) => [file.path.slice(file.path.lastIndexOf('/') + 1), file.text]),
  );
}

const playAsset = (body: string, type: string): PlayAsset => ({
  body,
  type,
  version: createHash('sha256').update(body).digest('hex').slice(0, 12),
});

function loadAssets(): Map<string, PlayAsset> {
  const dir = fileURLToPath(new URL('./client/', import.meta.url));
  const assets = new Map<string, PlayAsset>();
  for (const [name, body] of buildScripts(dir)) assets.set(name, playAsset(body, SCRIPT_TYPE));
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.css'))) {
    assets.set(name, playAsset(readFileSync(`${dir}${name}`, 'utf8'), STYLE_TYPE));
  }
  return assets;
}

export const playAssets = loadAssets();

/** An asset's address with its version: such an address never changes content, so it is cached for a year. */
export function assetUrl(name: string): string {
  const asset = playAssets.get(name);
  if (!asset) throw new Error(`no game asset ${name}`);
  return `/play/assets/${name}?v=${asset.version}`;
}
