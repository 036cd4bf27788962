import { describe, expect, it, vi } from 'vitest';

/** A fresh core, as a page that has just loaded the bundle. */
async function freshCore() {
  delete globalThis.__gamedeckCore;
  vi.resetModules();
  const config = await import('../../../src/core/config');
  const i18n = await import('../../../src/core/i18n');
  return { ...config, ...i18n };
}

/** Room for what a brand change sets off, for the test that checks it changes nothing. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('starting language', () => {
  it('follows a brand configured after load', async () => {
    const core = await freshCore();
    expect(core.language.value).toBe('es');
    core.configure({ defaultLanguage: 'en', supportedLanguages: ['en', 'es'] });
    // The brand's language loads its texts before it becomes the page's: wait for that, however long it takes.
    await vi.waitFor(() => expect(core.t('hdr_login')).toBe('Log in'));
    expect(core.language.value).toBe('en');
  });

  it('keeps the visitor choice when the brand changes later', async () => {
    const core = await freshCore();
    await core.setLanguage('pt');
    core.configure({ defaultLanguage: 'en', supportedLanguages: ['en', 'es', 'pt'] });
    await settle();
    expect(core.language.value).toBe('pt');
    expect(core.t('hdr_login')).toBe('Entrar');
  });

  it('uses a stored language the brand supports', async () => {
    const stored = new Map([['lang', 'en']]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    });
    const core = await freshCore();
    expect(core.language.value).toBe('en');
    await core.setLanguage('es');
    expect(stored.get('lang')).toBe('es');
    expect(stored.get('hisLang')).toBe('en');
    vi.unstubAllGlobals();
  });
});
