import { sql } from 'kysely';

/**
 * A member kept out at `at` (SQL, on `member` = a members.id column): listed on the national register, or in
 * a time-out or self-exclusion. Such members never score in tournaments, nor contribute to or win a jackpot.
 */
export const excludedAt = (member: string, at: Date | string) => sql<boolean>`EXISTS (
  SELECT 1 FROM responsible_settings rs WHERE rs.member_id = ${sql.ref(member)} AND (rs.register_listed
    OR (rs.exclusion_kind IS NOT NULL AND (rs.excluded_until IS NULL OR rs.excluded_until > ${at}::timestamptz))))`;
