#!/usr/bin/env node
// Writes dist/custom-elements.json and the element type declarations (dist/types/elements.d.ts, linked from
// the types entry dist/types/elements/index.d.ts), both from one manifest made by
// @custom-elements-manifest/analyzer. With --docs it writes the element reference docs/elements.md instead.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  write('dist/types/elements.d.ts', elementTypes(manifest));
  // The types entry (from `npm run build:types`) pulls the element declarations in.
  const entry = join(root, 'dist/types/elements/index.d.ts');
  const reference = '/// <reference path="../elements.d.ts" />\n';
  if (existsSync(entry) && !readFileSync(entry, 'utf8').startsWith(reference)) {
    writeFileSync(entry, reference + readFileSync(entry, 'utf8'));
  }
  console.log(`custom-elements.json and elements.d.ts: ${manifest.modules.length} elements -> dist/`);
}
