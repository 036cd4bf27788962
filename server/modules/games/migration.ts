import { type Kysely, type Migration, sql } from 'kysely';

/** The game catalogue, favourites, PvP rooms, launches, game sessions and round outcomes. */
export const gamesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Per-vendor grouping (SLOT, BGS, BINGO inside RNG) and seamless single-wallet vendors.
    await db.schema.alterTable('vendors').addColumn('game_classify', 'text').execute();
    await db.schema
      .alterTable('vendors')
      .addColumn('seamless', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await sql`UPDATE vendors SET game_classify = CASE WHEN game_type = 'RNG' THEN 'SLOT'
      WHEN game_type IN ('ELOTT', 'LOTT') THEN 'LOTT' ELSE game_type END`.execute(db);

    await db.schema
      .createTable('games')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendors.code'))
      .addColumn('game_type', 'text', (c) => c.notNull())
      .addColumn('game_classify', 'text', (c) => c.notNull())
      .addColumn('is_game', 'text', (c) => c.notNull())
      .addColumn('parent_code', 'text', (c) => c.references('games.code'))
      .addColumn('default_play_type', 'text')
      .addColumn('engine', 'text', (c) => c.notNull())
      .addColumn('min_bet_minor', 'bigint', (c) => c.notNull())
      .addColumn('lines', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_new', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_hot', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('real_account_only', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addCheckConstraint('games_is_game', sql`is_game IN ('GAME', 'VASSALAGE')`)
      .addCheckConstraint('games_engine', sql`engine IN ('slot', 'roulette')`)
      .addCheckConstraint('games_min_bet', sql`min_bet_minor > 0`)
      .execute();
    await db.schema.createIndex('games_vendor_sort').on('games').columns(['vendor_code', 'sort']).execute();
    await db.schema
      .createIndex('games_type_classify')
      .on('games')
      .columns(['game_type', 'game_classify'])
      .execute();
    await db.schema.createIndex('games_parent').on('games').column('parent_code').execute();

    await db.schema
      .createTable('game_names')
      .addColumn('game_code', 'text', (c) => c.notNull().references('games.code'))
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_lower', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('game_names_pk', ['game_code', 'language'])
      .execute();
    await db.schema
      .createIndex('game_names_language')
      .on('game_names')
      .columns(['language', 'name_lower'])
      .execute();

    await db.schema
      .createTable('favourite_games')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('game_code', 'text', (c) => c.notNull().references('games.code'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('favourite_games_pk', ['member_id', 'game_code'])
      .execute();

    await db.schema
      .createTable('game_rooms')
      .addColumn('room_id', 'text', (c) => c.primaryKey())
      .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendors.code'))
      .addColumn('game_code', 'text', (c) => c.notNull().references('games.code'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('min_bet_minor', 'bigint', (c) => c.notNull())
      .addColumn('seats', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('game_launches')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('game_code', 'text', (c) => c.notNull().references('games.code'))
      .addColumn('room_id', 'text')
      .addColumn('vendor_code', 'text', (c) => c.notNull())
      .addColumn('parent_origin', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('game_launches_member')
      .on('game_launches')
      .columns(['member_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('game_launches_created')
      .on('game_launches')
      .columns(['created_at', 'game_code'])
      .execute();

    await db.schema
      .createTable('game_sessions')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('launch_id', 'integer', (c) => c.notNull().unique().references('game_launches.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('game_code', 'text', (c) => c.notNull().references('games.code'))
      .addColumn('vendor_code', 'text', (c) => c.notNull())
      .addColumn('engine', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('last_round_at', 'timestamptz')
      .execute();

    await db.schema
      .createTable('round_outcomes')
      .addColumn('round_id', 'integer', (c) => c.primaryKey().references('rounds.id'))
      .addColumn('session_id', 'integer', (c) => c.notNull().references('game_sessions.id'))
      .addColumn('outcome', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();

    // The winners board reads settled rounds that paid out, newest or biggest first.
    await db.schema
      .createIndex('rounds_winners')
      .on('rounds')
      .columns(['settled_at'])
      .where(sql.ref('payout_minor'), '>', sql.ref('stake_minor'))
      .execute();
  },
};
