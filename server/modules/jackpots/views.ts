import { sql } from 'kysely';
import type {
  Jackpot,
  JackpotContribution,
  JackpotCycle,
  JackpotValueData,
  JackpotWin,
} from '../../../src/core/contract/jackpots';
import { fail } from '../../http/envelope';
import { maskAccount } from '../auth/mask-account';
import type { Db } from '../database';
import type { Catalogue } from '../games/catalogue-snapshot';
import { inLanguage } from '../operator/definition-input';
import type { PotRow } from './cycles';

/** Wins the detail lists (newest first). */
export const WINNERS_SHOWN = 10;

/** A game's name in `language` (else the default, else its code): the catalogue's, as the lobby shows it. */
export function gameNameOf(
  catalogue: Catalogue,
  gameCode: string,
  language: string,
  defaultLanguage: string,
): string {
  const names = catalogue.byCode.get(gameCode)?.names;
  return names?.get(language) ?? names?.get(defaultLanguage) ?? names?.get('en') ?? gameCode;
}

interface Language {
  language: string;
  defaultLanguage: string;
  catalogue: Catalogue;
}

interface WinRow {
  number: number;
  username: string | null;
  paid_minor: number | null;
  won_at: Date | null;
  won_game_code: string | null;
}

const winView = (row: WinRow, lang: Language): JackpotWin => ({
  cycle: row.number,
  account: maskAccount(row.username ?? ''),
  amountMinor: Number(row.paid_minor ?? 0),
  at: (row.won_at as Date).toISOString(),
  gameCode: row.won_game_code ?? '',
  gameName: gameNameOf(lang.catalogue, row.won_game_code ?? '', lang.language, lang.defaultLanguage),
});

/** A pot's wins, newest first. */
async function winsOf(db: Db, jackpotId: number, limit: number): Promise<WinRow[]> {
  return db
    .selectFrom('jackpot_cycles')
    .leftJoin('members', 'members.id', 'jackpot_cycles.won_member_id')
    .select([
      'jackpot_cycles.number',
      'members.username',
      'jackpot_cycles.paid_minor',
      'jackpot_cycles.won_at',
      'jackpot_cycles.won_game_code',
    ])
    .where('jackpot_cycles.jackpot_id', '=', jackpotId)
    .where('jackpot_cycles.won_at', 'is not', null)
    .orderBy('jackpot_cycles.number', 'desc')
    .limit(limit)
    .execute();
}

/** The running cycle's public face: its number, value and seed hash (never its seed or drop point). */
async function runningOf(db: Db, pot: PotRow) {
  return db
    .selectFrom('jackpot_cycles')
    .select(['number', 'value_minor', 'seed_hash'])
    .where('id', '=', pot.cycle_id as number)
    .executeTakeFirstOrThrow();
}

/** A pot as the contract shows it, in a language. */
export async function jackpotView(db: Db, pot: PotRow, lang: Language): Promise<Jackpot> {
  const running = await runningOf(db, pot);
  const [last] = await winsOf(db, pot.id, 1);
  return {
    jackpotId: pot.id,
    code: pot.code,
    name: inLanguage(pot.names, lang.language, lang.defaultLanguage),
    art: pot.art[lang.language] ?? pot.art[lang.defaultLanguage] ?? null,
    kind: pot.kind,
    valueMinor: running.value_minor,
    seedMinor: pot.seed_minor,
    capMinor: pot.cap_minor,
    stakePerWinMinor: pot.stake_per_win_minor,
    contributionPpm: pot.contribution_ppm,
    gameRates: pot.game_rates,
    eligible: pot.eligible,
    cycle: running.number,
    seedHash: running.seed_hash,
    lastWin: last ? winView(last, lang) : null,
  };
}

/** What `jackpot:<id>` publishes. */
export async function valueData(db: Db, pot: PotRow, lang: Language): Promise<JackpotValueData> {
  const view = await jackpotView(db, pot, lang);
  return {
    jackpotId: view.jackpotId,
    valueMinor: view.valueMinor,
    cycle: view.cycle,
    seedHash: view.seedHash,
    lastWin: view.lastWin,
  };
}

