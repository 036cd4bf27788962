import { describe, expect, it } from 'vitest';
import { textIn, translationsOf } from '../../../server/config/localized-text';
import { operatorConfigSchema } from '../../../server/config/operator';

describe('texts of the operator file', () => {
  it('answer the asked language, else the brand default, else the first written', () => {
    const name = { en: 'Smart watch', es: 'Reloj inteligente' };
    expect(textIn(name, 'en', 'es')).toBe('Smart watch');
    expect(textIn(name, 'ty', 'es')).toBe('Reloj inteligente');
    expect(textIn(name, null, 'es')).toBe('Reloj inteligente');
    expect(textIn({ en: 'Smart watch' }, 'ty', 'es')).toBe('Smart watch');
    expect(textIn(name, 'constructor', 'es')).toBe('Reloj inteligente');
  });

  it('take a plain string as the default language’s text, as files written before languages do', () => {
    expect(textIn('Mug', 'ty', 'es')).toBe('Mug');
    expect(translationsOf('Mug', 'es')).toEqual({ es: 'Mug' });
    const reward = { code: 'mug', image: '', cost: 2, stock: 5, kind: 'goods' };
    const parsed = (name: unknown) =>
      operatorConfigSchema.safeParse({ points: { rewards: [{ ...reward, name }] } }).success;
    expect(parsed('Mug')).toBe(true);
    expect(parsed({ es: 'Taza', ty: 'Tasse' })).toBe(true);
    expect(parsed({})).toBe(false);
    expect(parsed({ de: 'Becher' })).toBe(false);
    expect(parsed({ es: '' })).toBe(false);
  });
});
