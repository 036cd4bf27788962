import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { invalid, parseInput } from '../operator/definition-input';
import { instantIn, localIn } from '../wall-clock';
import type { TournamentRow } from './board';
import { checkRules, type TournamentInput, tournamentInput, tournamentUpdate } from './rules';

/** The definition as the operator gave it (times on the brand's wall clock), for the API, CLI and console. */
export function definitionOf(row: TournamentRow) {
  return {
    code: row.code,
    names: row.names,
    art: row.art,
    startsAt: localIn(row.starts_at, row.time_zone),
    endsAt: localIn(row.ends_at, row.time_zone),
    timeZone: row.time_zone,
    recurrence: row.recurrence,
    eligible: row.eligible,
    minStakeMinor: row.min_stake_minor,
    maxRounds: row.max_rounds,
    entry: row.entry,
    prizes: row.prizes,
    scoring: row.scoring,
  };
}

function columnsOf(input: Omit<TournamentInput, 'code'>, timeZone: string) {
  const startsAt = instantIn(input.startsAt, timeZone);
  const endsAt = instantIn(input.endsAt, timeZone);
  checkRules({ startsAt, endsAt, recurrence: input.recurrence, prizes: input.prizes });
  return {
    names: JSON.stringify(input.names),
    art: JSON.stringify(input.art),
    starts_at: startsAt,
    ends_at: endsAt,
    time_zone: timeZone,
    recurrence: input.recurrence,
    eligible: JSON.stringify(input.eligible),
    min_stake_minor: input.minStakeMinor,
    max_rounds: input.maxRounds,
    entry: input.entry,
    prizes: JSON.stringify(input.prizes),
    scoring: input.scoring,
  };
}

/**
 * Creates a tournament from the operator's definition: times on the wall clock of `timeZone` (the brand's),
 * an end still to come (a start already passed makes it run at once, its rules frozen), a name in the default
 * language or English. Refuses with INVALID_INPUT naming each bad field.
 */
export async function createTournament(
  db: Db,
  body: unknown,
  timeZone: string,
  defaultLanguage: string,
  at: Date,
): Promise<number> {
  const input = parseInput(tournamentInput, body);
  const columns = columnsOf(input, timeZone);
  if (!input.names[defaultLanguage as keyof typeof input.names] && !input.names.en) {
    invalid({ names: `a name in ${defaultLanguage} (the brand's default language) or en` });
  }
  if (columns.ends_at <= at) invalid({ endsAt: 'the end has passed already' });
  const taken = await db
    .selectFrom('tournaments')
    .select('id')
    .where('code', '=', input.code)
    .executeTakeFirst();
  if (taken) invalid({ code: 'another tournament has this code' });
  const row = await db
    .insertInto('tournaments')
    .values({
      code: input.code,
      ...columns,
      series: input.code,
      occurrence: 1,
      created_at: at,
      cancelled_at: null,
      frozen_at: null,
      paid_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes a tournament before its start (any field but the code); once started its rules are frozen
 * (TOURNAMENT_RULES_FROZEN), and a changed start must still be to come.
 */
export async function updateTournament(db: Db, tournamentId: number, body: unknown, at: Date): Promise<void> {
  const changes = parseInput(tournamentUpdate, body);
  await inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('tournaments')
      .selectAll()
      .where('id', '=', tournamentId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) fail('TOURNAMENT_NOT_FOUND');
    if (row.cancelled_at) fail('TOURNAMENT_ALREADY_ENDED');
    if (row.starts_at <= at) fail('TOURNAMENT_RULES_FROZEN');
    const { code: _code, timeZone: _zone, ...current } = definitionOf(row);
    const merged = parseInput(tournamentInput.omit({ code: true }), { ...current, ...changes });
    const columns = columnsOf(merged, row.time_zone);
    if (columns.starts_at <= at) invalid({ startsAt: 'the start has passed already' });
    await trx.updateTable('tournaments').set(columns).where('id', '=', tournamentId).execute();
  });
}
