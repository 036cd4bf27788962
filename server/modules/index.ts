import type { Migration } from 'kysely';
import type { MigrationPlan } from '../db/migrations';
import * as agents from './agents';
import * as auth from './auth';
import { now, type ServerContext } from './context';
import * as dev from './dev';
import * as feedback from './feedback';
import * as games from './games';
import { endGameSessions } from './games/end-games';
import * as gateway from './gateway';
import * as jackpots from './jackpots';
import * as ledger from './ledger';
import * as live from './live';
import * as lottery from './lottery';
import { popularLotteryCodes } from './lottery/menu';
import * as member from './member';
import * as messages from './messages';
import * as missions from './missions';
import type { HandedFunctions, ServerModule } from './module';
import * as operator from './operator';
import * as payments from './payments';
import * as points from './points';
import * as promo from './promo';
import * as records from './records';
import * as responsible from './responsible';
import { checkRegistration, refreshRegisterListing } from './responsible/registers';
import { registrationAsks, registrationLimits } from './responsible/registration-limits';
import { restrictionOf } from './responsible/rules';
import { assertNoSessionBreak, endAtLimit, sessionEndOf } from './responsible/session-limits';
import * as rounds from './rounds';
import * as service from './service';
import * as system from './system';
import * as tournaments from './tournaments';
import * as uploads from './uploads';
import * as vendors from './vendors';
import * as vip from './vip';
import { clubLabelOf } from './vip/routes';
import * as wallet from './wallet';
import * as wheel from './wheel';
import { grantMissionSpins } from './wheel/wheel';

export type { ModuleDeps, ServerModule } from './module';

/** The functions modules hand down (ModuleDeps.handed): each lower module's question, answered by a higher one. */
export const handedFunctions = (ctx: ServerContext): HandedFunctions => ({
  signInCheck: async (memberId) => {
    await refreshRegisterListing(ctx, memberId);
    await assertNoSessionBreak(ctx, memberId, endGameSessions);
  },
  registrationCheck: (person) => checkRegistration(ctx, person),
  registrationLimits: registrationLimits(ctx),
  registrationAsks: registrationAsks(ctx),
  exclusionOf: (memberId) => restrictionOf(ctx.db, memberId),
  sessionLimits: {
    endOf: (session) => sessionEndOf(ctx.db, session, now(ctx)),
    end: (session, end) => endAtLimit(ctx, session, end, endGameSessions),
  },
  endGameSessions,
  clubLabelOf: (memberId) => clubLabelOf(ctx, memberId),
  popularLotteryCodes: (prizeMode, count, at) => popularLotteryCodes(ctx.db, prizeMode, count, at),
  grantMissionSpins,
});
export { DEMO_PASSWORD, loadBrand, seedDatabase } from './seed-database';

/** Every server module by name, in the order the app registers them. */
export const serverModules: Readonly<Record<string, ServerModule>> = {
  auth,
  member,
  records,
  promo,
  missions,
  messages,
  system,
  wallet,
  uploads,
  feedback,
  payments,
  points,
  vip,
  gateway,
  responsible,
  agents,
  games,
  lottery,
  operator,
  service,
  ledger,
  vendors,
  rounds,
  live,
  tournaments,
  wheel,
  jackpots,
  dev,
};

/**
 * Subscribes every module to the settlement hooks (`ctx.hooks`), in the modules' order: the one list of what runs
 * when a round, a draw's bets or a deposit settles, for the server and for anything that settles outside it.
 */
export function subscribeSettlementHooks(ctx: ServerContext, handed: HandedFunctions): void {
  for (const module of Object.values(serverModules)) module.subscribe?.(ctx, handed);
}

/**
 * The tables the infrastructure keeps for itself (server/http, providers, scheduling, config); every other
 * table is one module's.
 */
export const infrastructureTables: readonly string[] = [
  'used_body_nonces',
  'idempotent_requests',
  'outbox',
  'job_leases',
  'operator_config',
];

/**
 * Every module's migrations. A migration is named `NNN_what`: NNN is one more than the highest number any
 * module uses (docs/architecture.md, "Migrations"); the migrator runs them in that order.
 */
export const migrations: Record<string, Migration> = gathered(
  Object.values(serverModules).map((module) => module.migrations),
);

/** One record of every module's migrations; a name two modules use is a mistake caught at start. */
function gathered(sets: Record<string, Migration>[]): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const set of sets) {
    for (const [name, migration] of Object.entries(set)) {
      if (name in all) throw new Error(`two modules name a migration ${name}`);
      all[name] = migration;
    }
  }
  return all;
}

/**
 * The names migrations had before their numbers were made unique (old name → name), for databases that
 * recorded them. Complete and never extended: a migration added since has only its own name.
 */
export const formerMigrationNames: Readonly<Record<string, string>> = {
  '001_sign_in_foundation': '001_sign_in_foundation',
  '002_announcement_translations': '002_announcement_translations',
  '003_wallet': '003_wallet',
  '004_payments': '004_payments',
  '005_member_centre': '005_member_centre',
  '006_games': '006_games',
  '007_game_play': '007_game_play',
  '007_games_catalogue': '008_games_catalogue',
  '008_agents': '009_agents',
  '009_agents_team': '010_agents_team',
  '009_agents_team_reports': '011_agents_team_reports',
  '010_agent_contracts': '012_agent_contracts',
  '011_games_catalogue_version': '013_games_catalogue_version',
  '012_uploads': '014_uploads',
  '013_sign_in_protection': '015_sign_in_protection',
  '014_request_leases': '016_request_leases',
  '015_operator_audit': '017_operator_audit',
  '016_ledger_assets': '018_ledger_assets',
  '017_points': '019_points',
  '018_vip': '020_vip',
  '020_lottery': '021_lottery',
  '021_lottery_records': '022_lottery_records',
  '030_job_leases': '023_job_leases',
  '031_operator_config': '024_operator_config',
  '040_notice_dismissals': '025_notice_dismissals',
  '041_promotion_pages': '026_promotion_pages',
  '042_agent_applications': '027_agent_applications',
  '043_feedback': '028_feedback',
  '044_payment_providers': '029_payment_providers',
  '045_game_wallet_play': '030_game_wallet_play',
  '046_sign_in_reservations': '031_sign_in_reservations',
  '050_service': '032_service',
  '051_chat_rooms': '033_chat_rooms',
};

export const migrationPlan: MigrationPlan = { migrations, formerNames: formerMigrationNames };
