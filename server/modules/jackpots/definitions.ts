import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { invalid, parseInput } from '../operator/definition-input';
import { type PotRow, potAccount, startCycle } from './cycles';
import { checkKind, jackpotChange, jackpotInput } from './rules';

/** The definition as the operator gave it, for the API, CLI and console. */
export function definitionOf(row: PotRow) {
  return {
    code: row.code,
    names: row.names,
    art: row.art,
    kind: row.kind,
    eligible: row.eligible,
    contributionPpm: row.contribution_ppm,
    gameRates: row.game_rates,
    seedMinor: row.seed_minor,
    capMinor: row.cap_minor,
    stakePerWinMinor: row.stake_per_win_minor,
  };
}

/**
 * Creates a pot from the operator's definition and starts its first cycle (its seed drawn, its hash
 * published, the seed amount paid in from `jackpot_seed`), in one transaction. A name in the default language
 * or English. Refuses with INVALID_INPUT naming each bad field.
 */
export async function createJackpot(
  db: Db,
  body: unknown,
  defaultLanguage: string,
  at: Date,
): Promise<number> {
  const input = parseInput(jackpotInput, body);
  checkKind(input);
  if (!input.names[defaultLanguage as keyof typeof input.names] && !input.names.en) {
    invalid({ names: `a name in ${defaultLanguage} (the brand's default language) or en` });
  }
  return inTransaction(db, async (trx) => {
    const taken = await trx
      .selectFrom('jackpots')
      .select('id')
      .where('code', '=', input.code)
      .executeTakeFirst();
    if (taken) invalid({ code: 'another jackpot has this code' });
    const pot = await trx
      .insertInto('jackpots')
      .values({
        code: input.code,
        names: JSON.stringify(input.names),
        art: JSON.stringify(input.art),
        kind: input.kind,
        eligible: JSON.stringify(input.eligible),
        contribution_ppm: input.contributionPpm,
        game_rates: JSON.stringify(input.gameRates),
        seed_minor: input.seedMinor,
        cap_minor: input.capMinor,
        stake_per_win_minor: input.stakePerWinMinor,
        carry_micro: 0,
        cycle_id: null,
        account_id: null,
        created_at: at,
        retired_at: null,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!pot) invalid({ code: 'another jackpot has this code' });
    const accountId = await potAccount(trx, pot.id, at);
    await trx.updateTable('jackpots').set({ account_id: accountId }).where('id', '=', pot.id).execute();
    await startCycle(trx, pot, 1, at);
    return pot.id;
  });
}

/**
 * Changes a pot: names, art, eligible games and rates at once; the seed amount, cap and stake per win from its
 * next cycle (the running cycle keeps the rules its seed was committed with). The code and kind stay.
 */
export async function changeJackpot(db: Db, jackpotId: number, body: unknown): Promise<void> {
  const changes = parseInput(jackpotChange, body);
  await inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('jackpots')
      .selectAll()
      .where('id', '=', jackpotId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) fail('JACKPOT_NOT_FOUND');
    if (row.retired_at) invalid({ _: 'the jackpot is retired' });
    const merged = parseInput(jackpotInput, { ...definitionOf(row), ...changes });
    checkKind(merged);
    await trx
      .updateTable('jackpots')
      .set({
        names: JSON.stringify(merged.names),
        art: JSON.stringify(merged.art),
        eligible: JSON.stringify(merged.eligible),
        contribution_ppm: merged.contributionPpm,
        game_rates: JSON.stringify(merged.gameRates),
        seed_minor: merged.seedMinor,
        cap_minor: merged.capMinor,
        stake_per_win_minor: merged.stakePerWinMinor,
      })
      .where('id', '=', jackpotId)
      .execute();
  });
}

/** Retires a pot: it takes no more contributions and leaves the list; its cycles and rows stay to be checked. */
export async function retireJackpot(db: Db, jackpotId: number, at: Date): Promise<void> {
  const row = await db
    .updateTable('jackpots')
    .set({ retired_at: at })
    .where('id', '=', jackpotId)
    .where('retired_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (row) return;
  const exists = await db.selectFrom('jackpots').select('id').where('id', '=', jackpotId).executeTakeFirst();
  if (!exists) fail('JACKPOT_NOT_FOUND');
}