/** The brand's active pots, in id order. */
export const activePots = (db: Db): Promise<PotRow[]> =>
  db
    .selectFrom('jackpots')
    .selectAll()
    .where('retired_at', 'is', null)
    .where('cycle_id', 'is not', null)
    .orderBy('id')
    .execute();

export async function potById(db: Db, jackpotId: number): Promise<PotRow> {
  const row = await db
    .selectFrom('jackpots')
    .selectAll()
    .where('id', '=', jackpotId)
    .where('cycle_id', 'is not', null)
    .executeTakeFirst();
  if (!row) fail('JACKPOT_NOT_FOUND');
  return row;
}

/** A pot's sums from its rows: every cycle's seed, every contribution, every win paid, and the running value. */
export interface PotTotals {
  seededMinor: number;
  contributedMinor: number;
  paidMinor: number;
  valueMinor: number;
}

export async function totalsOf(db: Db, jackpotId: number): Promise<PotTotals> {
  const { rows } = await sql<{ seeded: string; contributed: string; paid: string; value: string }>`
    SELECT
      (SELECT coalesce(sum(seeded_minor), 0) FROM jackpot_cycles WHERE jackpot_id = ${jackpotId}) AS seeded,
      (SELECT coalesce(sum(amount_minor), 0) FROM jackpot_contributions WHERE jackpot_id = ${jackpotId}) AS contributed,
      (SELECT coalesce(sum(paid_minor), 0) FROM jackpot_cycles WHERE jackpot_id = ${jackpotId}) AS paid,
      (SELECT coalesce(max(c.seeded_minor), 0) + coalesce(sum(r.amount_minor), 0)
         FROM jackpots j JOIN jackpot_cycles c ON c.id = j.cycle_id
         LEFT JOIN jackpot_contributions r ON r.cycle_id = c.id
        WHERE j.id = ${jackpotId}) AS value`.execute(db);
  const row = rows[0]!;
  return {
    seededMinor: Number(row.seeded),
    contributedMinor: Number(row.contributed),
    paidMinor: Number(row.paid),
    valueMinor: Number(row.value),
  };
}

/** A pot's detail: the pot, its last wins and its totals from its rows. */
export async function detailOf(db: Db, pot: PotRow, lang: Language) {
  const totals = await totalsOf(db, pot.id);
  return {
    jackpot: await jackpotView(db, pot, lang),
    winners: (await winsOf(db, pot.id, WINNERS_SHOWN)).map((row) => winView(row, lang)),
    totals: {
      seededMinor: totals.seededMinor,
      contributedMinor: totals.contributedMinor,
      paidMinor: totals.paidMinor,
    },
  };
}

interface ContributionRow {
  round_id: string;
  stake_minor: number;
  ppm: number;
  amount_minor: number;
  pot_after_minor: number;
  at: Date;
}

const contributionView = (row: ContributionRow): JackpotContribution => ({
  roundId: row.round_id,
  stakeMinor: row.stake_minor,
  ppm: row.ppm,
  amountMinor: row.amount_minor,
  potAfterMinor: row.pot_after_minor,
  at: row.at.toISOString(),
});

const contributionColumns = [
  'round_id',
  'stake_minor',
  'ppm',
  'amount_minor',
  'pot_after_minor',
  'at',
] as const;

