import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = resolve('server/modules');

/** The module order written under "## Server modules" in docs/architecture.md: one rank per numbered line. */
function documentedRanks(): Map<string, number> {
  const text = readFileSync('docs/architecture.md', 'utf8');
  const section = text.split(/^## Server modules$/m)[1]!.split(/^## /m)[0]!;
  const ranks = new Map<string, number>();
  for (const line of section.split('\n')) {
    const numbered = /^(\d+)\. (.*)$/.exec(line);
    if (!numbered) continue;
    const names = numbered[2]!.split(' — ')[0]!.match(/`[a-z-]+`/g) ?? [];
    for (const name of names) ranks.set(name.slice(1, -1), Number(numbered[1]));
  }
  return ranks;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const moduleOf = (path: string): string | null => {
  const inside = relative(MODULES, path);
  return inside.startsWith('..') ? null : inside.split('/')[0]!;
};

describe('server module order', () => {
  const ranks = documentedRanks();

  it('names every module in docs/architecture.md', () => {
    const modules = readdirSync(MODULES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(modules.filter((name) => !ranks.has(name))).toEqual([]);
  });

  it('imports only from modules on an earlier line', () => {
    const wrongWay: string[] = [];
    // Files beside the modules (server/modules/index.ts) gather them all; they belong to none.
    for (const file of sourceFiles(MODULES).filter((path) => dirname(path) !== MODULES)) {
      const from = moduleOf(file)!;
      for (const [, target] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const path = resolve(dirname(file), target!);
        // context.ts and database.ts beside the modules are every module's shared types.
        const to = dirname(path) === MODULES ? null : moduleOf(path);
        if (to === null || to === from) continue;
        if (!(ranks.get(to)! < ranks.get(from)!)) wrongWay.push(`${relative('.', file)} -> ${target}`);
      }
    }
    expect(wrongWay).toEqual([]);
  });
});
