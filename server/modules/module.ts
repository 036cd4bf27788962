import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { Rng } from '../games/rng';
import type { SignInCheck } from './auth/login';
import type { RegistrationCheck, RegistrationLimits } from './auth/register';
import type { ExclusionOf, SessionLimits } from './auth/sessions';
import type { ServerContext } from './context';
import type { Db } from './database';
import type { PopularLotteryCodes } from './games/shelves';
import type { ClubLabelOf } from './member/routes';
import type { OperatorKey } from './operator/key';
import type { RegistrationAsks } from './system/status';

/** What a module's `register` is given: the shared context and the few start options modules read. */
export interface ModuleDeps {
  ctx: ServerContext;
  /** The operator key (DATA_DIR/operator-key): one, shared by every module's operator routes. */
  operatorKey: OperatorKey;
  /** The secret the lottery's draw seeds derive from. */
  lotterySecret: Uint8Array;
  /** The secret the demo gateway signs its payment callbacks with. */
  paymentCallbackSecret: Uint8Array;
  /** The built-in games' randomness; undefined takes node:crypto. */
  gameRng: Rng | undefined;
  /** Serves the demo payment gateway's page and callback (dev mode, or the operator's switch in production). */
  demoGateway: boolean;
  /** What a module asks of a module above it (docs/architecture.md, "Server modules"), wired in modules/index.ts. */
  handed: HandedFunctions;
}

/** The functions a higher module hands a lower one, so the lower one never imports it. */
export interface HandedFunctions {
  /** Sign-in asks the jurisdiction's self-exclusion register again when its last answer is old. */
  signInCheck: SignInCheck;
  /** Registration asks the jurisdiction's self-exclusion register whether the person may open an account. */
  registrationCheck: RegistrationCheck;
  /** Registration asks the responsible-gaming rules about the deposit limits chosen on the form. */
  registrationLimits: RegistrationLimits;
  /** The site status tells the registration form which deposit limits the jurisdiction profile asks for. */
  registrationAsks: RegistrationAsks;
  /**
   * A session asks the responsible-gaming rules for the member's time-out or self-exclusion: while one lasts,
   * the session is restricted (http/route.ts, RESTRICTED_ALLOWED).
   */
  exclusionOf: ExclusionOf;
  /** A session asks the responsible-gaming rules when a time limit ends it, and has them end it there. */
  sessionLimits: SessionLimits;
  /** A time-out or self-exclusion that starts ends the member's open game sessions (the games module's). */
  endGameSessions: (db: Db, memberId: number, at: Date) => Promise<void>;
  /** Member info shows the VIP club's label and rank. */
  clubLabelOf: ClubLabelOf;
  /** The lobby's popular shelf takes the most played lottery games. */
  popularLotteryCodes: PopularLotteryCodes;
  /** A claimed mission gives its lucky-wheel spins (the wheel module's), in the claim's transaction. */
  grantMissionSpins: GrantMissionSpins;
}

/** Gives a claimed mission's spins once per mission, member and period; false when the wheel takes none. */
export type GrantMissionSpins = (
  trx: Db,
  claim: { missionId: number; memberId: number; periodStart: Date; spins: number; at: Date },
) => Promise<boolean>;

/**
 * A server module: the tables it owns (their types in its `tables.ts`; other modules may read them, only
 * it writes them), the migrations it keeps, and what it adds to the server (routes, scheduled jobs).
 */
export interface ServerModule {
  tables: readonly string[];
  migrations: Record<string, Migration>;
  register?(app: FastifyInstance, deps: ModuleDeps): void | Promise<void>;
  /**
   * What it does when a round or deposit settles: its subscriptions to `ctx.hooks`, apart from `register` so
   * whatever settles outside a server (the benches) runs the same subscribers a server runs.
   */
  subscribe?(ctx: ServerContext, handed: HandedFunctions): void;
}

/**
 * The names of a module's tables, checked against its tables type: `tableNames<AuthTables>()([…])` does not
 * compile while a table of the type is missing from the list or a name is not one of its tables.
 */
export const tableNames =
  <Own>() =>
  <const Names extends readonly (keyof Own & string)[]>(
    names: Names &
      ([Exclude<keyof Own, Names[number]>] extends [never]
        ? unknown
        : { missing: Exclude<keyof Own, Names[number]> }),
  ): readonly string[] =>
    names;
