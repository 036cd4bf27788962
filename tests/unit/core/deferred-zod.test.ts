import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z as real } from 'zod/mini';
import { loadSchemas, z } from '../../../src/core/contract/deferred-zod';

/** Every source file of the browser bundles, which see deferred-zod.ts as zod/mini. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const src = join(import.meta.dirname, '../../../src');

describe('deferred zod (the browser bundles’ zod/mini)', () => {
  it('offers every function of zod the sources call', () => {
    const called = new Set<string>();
    for (const file of sources(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bz\.((?:coerce\.)?[a-zA-Z_]+)\(/g)) {
        called.add(match[1] as string);
      }
    }
    expect(called.size).toBeGreaterThan(20);
    const deferred = z as unknown as Record<string, unknown> & { coerce: Record<string, unknown> };
    const missing = [...called].filter((name) => {
      const [space, fn] = name.split('.') as [string, string | undefined];
      return fn ? typeof deferred.coerce[fn] !== 'function' : typeof deferred[space] !== 'function';
    });
    expect(missing).toEqual([]);
  });

  it('builds the schema zod would, once loaded, and knows an enum’s values before', async () => {
    const kind = z.enum(['a', 'b']);
    expect(kind.options).toEqual(['a', 'b']);
    const item = z.strictObject({
      name: z.string().check(z.trim(), z.minLength(2), z.maxLength(5)),
      kind,
      count: z._default(z.coerce.number().check(z.int(), z.gte(1)), 3),
      tags: z.optional(z.array(z.lazy(() => kind))),
    });
    expect(() => item.safeParse({})).toThrow(/loadSchemas/);
    await loadSchemas();
    const same = real.strictObject({
      name: real.string().check(real.trim(), real.minLength(2), real.maxLength(5)),
      kind: real.enum(['a', 'b']),
      count: real._default(real.coerce.number().check(real.int(), real.gte(1)), 3),
      tags: real.optional(real.array(real.enum(['a', 'b']))),
    });
    for (const value of [
      { name: ' ab ', kind: 'a' },
      { name: 'abcdef', kind: 'a' },
      { name: 'abc', kind: 'c', count: '2' },
      { name: 'abc', kind: 'b', count: '0', tags: ['a'] },
      { name: 'abc', kind: 'b', extra: 1 },
    ]) {
      const ours = item.safeParse(value) as { success: boolean; data?: unknown };
      const theirs = same.safeParse(value);
      expect(ours.success, JSON.stringify(value)).toBe(theirs.success);
      expect(ours.data).toEqual(theirs.data);
    }
  });
});
