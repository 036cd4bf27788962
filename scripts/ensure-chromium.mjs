#!/usr/bin/env node
// Makes sure a Chromium for the browser tests exists: CHROMIUM_PATH, else /usr/bin/chromium.
// Installs Debian's chromium when running as root with apt-get; otherwise says how in one line.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

if (isExecutable(chromiumPath)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!process.env.CHROMIUM_PATH && isRoot && hasAptGet()) {
  console.log('Chromium not found at /usr/bin/chromium; installing Debian chromium with apt-get…');
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update && apt-get install -y --no-install-recommends chromium'],
    {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    },
  );
  if (install.status === 0 && isExecutable(chromiumPath)) process.exit(0);
}

console.error(
  `Chromium not found at ${chromiumPath}: install it (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
);
process.exit(1);
