import { type Kysely, type Migration, sql } from 'kysely';

/**
 * When each contract was in force, and how far it has been settled. A contract pays the
 * periods that end while it is in force (accepted_at < end <= ended_at); settled_until is the
 * scheduler's cursor, the end of the last period settled (or ended_at once nothing is left).
 */
export const agentContractsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('agent_contracts')
      .addColumn('accepted_at', 'timestamptz')
      .addColumn('ended_at', 'timestamptz')
      .addColumn('settled_until', 'timestamptz')
      .execute();
    // Contracts accepted before these columns existed were in force from their decision.
    await sql`UPDATE agent_contracts SET accepted_at = decided_at WHERE status = 'accepted'`.execute(db);
    await sql`CREATE INDEX agent_contracts_in_force ON agent_contracts (kind, to_member_id, accepted_at)
      WHERE accepted_at IS NOT NULL`.execute(db);
  },
};
