import { sql } from 'kysely';
import { formatMinorUnits } from '../../../src/core/money';
import { siteTexts } from '../../config/site-texts';
import { endMemberSessions } from '../auth/sessions';
import type { ServerContext } from '../context';
import type { Db } from '../database';
import { sendMessage } from '../messages/inbox';
import type { SettledRoundSet } from '../rounds/settled';
import { windowStart } from './calendar';
import { recordChange } from './history';
import { policyOf, profileDepositLimits, type RgPolicy } from './profiles';
import { type LimitKind, type LimitUsage, limitUsage, responsibleState, windowRule } from './rules';
import type { EndGameSessions } from './settings';
import type { DepositLimits } from './tables';

type Window = keyof DepositLimits;
const KINDS: readonly LimitKind[] = ['deposit', 'loss', 'wager'];
const WINDOWS: readonly Window[] = ['day', 'week', 'month'];
const LANGUAGES = ['en', 'es', 'pt', 'ty'];
/** Amounts in the alert's text as the site writes them (two decimals, grouped). */
const MONEY = { currencyExponent: 2, numberLocale: 'en-US' };

/** One threshold a limit just reached. */
export interface LimitAlert {
  kind: LimitKind;
  window: Window;
  percent: number;
  limit: number;
  used: number;
  signedOut: boolean;
}

/** The thresholds of the profile each limit has reached, the highest last. */
function reached(limits: Record<LimitKind, DepositLimits>, usage: LimitUsage, percents: readonly number[]) {
  const found: Omit<LimitAlert, 'signedOut'>[] = [];
  for (const kind of KINDS) {
    for (const window of WINDOWS) {
      const limit = limits[kind][window];
      const used = usage[kind][window];
      if (limit === null || limit <= 0) continue;
      for (const percent of [...percents].sort((a, b) => a - b)) {
        // Integer comparison: used / limit >= percent / 100.
        if (used * 100 >= limit * percent) found.push({ kind, window, percent, limit, used });
      }
    }
  }
  return found;
}

