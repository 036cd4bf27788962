import { describe, expect, it } from 'vitest';
import {
  addTexts,
  formatText,
  hasKey,
  interpolate,
  type LoadedTexts,
} from '../../../src/core/i18n/text-store';

function storeWith(texts: Record<string, Record<string, string>>): LoadedTexts {
  const store: LoadedTexts = new Map();
  for (const [lang, strings] of Object.entries(texts)) addTexts(store, lang, strings);
  return store;
}

const store = storeWith({
  en: {
    greeting: 'Hello {{name}}',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    rounds_zero: 'No rounds',
    rounds_one: 'One round',
    rounds_other: '{{count}} rounds',
    range: 'From {{min}} to {{max}}, {{min}} again',
  },
  es: {
    items_one: '{{count}} elemento',
    items_other: '{{count}} elementos',
    items_many: '{{count}} de elementos',
    games_one: '{{count}} juego',
    games_other: '{{count}} juegos',
  },
  pt: {
    items_one: '{{count}} item',
    items_other: '{{count}} itens',
    items_many: '{{count}} de itens',
  },
});

describe('text lookup', () => {
  it('writes out a text of the language asked for', () => {
    expect(formatText(store, 'en', 'greeting', { name: 'Ana' })).toBe('Hello Ana');
  });

  it('answers the key itself when the language has no such text', () => {
    expect(formatText(store, 'en', 'nowhere')).toBe('nowhere');
    expect(formatText(store, 'es', 'greeting', { name: 'Ana' })).toBe('greeting');
    expect(formatText(store, 'fr', 'greeting')).toBe('greeting');
  });

  it('answers defaultValue, placeholders filled, when the text is missing', () => {
    expect(formatText(store, 'en', 'rec_type_BONUS', { defaultValue: 'BONUS' })).toBe('BONUS');
    expect(formatText(store, 'en', 'nowhere', { defaultValue: 'Hi {{name}}', name: 'Bo' })).toBe('Hi Bo');
    expect(formatText(store, 'en', 'greeting', { defaultValue: 'unused', name: 'Bo' })).toBe('Hello Bo');
  });

  it('keeps the texts of each language apart and merges namespaces of one language', () => {
    const merged = storeWith({ en: { a: 'A' } });
    addTexts(merged, 'en', { b: 'B' });
    addTexts(merged, 'es', { a: 'A-es' });
    expect(formatText(merged, 'en', 'a')).toBe('A');
    expect(formatText(merged, 'en', 'b')).toBe('B');
    expect(formatText(merged, 'es', 'a')).toBe('A-es');
    expect(hasKey(merged, 'en', 'b')).toBe(true);
    expect(hasKey(merged, 'es', 'b')).toBe(false);
    expect(hasKey(merged, 'pt', 'a')).toBe(false);
  });
});

describe('placeholders', () => {
  it('fills every occurrence, numbers written as digits', () => {
    expect(formatText(store, 'en', 'range', { min: 1, max: 20 })).toBe('From 1 to 20, 1 again');
  });

  it('leaves a placeholder whose value was not given, and writes nothing for null or undefined', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
    expect(interpolate('[{{a}}][{{b}}]', { a: null, b: undefined })).toBe('[][]');
  });

  it('does not escape values (React escapes what it renders)', () => {
    expect(interpolate('{{v}}', { v: '<b>&</b>' })).toBe('<b>&</b>');
  });

  it('reads names with spaces around them', () => {
    expect(interpolate('{{ name }}!', { name: 'Ana' })).toBe('Ana!');
  });
});

describe('plurals by the language rules', () => {
  it('English: _one for 1, _other for 0 and more', () => {
    expect(formatText(store, 'en', 'items', { count: 1 })).toBe('1 item');
    expect(formatText(store, 'en', 'items', { count: 0 })).toBe('0 items');
    expect(formatText(store, 'en', 'items', { count: 7 })).toBe('7 items');
  });

  it('a _zero text wins for a count of 0', () => {
    expect(formatText(store, 'en', 'rounds', { count: 0 })).toBe('No rounds');
    expect(formatText(store, 'en', 'rounds', { count: 1 })).toBe('One round');
    expect(formatText(store, 'en', 'rounds', { count: 3 })).toBe('3 rounds');
  });

  it('Spanish: _one for 1, _other for 0 and 2, _many for a million', () => {
    expect(formatText(store, 'es', 'items', { count: 1 })).toBe('1 elemento');
    expect(formatText(store, 'es', 'items', { count: 0 })).toBe('0 elementos');
    expect(formatText(store, 'es', 'items', { count: 2 })).toBe('2 elementos');
    expect(formatText(store, 'es', 'items', { count: 1_000_000 })).toBe('1000000 de elementos');
  });

  it('Portuguese: 0 and 1 are _one, a million is _many', () => {
    expect(formatText(store, 'pt', 'items', { count: 0 })).toBe('0 item');
    expect(formatText(store, 'pt', 'items', { count: 1 })).toBe('1 item');
    expect(formatText(store, 'pt', 'items', { count: 5 })).toBe('5 itens');
    expect(formatText(store, 'pt', 'items', { count: 2_000_000 })).toBe('2000000 de itens');
  });

  it('a form the file does not write falls back to _other', () => {
    expect(formatText(store, 'es', 'games', { count: 1_000_000 })).toBe('1000000 juegos');
  });

  it('a count given as text is a placeholder only, and a key without plural forms is used as is', () => {
    expect(formatText(store, 'en', 'items', { count: '1' })).toBe('items');
    expect(formatText(store, 'en', 'greeting', { count: 2, name: 'Ana' })).toBe('Hello Ana');
  });

  it("a language Intl does not know gets English rules, whatever the machine's own locale", () => {
    const tahitian = storeWith({ ty: { n_one: 'hō‘ē', n_other: '{{count}}' } });
    expect(formatText(tahitian, 'ty', 'n', { count: 1 })).toBe('hō‘ē');
    expect(formatText(tahitian, 'ty', 'n', { count: 0 })).toBe('0');
    expect(formatText(tahitian, 'ty', 'n', { count: 4 })).toBe('4');
  });
});
