import type { Selectable } from 'kysely';
import type { ResponsibleChangeEntry, ResponsibleChangeValue } from '../../../src/core/contract/funds';
import type { Db } from '../database';
import type { ResponsibleChangesTable } from './tables';

/** What changed: one kind of limit, the reality-check reminder, or a time-out / self-exclusion. */
export type ResponsibleChange = ResponsibleChangeEntry['change'];
/** Who started the change: the member, the operator (API, console, CLI) or the server itself. */
export type ChangeActor = ResponsibleChangeEntry['actor'];

export interface ChangeRecord {
  memberId: number;
  change: ResponsibleChange;
  actor: ChangeActor;
  before: ResponsibleChangeValue;
  after: ResponsibleChangeValue;
  at: Date;
}

/**
 * Appends one change to the member's player-protection history, in the caller's transaction so the
 * change and its record land together. A request that changes nothing leaves no record.
 */
export async function recordChange(db: Db, record: ChangeRecord): Promise<void> {
  const before = JSON.stringify(record.before);
  const after = JSON.stringify(record.after);
  if (before === after) return;
  await db
    .insertInto('responsible_changes')
    .values({
      member_id: record.memberId,
      change: record.change,
      actor: record.actor,
      before,
      after,
      created_at: record.at,
    })
    .execute();
}

type Row = Selectable<ResponsibleChangesTable>;

export const entryOf = (row: Row): ResponsibleChangeEntry => ({
  id: row.id,
  change: row.change as ResponsibleChange,
  actor: row.actor as ChangeActor,
  before: row.before as ResponsibleChangeValue,
  after: row.after as ResponsibleChangeValue,
  at: row.created_at.toISOString(),
});

/** One page of the member's history, the newest change first. */
export async function memberHistory(
  db: Db,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<{ list: ResponsibleChangeEntry[]; page: number; pageSize: number; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('responsible_changes')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('responsible_changes')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(entryOf), page, pageSize, total: Number(count.total) };
}
