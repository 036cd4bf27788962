import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSFER_KINDS } from '../../../server/modules/ledger/transfer-kinds';

const localesDir = join(import.meta.dirname, '../../../locales');

describe('ledger transfer kinds', () => {
  // The account record's Type filter offers the kinds found on the member's wallets and names each one.
  it('each kind the server can record has a label for the account record’s Type filter, in every language', () => {
    expect(TRANSFER_KINDS).toContain('vip_bonus');
    for (const lang of readdirSync(localesDir)) {
      const records = JSON.parse(readFileSync(join(localesDir, lang, 'records.json'), 'utf8'));
      const missing = TRANSFER_KINDS.filter((kind) => typeof records[`rec_type_${kind}`] !== 'string');
      expect(missing, lang).toEqual([]);
    }
  });
});
