import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { prepareHost } from './partner-hosts';

/**
 * The npm package as a partner gets it: `npm pack` of dist/, unpacked into a temp folder outside the project
 * (so none of the project's dependencies can be found), and host files compiled against its declarations:
 * plain TypeScript with the DOM types only, a React 18 host with its own @types/react, a Vue 3 host with its
 * own vue. `@ts-expect-error` lines check that wrong uses fail.
 */
const repo = resolve(import.meta.dirname, '../..');
const hostFiles = resolve(import.meta.dirname, 'hosts/types');
const tsc = join(repo, 'node_modules/typescript/bin/tsc');

let work = '';
let tarball = '';

test.beforeAll(() => {
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'gamedeck-types-'));
  const packed = execFileSync('npm', ['pack', join(repo, 'dist'), '--pack-destination', work, '--silent'], {
    encoding: 'utf8',
  });
  tarball = join(work, packed.trim().split('\n').pop() ?? '');
});

test.afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A folder with only the unpacked package, plus the given host's own packages when it has some. */
function hostFolder(name: string, files: string[], hostModules?: string): string {
  const dir = join(work, name);
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', join(dir, 'node_modules')]);
  renameSync(join(dir, 'node_modules/package'), join(dir, 'node_modules/gamedeck'));
  if (hostModules) {
    for (const entry of readdirSync(hostModules)) {
      if (entry !== 'gamedeck' && !entry.startsWith('.')) {
        symlinkSync(join(hostModules, entry), join(dir, 'node_modules', entry));
      }
    }
  }
  for (const file of files) cpSync(join(hostFiles, file), join(dir, file));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        lib: ['es2022', 'dom', 'dom.iterable'],
        jsx: 'react-jsx',
        types: [],
        skipLibCheck: false,
      },
      files,
    }),
  );
  return dir;
}

function compile(dir: string): string {
  try {
    execFileSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8', cwd: dir });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

test('the packed package: its own package.json, no dependencies, an export per element in both builds', () => {
  const dir = hostFolder('manifest', []);
  const manifest = JSON.parse(readFileSync(join(dir, 'node_modules/gamedeck/package.json'), 'utf8'));
  expect(manifest.dependencies).toBeUndefined();
  expect(manifest.types).toBe('./types/index.d.ts');
  expect(manifest.exports['./elements/gd-login']).toEqual({
    types: './types/elements/gd-login.d.ts',
    default: './elements/gd-login.js',
  });
  expect(manifest.exports['./lite/elements/gd-header'].default).toBe('./lite/elements/gd-header.js');
  expect(manifest.sideEffects).toContain('./elements/**/*.js');
  const files = readdirSync(join(dir, 'node_modules/gamedeck'));
  expect(files.sort()).toEqual(
    ['README.md', 'custom-elements.json', 'elements', 'gamedeck.js', 'lite', 'package.json', 'types'].sort(),
  );
});

test('a TypeScript host compiles against the packed declarations alone', () => {
  expect(compile(hostFolder('plain', ['host.ts']))).toBe('');
});

test("a React 18 host's JSX compiles with the package and its own @types/react", () => {
  const modules = join(prepareHost('react'), '../node_modules');
  expect(compile(hostFolder('react', ['host-react.tsx'], modules))).toBe('');
});

test("a Vue 3 host's component types compile with the package and its own vue", () => {
  const modules = join(prepareHost('vue'), '../node_modules');
  expect(compile(hostFolder('vue', ['host-vue.ts'], modules))).toBe('');
});
