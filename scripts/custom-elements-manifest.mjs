#!/usr/bin/env node
// Writes dist/custom-elements.json and the self-contained element declarations (dist/types/: index.d.ts, one
// file per element, the React and Vue JSX additions), all from one manifest made by
// @custom-elements-manifest/analyzer. With --docs it writes the element reference docs/elements.md instead.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { elementsMarkdown } from './element-docs.mjs';
import { elementManifest, root } from './element-manifest.mjs';
import { elementTypes } from './element-types.mjs';

function write(file, text) {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return path;
}

const manifest = elementManifest();

if (process.argv.includes('--docs')) {
  const path = write('docs/elements.md', elementsMarkdown(manifest));
  // Keep the page in the formatter's shape so `npm run lint` stays green.
  spawnSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', path], { stdio: 'ignore' });
  console.log(`element reference -> ${relative(root, path)}`);
} else {
  write('dist/custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(join(root, 'dist/types'), { recursive: true, force: true });
  for (const [file, text] of Object.entries(elementTypes(manifest))) write(`dist/types/${file}`, text);
  console.log(`custom-elements.json and types/: ${manifest.modules.length} elements -> dist/`);
}
