import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputsHash, buildIsCurrent, recordBuild } from '../../../scripts/build-inputs.mjs';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gd-build-inputs-'));
  write('src/core/a.ts', 'export const a = 1;\n');
  write('locales/es/common.json', '{"ok":"Aceptar"}\n');
  write('package.json', '{"name":"x"}\n');
  write('dist/index.html', '<!doctype html>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start rebuilds only when the build inputs changed', () => {
  it('takes a build made from the same inputs as current, also when file times changed', () => {
    recordBuild(root, buildInputsHash(root));
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/core/a.ts'), later, later);
    expect(buildIsCurrent(root)).toBe(true);
  });

  it('rebuilds when a source, a text or a config changed, or a file was added', () => {
    recordBuild(root, buildInputsHash(root));
    write('locales/es/common.json', '{"ok":"Vale"}\n');
    expect(buildIsCurrent(root)).toBe(false);

    recordBuild(root, buildInputsHash(root));
    write('src/core/b.ts', 'export const b = 2;\n');
    expect(buildIsCurrent(root)).toBe(false);

    recordBuild(root, buildInputsHash(root));
    write('package.json', '{"name":"y"}\n');
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('rebuilds when there is no build, or no record of what it was made from', () => {
    expect(buildIsCurrent(root)).toBe(false);
    recordBuild(root, buildInputsHash(root));
    rmSync(join(root, 'dist/index.html'));
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('ignores changes outside the inputs, such as tests or the server', () => {
    recordBuild(root, buildInputsHash(root));
    write('tests/unit/x.test.ts', 'it();\n');
    write('server/app.ts', 'export {};\n');
    expect(buildIsCurrent(root)).toBe(true);
  });
});
