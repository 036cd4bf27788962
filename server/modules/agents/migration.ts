import { type Kysely, type Migration, sql } from 'kysely';

/** The downline closure table, agent contracts, settlements and the agent income account rule. */
export const agentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('member_tree')
      .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('descendant_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('depth', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('member_tree_pk', ['ancestor_id', 'descendant_id'])
      .execute();
    await db.schema
      .createIndex('member_tree_descendant')
      .on('member_tree')
      .columns(['descendant_id', 'depth'])
      .execute();
    await db.schema
      .createIndex('member_tree_ancestor_depth')
      .on('member_tree')
      .columns(['ancestor_id', 'depth'])
      .execute();
    // Existing members: walk the upline links once.
    await sql`
      INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      WITH RECURSIVE chain(ancestor_id, descendant_id, depth) AS (
        SELECT id, id, 0 FROM members
        UNION ALL
        SELECT m.upline_id, c.descendant_id, c.depth + 1
        FROM chain c JOIN members m ON m.id = c.ancestor_id
        WHERE m.upline_id IS NOT NULL
      )
      SELECT ancestor_id, descendant_id, depth FROM chain`.execute(db);

    await db.schema
      .createTable('agent_contracts')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('from_member_id', 'integer', (c) => c.references('members.id'))
      .addColumn('to_member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('terms', 'jsonb', (c) => c.notNull())
      .addColumn('rate_bp', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('terminate_lower', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('offered_at', 'timestamptz', (c) => c.notNull())
      .addColumn('decided_at', 'timestamptz')
      .addCheckConstraint(
        'agent_contracts_kind',
        sql`kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')`,
      )
      .addCheckConstraint(
        'agent_contracts_status',
        sql`status IN ('pending', 'accepted', 'rejected', 'terminated', 'replaced')`,
      )
      .addCheckConstraint('agent_contracts_rate', sql`rate_bp BETWEEN 0 AND 10000`)
      .execute();
    await db.schema
      .createIndex('agent_contracts_to')
      .on('agent_contracts')
      .columns(['to_member_id', 'kind', 'status'])
      .execute();
    await db.schema
      .createIndex('agent_contracts_from')
      .on('agent_contracts')
      .columns(['from_member_id', 'kind', 'status'])
      .execute();
    // One accepted contract per member and kind.
    await sql`CREATE UNIQUE INDEX agent_contracts_one_accepted ON agent_contracts (to_member_id, kind)
      WHERE status = 'accepted'`.execute(db);

    await db.schema
      .createTable('settlements')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('contract_id', 'integer', (c) => c.notNull().references('agent_contracts.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('period_start', 'timestamptz', (c) => c.notNull())
      .addColumn('period_end', 'timestamptz', (c) => c.notNull())
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('basis', 'text', (c) => c.notNull())
      .addColumn('rounds_count', 'integer', (c) => c.notNull())
      .addColumn('transfer_id', 'integer')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addCheckConstraint('settlements_amount', sql`amount_minor >= 0`)
      .execute();
    await db.schema
      .createIndex('settlements_contract_period')
      .on('settlements')
      .columns(['contract_id', 'period_start'])
      .unique()
      .execute();
    await db.schema
      .createIndex('settlements_member')
      .on('settlements')
      .columns(['member_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('settlement_rounds')
      .addColumn('settlement_id', 'integer', (c) => c.notNull().references('settlements.id'))
      .addColumn('round_id', 'integer', (c) => c.notNull().references('rounds.id'))
      .addPrimaryKeyConstraint('settlement_rounds_pk', ['settlement_id', 'round_id'])
      .execute();

    // The agent income account (kind agent_income) can never go below zero either.
    await sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_player_not_negative`.execute(db);
    await sql`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_player_not_negative
      CHECK ((kind NOT LIKE 'player%' AND kind <> 'agent_income') OR balance_minor >= 0)`.execute(db);

    // Team reports read rounds by member and time, and settlements by settled time.
    await db.schema
      .createIndex('rounds_settled_member')
      .on('rounds')
      .columns(['settled_at', 'member_id'])
      .execute();
  },
};
