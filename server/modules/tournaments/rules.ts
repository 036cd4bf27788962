import { z } from 'zod';
import {
  type TournamentPrize,
  type TournamentStatus,
  tournamentScorings,
} from '../../../src/core/contract/tournaments';
import { DEFINITION_LANGUAGES, invalid } from '../operator/definition-input';
import type { TournamentsTable } from './tables';

/** A wall-clock time in the brand's time zone: 2026-12-01T18:00 (seconds optional, no offset). */
const wallClock = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/,
    'a local time like 2026-12-01T18:00, in the brand time zone',
  );
const codes = z.array(z.string().trim().min(1).max(64)).max(500).default([]);

/** A definition as the operator gives it (API body, CLI file, console form). */
export const tournamentInput = z
  .object({
    code: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/,
        '3 to 40 characters: lower-case letters, digits and dashes',
      ),
    names: z.partialRecord(z.enum(DEFINITION_LANGUAGES), z.string().trim().min(1).max(80)),
    art: z.partialRecord(z.enum(DEFINITION_LANGUAGES), z.string().url().max(500)).default({}),
    startsAt: wallClock,
    endsAt: wallClock,
    recurrence: z.enum(['none', 'daily', 'weekly']).default('none'),
    eligible: z
      .object({ vendors: codes, categories: codes, games: codes })
      .strict()
      .refine((e) => e.vendors.length + e.categories.length + e.games.length > 0, {
        message: 'name at least one vendor, category or game',
      }),
    minStakeMinor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    maxRounds: z.number().int().min(1).max(1_000_000).nullable().default(null),
    entry: z.enum(['opt_in', 'automatic']).default('opt_in'),
    prizes: z
      .array(
        z
          .object({
            fromRank: z.number().int().min(1).max(100_000),
            toRank: z.number().int().min(1).max(100_000),
            kind: z.enum(['money', 'points']),
            amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
          })
          .strict()
          .refine((prize) => prize.toRank >= prize.fromRank, {
            path: ['toRank'],
            message: 'toRank is below fromRank',
          }),
      )
      .min(1)
      .max(100),
    scoring: z.enum(tournamentScorings),
  })
  .strict();
export type TournamentInput = z.infer<typeof tournamentInput>;

/** What the operator changes before the start: any field but the code. */
export const tournamentUpdate = tournamentInput.omit({ code: true }).partial().strict();

/** Checks what one field cannot: the times' order, a recurrence that fits its period, prize ranges apart. */
export function checkRules(rules: {
  startsAt: Date;
  endsAt: Date;
  recurrence: 'none' | 'daily' | 'weekly';
  prizes: TournamentPrize[];
}): void {
  const fields: Record<string, string> = {};
  const span = rules.endsAt.getTime() - rules.startsAt.getTime();
  if (span <= 0) fields.endsAt = 'the end is not after the start';
  if (rules.recurrence === 'daily' && span > 86_400_000)
    fields.recurrence = 'a daily tournament lasts a day at most';
  if (rules.recurrence === 'weekly' && span > 7 * 86_400_000) {
    fields.recurrence = 'a weekly tournament lasts a week at most';
  }
  const sorted = rules.prizes
    .map((prize, index) => ({ prize, index }))
    .sort((a, b) => a.prize.fromRank - b.prize.fromRank);
  for (let i = 1; i < sorted.length; i += 1) {
    const before = sorted[i - 1]!.prize;
    const { prize, index } = sorted[i]!;
    if (prize.fromRank <= before.toRank) {
      fields[`prizes.${index}`] =
        `ranks ${prize.fromRank}–${prize.toRank} overlap ranks ${before.fromRank}–${before.toRank}`;
    }
  }
  if (Object.keys(fields).length > 0) invalid(fields);
}

/** Where a tournament stands at `at`. */
export function statusOf(
  row: Pick<TournamentsTable, 'starts_at' | 'ends_at' | 'cancelled_at'>,
  at: Date,
): TournamentStatus {
  if (row.cancelled_at) return 'cancelled';
  if (at < row.starts_at) return 'upcoming';
  if (at < row.ends_at) return 'running';
  return 'finished';
}

/** The prize a rank wins, if any. */
export const prizeOf = (prizes: readonly TournamentPrize[], rank: number): TournamentPrize | undefined =>
  prizes.find((prize) => rank >= prize.fromRank && rank <= prize.toRank);

/** The prize table's money (minor units) and points in total. */
export function prizeTotals(prizes: readonly TournamentPrize[]): { money: number; points: number } {
  let money = 0;
  let points = 0;
  for (const prize of prizes) {
    const total = (prize.toRank - prize.fromRank + 1) * prize.amount;
    if (prize.kind === 'money') money += total;
    else points += total;
  }
  return { money, points };
}
