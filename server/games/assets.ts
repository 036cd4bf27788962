import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The game pages' own scripts and styles (server/games/client), read once and versioned by content. */
export interface PlayAsset {
  body: string;
  type: string;
  version: string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function loadAssets(): Map<string, PlayAsset> {
  const dir = fileURLToPath(new URL('./client/', import.meta.url));
  const assets = new Map<string, PlayAsset>();
  for (const name of readdirSync(dir)) {
    const type = TYPES[name.slice(name.lastIndexOf('.'))];
    if (!type) continue;
    const body = readFileSync(`${dir}${name}`, 'utf8');
    const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
    assets.set(name, { body, type, version });
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
