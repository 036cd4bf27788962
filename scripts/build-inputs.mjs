// The build's inputs and their content hash: what `npm start` compares to decide whether to rebuild. Hashed by
// content (sources, texts, the demo, build scripts and configs, the lockfile), not by file times, which a
// checkout or a copy changes without changing anything.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUT_DIRS = ['src', 'demo', 'locales', 'scripts'];
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.demo.config.ts',
  'vite.shared.ts',
  'vite.standalone.config.ts',
];
/** Written into dist/ after a build: the hash of the inputs it was made from. */
const STAMP = '.build-inputs';

function* files(dir) {
  if (!existsSync(dir)) return;
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** One hash over every input's path and bytes, in a fixed order. */
export function buildInputsHash(root) {
  const hash = createHash('sha256');
  const paths = [
    ...INPUT_DIRS.flatMap((dir) => [...files(join(root, dir))]),
    ...INPUT_FILES.map((file) => join(root, file)),
  ];
  for (const path of paths) {
    hash.update(relative(root, path)).update('\0');
    hash.update(existsSync(path) ? readFileSync(path) : '(missing)').update('\0');
  }
  return hash.digest('hex');
}

/** Whether dist/ holds a build made from exactly these inputs. */
export function buildIsCurrent(root, inputs = buildInputsHash(root)) {
  const stamp = join(root, 'dist', STAMP);
  if (!existsSync(stamp) || !existsSync(join(root, 'dist', 'index.html'))) return false;
  return readFileSync(stamp, 'utf8').trim() === inputs;
}

export function recordBuild(root, inputs) {
  writeFileSync(join(root, 'dist', STAMP), `${inputs}\n`);
}
