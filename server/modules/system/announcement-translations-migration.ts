import { type Kysely, type Migration, sql } from 'kysely';

/** Announcements in other languages. */
export const announcementTranslationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Translations live on the announcement row as one jsonb object, { [lang]: { title, content } },
    // rather than in a child table: they are always read together with the row (one query per
    // call, no join), a brand has a handful of languages, and nothing ever queries by language.
    // The base title/content stay the fallback for a language without an entry.
    await db.schema
      .alterTable('announcements')
      .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
  },
};
