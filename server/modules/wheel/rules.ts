import { z } from 'zod';
import { PROBABILITY_SCALE } from '../../../src/core/contract/wheel';
import { invalid, parseInput } from '../operator/definition-input';
import type { WheelSegmentDefinition } from './tables';

/** The site languages a segment's label is written in (ty is the site's French). */
export const WHEEL_LANGUAGES = ['en', 'es', 'pt', 'ty'] as const;
export const MIN_SEGMENTS = 2;
export const MAX_SEGMENTS = 24;

const label = z.string().trim().min(1).max(40);

const segmentInput = z
  .object({
    prize: z
      .object({
        kind: z.enum(['money', 'points', 'nothing']),
        amount: z.number().int('a whole number').min(0, 'at least 0').max(1_000_000_000),
      })
      .strict(),
    labels: z
      .object({ en: label, es: label.optional(), pt: label.optional(), ty: label.optional() })
      .strict(),
    probabilityPpm: z
      .number()
      .int('a whole number of parts per million')
      .min(0, 'at least 0')
      .max(PROBABILITY_SCALE, `at most ${PROBABILITY_SCALE}`),
    dailyPool: z.number().int('a whole number').min(0, 'at least 0').max(1_000_000).nullable().default(null),
  })
  .strict();

/** A wheel as the operator gives it (API body, CLI file, console form). */
export const wheelInput = z
  .object({
    segments: z
      .array(segmentInput)
      .min(MIN_SEGMENTS, `${MIN_SEGMENTS} to ${MAX_SEGMENTS} segments`)
      .max(MAX_SEGMENTS, `${MIN_SEGMENTS} to ${MAX_SEGMENTS} segments`),
    earning: z
      .object({
        dailyForPlay: z.boolean(),
        fromMissions: z.boolean(),
        pointsPerSpin: z.number().int('a whole number').min(1, 'at least 1').max(100_000_000).nullable(),
      })
      .strict(),
  })
  .strict();
export type WheelInput = z.infer<typeof wheelInput>;

/**
 * Parses an operator's wheel, or refuses with INVALID_INPUT naming each bad field: the probabilities must sum to
 * exactly PROBABILITY_SCALE, a "nothing" prize has amount 0 and a paying one more than 0.
 */
export function parseWheel(body: unknown): WheelInput {
  const input = parseInput(wheelInput, body);
  const fields: Record<string, string> = {};
  const sum = input.segments.reduce((total, segment) => total + segment.probabilityPpm, 0);
  if (sum !== PROBABILITY_SCALE) {
    fields.segments = `probabilities sum to ${sum}, not ${PROBABILITY_SCALE} (parts per million)`;
  }
  input.segments.forEach((segment, index) => {
    if (segment.prize.kind === 'nothing' && segment.prize.amount !== 0) {
      fields[`segments.${index}.prize.amount`] = 'a "nothing" prize has amount 0';
    }
    if (segment.prize.kind !== 'nothing' && segment.prize.amount === 0) {
      fields[`segments.${index}.prize.amount`] = 'a money or points prize of more than 0';
    }
  });
  if (Object.keys(fields).length > 0) invalid(fields);
  return input;
}

/** The stored form of a parsed wheel's segments (labels missing in a language are left out). */
export const segmentsOf = (input: WheelInput): WheelSegmentDefinition[] =>
  input.segments.map((segment) => ({
    prize: segment.prize,
    labels: Object.fromEntries(
      Object.entries(segment.labels).filter(([, text]) => text !== undefined),
    ) as Record<string, string>,
    probabilityPpm: segment.probabilityPpm,
    dailyPool: segment.dailyPool,
  }));