/** Whether this threshold of this limit was already alerted in the window it counts. */
async function alreadySent(
  trx: Db,
  memberId: number,
  alert: Omit<LimitAlert, 'signedOut'>,
  at: Date,
  policy: RgPolicy,
) {
  const row = await trx
    .selectFrom('responsible_alerts')
    .select('id')
    .where('member_id', '=', memberId)
    .where('kind', '=', alert.kind)
    .where('window', '=', alert.window)
    .where('percent', '=', alert.percent)
    .where('limit_minor', '=', alert.limit)
    .where('created_at', '>=', windowStart(alert.window, at, windowRule(policy)))
    .executeTakeFirst();
  return row !== undefined;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** The inbox message of one alert, in the member's language. */
function messageOf(
  language: string,
  alert: LimitAlert,
  windows: 'rolling' | 'calendar',
): { title: string; content: string } {
  const texts = siteTexts(language, 'responsible');
  // The limit's name as the member centre says it: "per 24 hours" for a rolling window, "per day" for a calendar one.
  const suffix = windows === 'calendar' ? '_calendar' : '';
  const limitName =
    texts[
      alert.kind === 'deposit'
        ? `mc_limit_${alert.window}${suffix}`
        : `mc_${alert.kind}_limit_${alert.window}${suffix}`
    ] ?? '';
  const values = {
    percent: String(alert.percent),
    limitName,
    used: formatMinorUnits(alert.used, MONEY),
    limit: formatMinorUnits(alert.limit, MONEY),
  };
  const content = [fill(texts.rg_alert_content ?? '', values)];
  if (alert.signedOut) content.push(texts.rg_alert_signed_out ?? '');
  else if (alert.percent >= 100) content.push(texts.rg_alert_full ?? '');
  return { title: fill(texts.rg_alert_title ?? '', values), content: content.join('\n\n') };
}

/**
 * Alerts the member at each percentage of a deposit, loss or wager limit the profile names (nl: 50 and 100), once
 * per limit, window and percentage in the window's period: a row in responsible_alerts, an inbox message in the
 * language they last used the site in, and a history entry (actor system); the site shows the newest alert of the
 * session (the header's session summary). Where the profile signs out at 100 %, reaching it ends every session and
 * game session of the member. Runs inside the transaction that settled a round or credited a deposit: it locks the
 * member's settings row, so two nodes settling rounds of one member take turns and send each alert once, and a
 * settlement rolled back takes its alerts with it.
 */
export async function checkLimitAlerts(
  ctx: ServerContext,
  trx: Db,
  memberId: number,
  at: Date,
  endGames: EndGameSessions,
): Promise<LimitAlert[]> {
  const policy = policyOf(ctx.operator.current());
  const { profile } = policy;
  if (profile.alertPercents.length === 0) return [];
  const settings = await trx
    .selectFrom('responsible_settings')
    .select('language')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  // No settings row: no limit was ever set.
  if (!settings) return [];
  const state = await responsibleState(trx, memberId, at, true);
  const limits = {
    deposit: profileDepositLimits(state.deposit.limits, profile),
    loss: state.loss.limits,
    wager: state.wager.limits,
  };
  const candidates = reached(limits, await limitUsage(trx, memberId, at, policy), profile.alertPercents);
  const fresh: Omit<LimitAlert, 'signedOut'>[] = [];
  for (const candidate of candidates) {
    if (!(await alreadySent(trx, memberId, candidate, at, policy))) fresh.push(candidate);
  }
  if (fresh.length === 0) return [];

  const signOut = profile.signOutAtFullLimit && fresh.some((alert) => alert.percent >= 100);
  const language = LANGUAGES.includes(settings.language ?? '')
    ? settings.language!
    : ctx.operator.current().languages.default;
  const sent: LimitAlert[] = [];
  for (const candidate of fresh) {
    const alert: LimitAlert = { ...candidate, signedOut: signOut && candidate.percent >= 100 };
    await trx
      .insertInto('responsible_alerts')
      .values({
        member_id: memberId,
        kind: alert.kind,
        window: alert.window,
        percent: alert.percent,
        limit_minor: alert.limit,
        used_minor: alert.used,
        signed_out: alert.signedOut,
        created_at: at,
      })
      .execute();
    await recordChange(trx, {
      memberId,
      change: 'limit_alert',
      actor: 'system',
      before: {},
      after: { alert },
      at,
    });
    // One message per limit: the highest percentage it just reached (50 % and 100 % at once read as 100 %).
    const higher = fresh.some(
      (other) => other.kind === alert.kind && other.window === alert.window && other.percent > alert.percent,
    );
    if (!higher) await sendMessage(trx, { memberId, ...messageOf(language, alert, profile.windows), at });
    sent.push(alert);
  }

  if (signOut) {
    // The game sessions end in this transaction, so the next round is refused even where a node still holds a
    // copy of the site session read before the commit.
    await endGames(trx, memberId, at);
    await endMemberSessions(ctx, trx, memberId, 'limit_reached');
  }
  return sent;
}

/**
 * The members with a limit among those whose rounds a set settled (a lottery draw's bets), in id order so two
 * settlements lock their settings rows in one order.
 */
export async function membersOfSet(trx: Db, set: SettledRoundSet): Promise<number[]> {
  const { rows } = await sql<{ member_id: number }>`
    SELECT DISTINCT settled.member_id FROM (${set.rounds}) AS settled
    JOIN responsible_settings ON responsible_settings.member_id = settled.member_id
    WHERE NOT settled.free_play
    ORDER BY settled.member_id`.execute(trx);
  return rows.map((row) => row.member_id);
}

/** The newest alert of the member since `since` (the session's sign-in), as the site shows it. */
export async function latestAlert(db: Db, memberId: number, since: Date, windows: 'rolling' | 'calendar') {
  const row = await db
    .selectFrom('responsible_alerts')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        kind: row.kind as LimitKind,
        window: row.window as Window,
        percent: row.percent,
        limit: Number(row.limit_minor),
        used: Number(row.used_minor),
        at: row.created_at.toISOString(),
        windows,
      }
    : null;
}

/**
 * Keeps the site language the member uses (the request's language header) on their settings row, for the alerts
 * sent when no request of theirs is at hand (a round settled by a vendor, a deposit credited by the gateway).
 * Writes only when it changed, and only on an existing row (a member without one has no limit to be alerted of).
 */
export async function rememberLanguage(db: Db, memberId: number, header: unknown): Promise<void> {
  if (typeof header !== 'string') return;
  const language = header.trim().toLowerCase().split('-')[0] ?? '';
  if (!LANGUAGES.includes(language)) return;
  await db
    .updateTable('responsible_settings')
    .set({ language })
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '!=', language)]))
    .execute();
}
