/** One UTC day in milliseconds (UTC days are all this long: no daylight saving). */
export const DAY_MS = 86_400_000;
