import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errors } from '../../../src/core/contract/errors';
import {
  initI18n,
  language,
  languageNames,
  loadTexts,
  setLanguage,
  t,
  textNamespaces,
  textsState,
} from '../../../src/core/i18n';
import { addTextLoaders } from '../../../src/core/i18n/locales';
import { phoneMessageKeys } from '../../../src/core/phone';
import { messageKeys, patternIds, patternMessageKey } from '../../../src/core/validation';

// As the lobby and agent centre elements do: the loaders of the namespaces they name.
addTextLoaders(import.meta.glob('./*/{lobby,agent-centre}.json', { base: '../../../locales' }));

const localesDir = join(import.meta.dirname, '../../../locales');
const languages = readdirSync(localesDir);
/** One language's texts, every namespace merged (keys are unique across namespaces). */
function readLanguage(lang: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const name of readdirSync(join(localesDir, lang))) {
    Object.assign(texts, JSON.parse(readFileSync(join(localesDir, lang, name), 'utf8')));
  }
  return texts;
}
const readNamespace = (lang: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(join(localesDir, lang, `${namespace}.json`), 'utf8'));
const english = readLanguage('en');

describe('locale files', () => {
  it('en, es, pt and ty exist', () => {
    expect(languages).toEqual(expect.arrayContaining(['en', 'es', 'pt', 'ty']));
  });

  it('every language has exactly the namespaces of the list, one file each', () => {
    for (const lang of languages) {
      const files = readdirSync(join(localesDir, lang)).sort();
      expect(files, lang).toEqual(textNamespaces.map((namespace) => `${namespace}.json`).sort());
    }
  });

  it('a key lives in one namespace only', () => {
    const seen = new Map<string, string>();
    for (const namespace of textNamespaces) {
      for (const key of Object.keys(readNamespace('en', namespace))) {
        expect(seen.get(key), `${key} in ${namespace}`).toBeUndefined();
        seen.set(key, namespace);
      }
    }
  });

  for (const lang of languages) {
    it(`${lang}: every namespace has exactly the keys of English, none empty`, () => {
      for (const namespace of textNamespaces) {
        const texts = readNamespace(lang, namespace);
        expect(Object.keys(texts).sort(), `${lang}/${namespace}`).toEqual(
          Object.keys(readNamespace('en', namespace)).sort(),
        );
        for (const [key, text] of Object.entries(texts)) {
          expect(typeof text, `${lang} ${key}`).toBe('string');
          expect(text.trim(), `${lang} ${key}`).not.toBe('');
        }
      }
    });

    it(`${lang} keeps every placeholder of the English text`, () => {
      const locale = readLanguage(lang);
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(locale[key] ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('every error of the catalogue, validation and phone message is in common or errors (loaded when shown)', () => {
    const texts = { ...readNamespace('en', 'common'), ...readNamespace('en', 'errors') };
    for (const { key } of Object.values(errors)) expect(texts, key).toHaveProperty(key);
    const keys = [...Object.values(messageKeys), ...patternIds.map(patternMessageKey), ...phoneMessageKeys];
    for (const key of keys) expect(texts, key).toHaveProperty(key);
  });

  it('errors holds only error and validation texts, which the text store fetches by their prefix', () => {
    for (const key of Object.keys(readNamespace('en', 'errors'))) expect(key).toMatch(/^(err|val)_/);
  });

  it('gives every error of the catalogue a code of its own', () => {
    const codes = Object.values(errors).map((error) => error.code);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
  });

  it('the picker names every language that has a folder', () => {
    for (const lang of languages) expect(languageNames).toHaveProperty(lang);
  });
});

describe('translation at run time', () => {
  it('starts in the brand default (es) and switches the whole page', async () => {
    await initI18n();
    expect(language.value).toBe('es');
    expect(t('err_network')).toBe('La conexión de red es anormal, inténtelo de nuevo');
    await setLanguage('en');
    expect(language.value).toBe('en');
    expect(t('err_network')).toBe('Network link is abnormal, please try again');
  });

  it('loads a namespace only when asked, and brings it along on a language switch', async () => {
    await setLanguage('es');
    expect(textsState('es', ['lobby'])).toBe('loading');
    expect(t('lobby_title_rng')).toBe('lobby_title_rng');
    await loadTexts('es', ['lobby']);
    expect(t('lobby_title_rng')).not.toBe('lobby_title_rng');
    expect(textsState('pt', ['lobby'])).toBe('loading');
    await setLanguage('pt');
    expect(textsState('pt', ['common', 'lobby'])).toBe('ready');
    // Nobody asked for the agent centre's texts: the switch did not fetch them.
    expect(textsState('pt', ['agent-centre'])).toBe('loading');
  });

  it('fetches the error texts the first time one is shown, nothing shown meanwhile', async () => {
    await setLanguage('es');
    expect(textsState('es', ['errors'])).toBe('loading');
    expect(t('err_login_failed')).toBe('');
    await loadTexts('es', ['errors']);
    expect(t('err_login_failed')).not.toBe('');
    expect(t('err_login_failed')).not.toBe('err_login_failed');
  });

  it('renders the bounds as a range, or one number when they are equal', async () => {
    await setLanguage('en');
    await loadTexts('en', ['errors']);
    expect(t('val_password', { range: '6 - 20' })).toBe(
      'Please fill in your password with 6 - 20 characters',
    );
    expect(t('val_pattern_6', { range: '10' })).toBe('10 characters, digits only');
    expect(t('val_phone_digits', { digits: 10 })).toBe('Phone numbers may be required to have 10 digits');
  });
});
