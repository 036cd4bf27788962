#!/usr/bin/env node
// `npm start`: builds only when the build's inputs changed since the last build (scripts/build-inputs.mjs), so a
// restart serves in seconds.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildInputsHash, buildIsCurrent, recordBuild } from './build-inputs.mjs';

const root = resolve(import.meta.dirname, '..');
const inputs = buildInputsHash(root);
if (buildIsCurrent(root, inputs)) {
  console.log('The build is up to date (no source, text or config changed since it was made).');
  process.exit(0);
}
console.log(
  existsSync(join(root, 'dist', 'index.html')) ? 'Sources changed: building…' : 'Building the site…',
);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const { status } = spawnSync(npm, ['run', 'build'], { stdio: 'inherit', cwd: root });
if (status !== 0) process.exit(status ?? 1);
recordBuild(root, inputs);
