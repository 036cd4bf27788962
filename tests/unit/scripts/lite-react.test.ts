import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { liteAliases } from '../../../vite.shared';

/**
 * The lite bundles resolve `react`, `react-dom`, `react-dom/client` and the signals runtime's store shim to
 * src/elements/lite-react.ts (vite.shared.ts `liteAliases`): every value the components and the signals
 * runtime import from them has to be there, or a lite element breaks where the standard one works.
 */
const root = join(import.meta.dirname, '../../..');
const liteReactFile = join(root, 'src/elements/lite-react.ts');
const reactModules = /^(react|react-dom|react-dom\/client)$/;

/** Names imported as values (not `type`) from the React modules by the files under `dir`. */
function reactValuesImported(dir: string): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || join(dir, file) === liteReactFile) continue;
    const source = readFileSync(join(dir, file), 'utf8');
    for (const [, names = '', from = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      if (!reactModules.test(from)) continue;
      for (const name of names.split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ')) used.set(name.split(/\s+as\s+/)[0] ?? name, file);
      }
    }
  }
  return used;
}

describe('the lite React layer', () => {
  it('is what every React module resolves to in the lite build', () => {
    for (const module of [
      'react',
      'react-dom',
      'react-dom/client',
      'use-sync-external-store/shim/index.js',
    ]) {
      const alias = liteAliases.find(({ find }) => find.test(module));
      expect(alias?.replacement, module).toBe(liteReactFile);
    }
  });

  it('exports every React function the components import', async () => {
    const exported = new Set(Object.keys(await import('../../../src/elements/lite-react')));
    const used = reactValuesImported(join(root, 'src'));
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used]
      .filter(([name]) => !exported.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('exports what the signals runtime imports from React', async () => {
    const exported = new Set(Object.keys(await import('../../../src/elements/lite-react')));
    const runtime = readFileSync(
      join(root, 'node_modules/@preact/signals-react/runtime/dist/runtime.module.js'),
      'utf8',
    );
    const imports = [...runtime.matchAll(/import\{([^}]*)\}from"(react|use-sync-external-store[^"]*)"/g)];
    expect(imports.length).toBeGreaterThan(0);
    const names = imports.flatMap(([, list = '']) =>
      list.split(',').map((part) => (part.split(' as ')[0] ?? '').trim()),
    );
    expect(names.filter((name) => !exported.has(name))).toEqual([]);
  });
});
