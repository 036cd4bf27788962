import { z } from 'zod';
import { CONTRIBUTION_SCALE, jackpotKinds } from '../../../src/core/contract/jackpots';
import { DEFINITION_LANGUAGES, invalid } from '../operator/definition-input';

/** The highest contribution rate a pot or game may take: 10 % of the valid stake. */
export const MAX_PPM = CONTRIBUTION_SCALE / 10;

const codes = z.array(z.string().trim().min(1).max(64)).max(500).default([]);
const money = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const ppm = z.number().int().min(1).max(MAX_PPM);

/** A pot as the operator defines it (API body, CLI file, console form). */
export const jackpotInput = z
  .object({
    code: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/,
        '3 to 40 characters: lower-case letters, digits and dashes',
      ),
    names: z.partialRecord(z.enum(DEFINITION_LANGUAGES), z.string().trim().min(1).max(80)),
    art: z.partialRecord(z.enum(DEFINITION_LANGUAGES), z.string().url().max(500)).default({}),
    kind: z.enum(jackpotKinds),
    eligible: z
      .object({ vendors: codes, categories: codes, games: codes })
      .strict()
      .refine((e) => e.vendors.length + e.categories.length + e.games.length > 0, {
        message: 'name at least one vendor, category or game',
      }),
    contributionPpm: ppm,
    gameRates: z
      .array(z.object({ gameCode: z.string().trim().min(1).max(64), ppm }).strict())
      .max(500)
      .default([])
      .refine((rates) => new Set(rates.map((rate) => rate.gameCode)).size === rates.length, {
        message: 'a game is listed twice',
      }),
    seedMinor: money,
    capMinor: money.nullable().default(null),
    stakePerWinMinor: money.nullable().default(null),
  })
  .strict();
export type JackpotInput = z.infer<typeof jackpotInput>;

/** What the operator changes: any field but the code and the kind. */
export const jackpotChange = jackpotInput.omit({ code: true, kind: true }).partial().strict();

/** Checks what one field cannot: a cap above the seed for must-drop pots, a stake per win for progressive ones. */
export function checkKind(
  input: Pick<JackpotInput, 'kind' | 'seedMinor' | 'capMinor' | 'stakePerWinMinor'>,
): void {
  const fields: Record<string, string> = {};
  if (input.kind === 'must_drop') {
    if (input.capMinor === null) fields.capMinor = 'a must-drop pot needs a cap';
    else if (input.capMinor <= input.seedMinor) fields.capMinor = 'the cap is not above the seed amount';
    if (input.stakePerWinMinor !== null) fields.stakePerWinMinor = 'only progressive pots have one';
  } else {
    if (input.stakePerWinMinor === null) fields.stakePerWinMinor = 'a progressive pot needs one (at least 1)';
    if (input.capMinor !== null) fields.capMinor = 'only must-drop pots have one';
  }
  if (Object.keys(fields).length > 0) invalid(fields);
}
