import { afterEach, describe, expect, it } from 'vitest';
import { configure, defaultBrandConfig } from '../../../src/core/config';
import { formatCount, formatMoney } from '../../../src/core/format';
import { decimalMark, numberFormat } from '../../../src/core/intl-formats';

afterEach(() => configure({ ...defaultBrandConfig }));

describe('money', () => {
  it('shows minor units with the brand symbol and exponent', () => {
    expect(formatMoney(1_000_000)).toBe('P 10,000.00');
    expect(formatMoney(5)).toBe('P 0.05');
    expect(formatMoney(-123_456)).toBe('P -1,234.56');
  });

  it('follows the configured exponent, symbol and locale', () => {
    configure({ currencyExponent: 0, currencySymbol: '₫' });
    expect(formatMoney(1_000_000)).toBe('₫ 1,000,000');
    configure({ currencyExponent: 3, numberLocale: 'de-DE', currencySymbol: 'P' });
    expect(formatMoney(1_234_567)).toBe('P 1.234,567');
  });

  it('stays exact above 2^53 / 100', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('P 90,071,992,547,409.91');
  });
});

describe('counts', () => {
  it('groups whole numbers (points) the way the brand groups money', () => {
    expect(formatCount(12_500)).toBe('12,500');
    expect(formatCount(0)).toBe('0');
    configure({ numberLocale: 'de-DE' });
    expect(formatCount(1_234_567)).toBe('1.234.567');
  });
});

describe('formatters', () => {
  it('builds one formatter per locale and options and reuses it', () => {
    expect(numberFormat('de-DE')).toBe(numberFormat('de-DE'));
    expect(numberFormat('de-DE', { maximumFractionDigits: 0 })).not.toBe(numberFormat('de-DE'));
    expect(numberFormat('en')).not.toBe(numberFormat('de-DE'));
    expect(decimalMark('de-DE')).toBe(',');
    expect(decimalMark('en')).toBe('.');
  });
});
