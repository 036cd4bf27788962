import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errors as wholeCatalogue } from '../../../src/core/contract/errors';
import { namedErrors, pruneCatalogue } from '../../../vite.shared';

/**
 * The elements' build keeps only the error catalogue entries the browser code names (vite.shared.ts
 * `browserErrorCatalogue`): whatever a feature tests for or raises is still there, and a code the browser's
 * table lacks shows the text key the server sent with it.
 */
const root = join(import.meta.dirname, '../../..');
const catalogueFile = join(root, 'src/core/contract/errors.ts');
const pruned = pruneCatalogue(readFileSync(catalogueFile, 'utf8'), namedErrors(join(root, 'src')));
const scratch = mkdtempSync(join(tmpdir(), 'browser-errors-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The pruned catalogue as a browser runs it. */
async function browserCatalogue(): Promise<typeof import('../../../src/core/contract/errors')> {
  const file = join(scratch, 'errors.ts');
  writeFileSync(file, pruned);
  return import(/* @vite-ignore */ file);
}

/** Error names the browser code uses: `errors.NAME`, `ApiError.of('NAME')`, `.is('NAME')` and quoted names. */
function namesUsedInBrowserCode(): Set<string> {
  const used = new Set<string>();
  const srcDir = join(root, 'src');
  for (const file of readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.endsWith('contract/errors.ts')) continue;
    const source = readFileSync(join(srcDir, file), 'utf8');
    for (const match of source.matchAll(/errors\.([A-Z][A-Z0-9_]*)|'([A-Z][A-Z0-9_]*)'/g)) {
      const name = match[1] ?? match[2];
      if (name && Object.hasOwn(wholeCatalogue, name)) used.add(name);
    }
  }
  return used;
}

describe('the error catalogue browsers get', () => {
  it('holds every error the browser code names, and leaves others out', async () => {
    const { errors } = await browserCatalogue();
    const used = namesUsedInBrowserCode();
    expect(used.size).toBeGreaterThan(30);
    for (const name of used) expect(Object.keys(errors), name).toContain(name);
    expect(Object.keys(errors).length).toBeLessThan(Object.keys(wholeCatalogue).length);
  });

  it('shows the key the server sent for a code it does not hold, and its own key for one it holds', async () => {
    const { ApiError, errors } = await browserCatalogue();
    const left = Object.entries(wholeCatalogue).find(([name]) => !Object.hasOwn(errors, name));
    expect(left).toBeDefined();
    const [, { code, key }] = left as [string, { code: number; key: string }];
    expect(new ApiError(code, key).key).toBe(key);
    // Not a text key (an English sentence, nothing): the generic message.
    expect(new ApiError(code, 'Something failed').key).toBe(errors.UNKNOWN.key);
    expect(new ApiError(code).key).toBe(errors.UNKNOWN.key);
    expect(new ApiError(errors.INSUFFICIENT_FUNDS.code, 'err_other').key).toBe(errors.INSUFFICIENT_FUNDS.key);
  });
});
