import type { TournamentPrize } from '../../../src/core/contract/tournaments';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../database';
import { freeze, payPrizes } from './payout';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface DemoTournament {
  code: string;
  names: Record<string, string>;
  /** Start and end, in days from the seeding instant. */
  from: number;
  to: number;
  scoring: 'total_stake' | 'best_win_ratio' | 'rounds';
  eligible: { vendors: string[]; categories: string[]; games: string[] };
  minStakeMinor: number;
  maxRounds: number | null;
  prizes: TournamentPrize[];
  /** Demo members already on the board (user name, score, hours after the start the score was reached). */
  board: [string, number, number][];
}

/**
 * The demo tournaments a new site shows: one running (slots, total stakes, opt-in), one upcoming and one
 * finished, whose final board is frozen and paid through the real payout path. Names in every site language.
 */
const DEMO: DemoTournament[] = [
  {
    code: 'demo-slot-sprint',
    names: {
      en: 'Slot Sprint',
      es: 'Sprint de tragamonedas',
      pt: 'Corrida dos caça-níqueis',
      ty: 'Sprint des machines à sous',
    },
    from: -1,
    to: 6,
    scoring: 'total_stake',
    eligible: { vendors: [], categories: ['RNG'], games: [] },
    minStakeMinor: 100,
    maxRounds: null,
    prizes: [
      { fromRank: 1, toRank: 1, kind: 'money', amount: 50_000 },
      { fromRank: 2, toRank: 2, kind: 'money', amount: 25_000 },
      { fromRank: 3, toRank: 3, kind: 'money', amount: 10_000 },
      { fromRank: 4, toRank: 10, kind: 'points', amount: 500 },
    ],
    board: [
      ['demo_agent', 1_284_500, 20],
      ['demo_affiliate', 642_000, 9],
    ],
  },
  {
    code: 'demo-big-win-weekend',
    names: {
      en: 'Big Win Weekend',
      es: 'Fin de semana de grandes premios',
      pt: 'Fim de semana de grandes prêmios',
      ty: 'Week-end des gros gains',
    },
    from: 2,
    to: 4,
    scoring: 'best_win_ratio',
    eligible: { vendors: [], categories: ['RNG', 'LOTT'], games: [] },
    minStakeMinor: 200,
    maxRounds: null,
    prizes: [
      { fromRank: 1, toRank: 1, kind: 'money', amount: 100_000 },
      { fromRank: 2, toRank: 5, kind: 'money', amount: 20_000 },
    ],
    board: [],
  },
  {
    code: 'demo-spin-marathon',
    names: {
      en: 'Spin Marathon',
      es: 'Maratón de giros',
      pt: 'Maratona de giros',
      ty: 'Marathon des tours',
    },
    from: -9,
    to: -2,
    scoring: 'rounds',
    eligible: { vendors: [], categories: ['RNG'], games: [] },
    minStakeMinor: 100,
    maxRounds: 500,
    prizes: [
      { fromRank: 1, toRank: 1, kind: 'money', amount: 30_000 },
      { fromRank: 2, toRank: 3, kind: 'points', amount: 1_000 },
    ],
    board: [
      ['demo_affiliate', 412, 130],
      ['demo_agent', 388, 96],
    ],
  },
];

/**
 * Seeds the demo tournaments once (none is seeded again once any demo tournament exists): their rows, the
 * entries of the demo members on their boards, and for the finished one its frozen board and paid prizes.
 */
export async function seedDemoTournaments(db: Db, at: Date): Promise<void> {
  const seeded = await db
    .selectFrom('tournaments')
    .select('id')
    .where('code', 'like', 'demo-%')
    .executeTakeFirst();
  if (seeded) return;
  const day = new Date(Math.floor(at.getTime() / HOUR) * HOUR);
  const finished: number[] = [];
  await inTransaction(db, async (trx) => {
    for (const demo of DEMO) {
      const startsAt = new Date(day.getTime() + demo.from * DAY);
      const endsAt = new Date(day.getTime() + demo.to * DAY);
      const row = await trx
        .insertInto('tournaments')
        .values({
          code: demo.code,
          names: JSON.stringify(demo.names),
          art: '{}',
          starts_at: startsAt,
          ends_at: endsAt,
          time_zone: 'UTC',
          recurrence: 'none',
          series: demo.code,
          occurrence: 1,
          eligible: JSON.stringify(demo.eligible),
          min_stake_minor: demo.minStakeMinor,
          max_rounds: demo.maxRounds,
          entry: 'opt_in',
          prizes: JSON.stringify(demo.prizes),
          scoring: demo.scoring,
          created_at: new Date(startsAt.getTime() - DAY),
          cancelled_at: null,
          frozen_at: null,
          paid_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [username, score, hours] of demo.board) {
        const member = await trx
          .selectFrom('members')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirst();
        if (!member) continue;
        await trx
          .insertInto('tournament_entries')
          .values({
            tournament_id: row.id,
            member_id: member.id,
            entered_at: startsAt,
            score,
            rounds: demo.scoring === 'rounds' ? score : Math.max(1, Math.round(score / 2_500)),
            reached_at: new Date(startsAt.getTime() + hours * HOUR),
            final_rank: null,
          })
          .execute();
      }
      if (endsAt <= at) finished.push(row.id);
    }
  });
  for (const id of finished) {
    await freeze(db, id, at);
    await payPrizes(db, id, at, 'en');
  }
}