/** A cycle for checking it (`number` undefined: the last one won). Its seed only once it was won. */
export async function cycleOf(db: Db, pot: PotRow, number: number | undefined): Promise<JackpotCycle> {
  let query = db
    .selectFrom('jackpot_cycles')
    .leftJoin('members', 'members.id', 'jackpot_cycles.won_member_id')
    .select([
      'jackpot_cycles.id',
      'jackpot_cycles.number',
      'jackpot_cycles.seed',
      'jackpot_cycles.seed_hash',
      'jackpot_cycles.seeded_minor',
      'jackpot_cycles.cap_minor',
      'jackpot_cycles.stake_per_win_minor',
      'jackpot_cycles.started_at',
      'jackpot_cycles.won_at',
      'jackpot_cycles.won_round_id',
      'jackpot_cycles.paid_minor',
      'members.username',
    ])
    .where('jackpot_cycles.jackpot_id', '=', pot.id);
  query =
    number === undefined
      ? query.where('jackpot_cycles.won_at', 'is not', null).orderBy('jackpot_cycles.number', 'desc').limit(1)
      : query.where('jackpot_cycles.number', '=', number);
  const row = await query.executeTakeFirst();
  if (!row) fail('JACKPOT_NOT_FOUND');
  let win: JackpotCycle['win'] = null;
  if (row.won_at && row.won_round_id) {
    const contribution = await db
      .selectFrom('jackpot_contributions')
      .select(contributionColumns)
      .where('jackpot_id', '=', pot.id)
      .where('round_id', '=', row.won_round_id)
      .executeTakeFirstOrThrow();
    win = {
      account: maskAccount(row.username ?? ''),
      contribution: contributionView(contribution),
      paidMinor: Number(row.paid_minor ?? 0),
      at: row.won_at.toISOString(),
    };
  }
  return {
    jackpotId: pot.id,
    cycle: row.number,
    kind: pot.kind,
    seedHash: row.seed_hash,
    // The seed is revealed only once its cycle was won: while it runs it would tell the drop point or the winners.
    seed: row.won_at ? Buffer.from(row.seed).toString('hex') : null,
    seededMinor: row.seeded_minor,
    capMinor: row.cap_minor,
    stakePerWinMinor: row.stake_per_win_minor,
    startedAt: row.started_at.toISOString(),
    win,
  };
}

/** A cycle's per-round rows, oldest first. */
export async function contributionsOf(db: Db, pot: PotRow, number: number, page: number, pageSize: number) {
  const cycle = await db
    .selectFrom('jackpot_cycles')
    .select('id')
    .where('jackpot_id', '=', pot.id)
    .where('number', '=', number)
    .executeTakeFirst();
  if (!cycle) fail('JACKPOT_NOT_FOUND');
  const rows = await db
    .selectFrom('jackpot_contributions')
    .select(contributionColumns)
    .where('cycle_id', '=', cycle.id)
    .orderBy('id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { total } = await db
    .selectFrom('jackpot_contributions')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('cycle_id', '=', cycle.id)
    .executeTakeFirstOrThrow();
  return { list: rows.map(contributionView), page, pageSize, total: Number(total) };
}

/** One pot's audit line: the sums from its rows, whether they balance, and the pot's ledger balance beside them. */
export interface PotAudit extends PotTotals {
  jackpotId: number;
  code: string;
  cycles: number;
  /** seeded + contributed = value + paid, to the unit. */
  balanced: boolean;
  /** The running cycle's kept value (jackpot_cycles.value_minor), which must equal valueMinor. */
  keptValueMinor: number;
  ledgerBalanceMinor: number;
}

/** Every pot's audit, from its per-round rows (not from balances); balances are shown for comparison. */
export async function auditPots(db: Db): Promise<PotAudit[]> {
  const pots = await db
    .selectFrom('jackpots')
    .leftJoin('jackpot_cycles', 'jackpot_cycles.id', 'jackpots.cycle_id')
    .leftJoin('ledger_accounts', 'ledger_accounts.id', 'jackpots.account_id')
    .select([
      'jackpots.id',
      'jackpots.code',
      'jackpot_cycles.number',
      'jackpot_cycles.value_minor',
      'ledger_accounts.balance_minor',
    ])
    .orderBy('jackpots.id')
    .execute();
  const audits: PotAudit[] = [];
  for (const pot of pots) {
    const totals = await totalsOf(db, pot.id);
    audits.push({
      jackpotId: pot.id,
      code: pot.code,
      cycles: pot.number ?? 0,
      ...totals,
      balanced: totals.seededMinor + totals.contributedMinor === totals.valueMinor + totals.paidMinor,
      keptValueMinor: Number(pot.value_minor ?? 0),
      ledgerBalanceMinor: Number(pot.balance_minor ?? 0),
    });
  }
  return audits;
}
