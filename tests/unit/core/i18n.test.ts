import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errors } from '../../../src/core/contract/errors';
import { initI18n, language, languageNames, setLanguage, t } from '../../../src/core/i18n';
import { phoneMessageKeys } from '../../../src/core/phone';
import { messageKeys, patternIds, patternMessageKey } from '../../../src/core/validation';

const localesDir = join(import.meta.dirname, '../../../locales');
const files = readdirSync(localesDir).filter((name) => name.endsWith('.json'));
const read = (name: string): Record<string, string> =>
  JSON.parse(readFileSync(join(localesDir, name), 'utf8'));
const english = read('en.json');

describe('locale files', () => {
  it('en, es, pt and ty exist', () => {
    expect(files).toEqual(expect.arrayContaining(['en.json', 'es.json', 'pt.json', 'ty.json']));
  });

  for (const name of files) {
    it(`${name} has exactly the keys of en.json, none empty`, () => {
      const locale = read(name);
      expect(Object.keys(locale).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(locale)) {
        expect(typeof text, `${name} ${key}`).toBe('string');
        expect(text.trim(), `${name} ${key}`).not.toBe('');
      }
    });

    it(`${name} keeps every placeholder of the English text`, () => {
      const locale = read(name);
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(locale[key] ?? ''), `${name} ${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('every error of the catalogue has a text', () => {
    for (const { key } of Object.values(errors)) expect(english, key).toHaveProperty(key);
  });

  it('every validation and phone message has a text', () => {
    const keys = [...Object.values(messageKeys), ...patternIds.map(patternMessageKey), ...phoneMessageKeys];
    for (const key of keys) expect(english, key).toHaveProperty(key);
  });

  it('the picker names every language that has a file', () => {
    for (const name of files) expect(languageNames).toHaveProperty(name.replace('.json', ''));
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

  it('renders the bounds as a range, or one number when they are equal', async () => {
    await setLanguage('en');
    expect(t('val_password', { range: '6 - 20' })).toBe(
      'Please fill in your password with 6 - 20 characters',
    );
    expect(t('val_pattern_6', { range: '10' })).toBe('10 characters, digits only');
    expect(t('val_phone_digits', { digits: 10 })).toBe('Phone numbers may be required to have 10 digits');
  });
});
