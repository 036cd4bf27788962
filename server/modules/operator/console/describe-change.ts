/** A recorded player-protection change in words, for the console and the command line. */

interface Limits {
  day: number | null;
  week: number | null;
  month: number | null;
}
export interface ChangeValue {
  limits?: Limits;
  pending?: Limits | null;
  appliesAt?: string | null;
  minutes?: number | null;
  exclusion?: { kind: string; until: string | null } | null;
  birthDate?: string | null;
  affordability?: { outcome: string; monthlyNetDeposit: number; checkedBy: string; checkedAt: string } | null;
  sessionMinutes?: number | null;
  pendingSessionMinutes?: number | null;
  sessionEnd?: { reason: string; startedAt: string; endedAt: string; breakUntil: string | null } | null;
}

/** Minor units as the brand's major units (two decimals). */
const money = (minor: number | null) => (minor === null ? 'none' : (minor / 100).toFixed(2));
const limitsText = (limits: Limits) =>
  `day ${money(limits.day)}, week ${money(limits.week)}, month ${money(limits.month)}`;

export function describeChange(value: ChangeValue): string {
  if (value.limits) {
    const pending =
      value.pending && value.appliesAt
        ? `; from ${new Date(value.appliesAt).toLocaleString()}: ${limitsText(value.pending)}`
        : '';
    return limitsText(value.limits) + pending;
  }
  if (value.sessionMinutes !== undefined) {
    const minutes = (count: number | null) => (count === null ? 'none' : `${count} min`);
    const pending = value.appliesAt
      ? `; from ${new Date(value.appliesAt).toLocaleString()}: ${minutes(value.pendingSessionMinutes ?? null)}`
      : '';
    return `session limit ${minutes(value.sessionMinutes)}${pending}`;
  }
  if (value.sessionEnd !== undefined) {
    const end = value.sessionEnd;
    if (!end) return 'session running';
    const limit = end.reason === 'time_limit' ? 'session-time limit' : "the session's own time limit";
    const pause = end.breakUntil ? `; break until ${new Date(end.breakUntil).toLocaleString()}` : '';
    return `session ${new Date(end.startedAt).toLocaleString()} ended by ${limit} at ${new Date(end.endedAt).toLocaleString()}${pause}`;
  }
  if (value.minutes !== undefined) return value.minutes === null ? 'off' : `every ${value.minutes} min`;
  if (value.birthDate !== undefined)
    return value.birthDate === null ? 'no birth date' : `born ${value.birthDate}`;
  if (value.affordability !== undefined) {
    if (value.affordability === null) return 'never checked';
    const { outcome, monthlyNetDeposit, checkedBy } = value.affordability;
    return `${outcome.replace('_', ' ')} by ${checkedBy}: month threshold ${money(monthlyNetDeposit)}`;
  }
  if (!value.exclusion) return 'none';
  const { kind, until } = value.exclusion;
  return `${kind.replace('_', '-')} ${until === null ? 'permanently' : `until ${new Date(until).toLocaleString()}`}`;
}
