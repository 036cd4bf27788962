import { afterEach, describe, expect, it, vi } from 'vitest';
import { remember, rememberedUsername } from '../../../src/core/session/remember';

/** A document whose cookie jar behaves like a browser's for one path. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = '', ...attributes] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('remember me', () => {
  it('keeps the username only, for one day', () => {
    const doc = fakeDocument();
    vi.stubGlobal('document', doc);
    remember('demo player');
    expect(doc.written.at(-1)).toBe('gd_remember=demo%20player; Max-Age=86400; Path=/; SameSite=Lax');
    expect(rememberedUsername()).toBe('demo player');
    remember(null);
    expect(rememberedUsername()).toBeNull();
  });
});
