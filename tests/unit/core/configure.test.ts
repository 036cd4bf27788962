import { afterEach, describe, expect, it } from 'vitest';
import { brandConfig, configure, defaultBrandConfig } from '../../../src/core';

describe('configure()', () => {
  afterEach(() => configure({ ...defaultBrandConfig }));

  it('applies valid settings and answers no problems', () => {
    expect(configure({ apiBase: 'https://api.example.com', currencySymbol: '€' })).toEqual([]);
    expect(brandConfig.value).toMatchObject({ apiBase: 'https://api.example.com', currencySymbol: '€' });
    expect(configure({ apiBase: '/platform' })).toEqual([]);
    expect(configure({ apiBase: '' })).toEqual([]);
  });

  it('leaves out unknown and mistyped settings, says which, and keeps the valid ones of the same call', () => {
    const problems = configure({
      apiBase: 'api.example.com',
      supportedLanguages: [],
      currencyExponent: '2',
      colour: 'red',
      defaultLanguage: 'en',
    } as never);
    expect(problems).toEqual([
      '"apiBase" must be an http(s) URL or a path starting with "/" (got "api.example.com")',
      '"supportedLanguages" must be a non-empty array of strings',
      '"currencyExponent" must be a number',
      '"colour" is not a brand setting',
    ]);
    expect(brandConfig.value).toMatchObject({
      apiBase: defaultBrandConfig.apiBase,
      supportedLanguages: defaultBrandConfig.supportedLanguages,
      currencyExponent: 2,
      defaultLanguage: 'en',
    });
    expect(configure(null as never)).toEqual(['configure() takes an object of brand settings']);
  });
});
