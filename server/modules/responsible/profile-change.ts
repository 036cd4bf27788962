import { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { PROFILE_CODES, PROFILES, type ProfileCode, type RgProfile, raiseAppliesAt } from './profiles';
import { type LimitSet, type ResponsibleState, responsibleState } from './rules';
import { saveProfileChange } from './settings';
import type { DepositLimits } from './tables';

export const PROFILE_CHANGE_JOB = 'rg-profile-change';
const EVERY_MS = 2_000;

const storedProfile = z.object({
  responsibleGaming: z.object({ profile: z.enum(PROFILE_CODES) }).optional(),
});

/**
 * The profile operator.json names now. The database's copy is the one every node shares (a node's own
 * copy may be half a second old, and must not undo a change another node already applied); a server
 * without that copy (a fixed configuration) answers from its own.
 */
async function configuredProfile(ctx: ServerContext): Promise<ProfileCode> {
  const row = await ctx.db
    .selectFrom('operator_config')
    .select('config')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) return ctx.operator.current().responsibleGaming.profile;
  const stored = typeof row.config === 'string' ? JSON.parse(row.config) : row.config;
  const parsed = storedProfile.safeParse(stored);
  return parsed.success
    ? (parsed.data.responsibleGaming?.profile ?? 'none')
    : ctx.operator.current().responsibleGaming.profile;
}

const WINDOWS = ['day', 'week', 'month'] as const;

/** The stricter of two limits for one window (null is no limit). */
const stricter = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.min(a, b);

/** Each window's stricter of `own` and the profile's: its defaults (es) and its monthly maximum (de). */
function capped(own: DepositLimits, profile: RgProfile): DepositLimits {
  const limits = { ...own };
  for (const window of WINDOWS) limits[window] = stricter(own[window], profile.defaultDepositLimits[window]);
  limits.month = stricter(limits.month, profile.maxMonthlyDepositMinor);
  return limits;
}

const sameLimits = (a: DepositLimits, b: DepositLimits) => WINDOWS.every((window) => a[window] === b[window]);

/**
 * One kind's limits under the new profile: deposit limits become the stricter of the member's and the
 * profile's (a pending raise too, dropped when it raises nothing any more), and a pending raise waits at
 * least the new profile's raise delay from the change.
 */
function underProfile(set: LimitSet, deposit: boolean, profile: RgProfile, at: Date): LimitSet {
  const limits = deposit ? capped(set.limits, profile) : set.limits;
  let pending = set.pending && (deposit ? capped(set.pending, profile) : set.pending);
  if (pending && sameLimits(pending, limits)) pending = null;
  if (!pending || !set.pendingAt) return { limits, pending: null, pendingAt: null };
  const earliest = raiseAppliesAt(profile.raiseDelay, at).getTime();
  return { limits, pending, pendingAt: new Date(Math.max(earliest, set.pendingAt.getTime())) };
}

/** Brings one member's settings to the new profile; true when anything changed (and was recorded). */
async function applyToMember(trx: Db, memberId: number, profile: RgProfile, at: Date): Promise<boolean> {
  const before = await responsibleState(trx, memberId, at, true);
  const after: ResponsibleState = {
    ...before,
    deposit: underProfile(before.deposit, true, profile, at),
    loss: underProfile(before.loss, false, profile, at),
    wager: underProfile(before.wager, false, profile, at),
  };
  if (JSON.stringify(after) === JSON.stringify(before)) return false;
  await saveProfileChange(trx, memberId, before, after, at);
  return true;
}

export interface ProfileChange {
  from: ProfileCode;
  to: ProfileCode;
  membersChanged: number;
}

/**
 * When operator.json's profile differs from the one the members' settings were last brought to, brings
 * every member to the stricter of their own limits and the new profile's rules, records each member's
 * change (actor system) and the brand's change, all in one transaction. The brand's row is locked for it,
 * so two nodes (or a run after a restart) apply one change once; null when there was nothing to apply.
 */
export async function applyProfileChange(ctx: ServerContext): Promise<ProfileChange | null> {
  const to = await configuredProfile(ctx);
  // Most runs find nothing to do: only a change takes the lock.
  const seen = await ctx.db
    .selectFrom('responsible_brand_profile')
    .select('profile')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  if (seen.profile === to) return null;
  return inTransaction(ctx.db, async (trx) => {
    const applied = await trx
      .selectFrom('responsible_brand_profile')
      .selectAll()
      .where('id', '=', 1)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (applied.profile === to) return null;
    const at = now(ctx);
    const profile = PROFILES[to];
    const members = await trx.selectFrom('members').select('id').orderBy('id').execute();
    let membersChanged = 0;
    for (const { id } of members) {
      if (await applyToMember(trx, id, profile, at)) membersChanged += 1;
    }
    await trx
      .updateTable('responsible_brand_profile')
      .set({ profile: to, changed_at: at })
      .where('id', '=', 1)
      .execute();
    const from = applied.profile as ProfileCode;
    await trx
      .insertInto('responsible_profile_changes')
      .values({ from_profile: from, to_profile: to, members_changed: membersChanged, created_at: at })
      .execute();
    return { from, to, membersChanged };
  });
}

/** Registers the profile check with the scheduler: every 2 seconds, on the node holding its lease. */
export function scheduleProfileChanges(ctx: ServerContext): void {
  ctx.scheduler.every(PROFILE_CHANGE_JOB, EVERY_MS, () => applyProfileChange(ctx));
}
