import { z } from 'zod';
import {
  type TournamentPrize,
  type TournamentStatus,
  tournamentScorings,
} from '../../../src/core/contract/tournaments';
import { fail } from '../../http/envelope';
import type { TournamentsTable } from './tables';

/** The site languages a tournament's name is written in (ty is the site's French). */
export const TOURNAMENT_LANGUAGES = ['en', 'es', 'pt', 'ty'] as const;

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
    names: z.partialRecord(z.enum(TOURNAMENT_LANGUAGES), z.string().trim().min(1).max(80)),
    art: z.partialRecord(z.enum(TOURNAMENT_LANGUAGES), z.string().url().max(500)).default({}),
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

/** The fields a refusal names, each with what is wrong (INVALID_INPUT's `fields`). */
export function invalid(fields: Record<string, string>): never {
  fail('INVALID_INPUT', null, fields);
}

/** Parses an operator's definition, or refuses with INVALID_INPUT naming each bad field. */
export function parseInput<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // An unknown key is named where it sits (names.de), as every other refusal is.
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.join('.') || '_'];
    for (const key of keys)
      fields[key] ??= issue.code === 'unrecognized_keys' ? 'not a field' : issue.message;
  }
  invalid(fields);
}

/** The instant a wall-clock time of `timeZone` names (the zone's offset read twice, for summer time). */
export function instantIn(local: string, timeZone: string): Date {
  const [date, time] = local.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const firstGuess = asUtc - (wallClockOf(asUtc, timeZone) - asUtc);
  return new Date(asUtc - (wallClockOf(firstGuess, timeZone) - firstGuess));
}

/** The wall-clock time of `timeZone` at `at`, written as if it were UTC (for offsets). */
function wallClockOf(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** An instant as the brand's wall clock (2026-12-01T18:00), the form the operator gives. */
export function localIn(at: Date, timeZone: string): string {
  return new Date(wallClockOf(at.getTime(), timeZone)).toISOString().slice(0, 16);
}

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

/** Text in `language`, else the default language, else English, else any. */
export function inLanguage(text: Record<string, string>, language: string, defaultLanguage: string): string {
  return text[language] ?? text[defaultLanguage] ?? text.en ?? Object.values(text)[0] ?? '';
}
