import { z } from 'zod/mini';

/** Which games take part (a tournament's, a jackpot's): a game does when its vendor, its category or its own code is listed. */
export const gameEligibility = z.object({
  vendors: z.array(z.string()),
  categories: z.array(z.string()),
  games: z.array(z.string()),
});
export type GameEligibility = z.infer<typeof gameEligibility>;
