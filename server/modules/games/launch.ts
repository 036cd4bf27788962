import { randomInt } from 'node:crypto';
import type { games, ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import { MemberType } from '../../../src/core/contract/member-types';
import { inTransaction } from '../../db/transaction';
import type { PlayLanguage } from '../../games/language';
import { fail } from '../../http/envelope';
import { newToken, sha256 } from '../../security/tokens';
import type { AuthSession } from '../auth/sessions';
import type { Member } from '../auth/tables';
import type { ServerContext } from '../context';
import type { Db } from '../database';
import { slotStakeCap } from '../responsible/age';
import { policyOf, productOfEngine } from '../responsible/profiles';
import { assertMayPlay } from '../responsible/rules';
import { assertSessionLimitsSet } from '../responsible/session-limits';
import { systemStatus } from '../system/status';
import { endGameSessions } from './end-games';
import {
  accountTypeNameOf,
  type LaunchTarget,
  launchTarget,
  maintenanceSuggestions,
  nodeIdOf,
} from './launch-games';
import { openGameWalletFor, recallOtherGameWallets } from './launch-wallet';

/** A launch token opens its game once, within this time. */
export const LAUNCH_TOKEN_MS = 2 * 60_000;

/**
 * Whether this member may open this game now: not under maintenance (refused with up to
 * six other games of its category), a real account where the game needs one, a product the
 * brand's jurisdiction profile offers (RG_PRODUCT_OFF; a slot whose smallest stake is above the
 * profile's cap is RG_STAKE_LIMIT), and no responsible-gaming block.
 */
export async function assertLaunchable(
  ctx: Pick<ServerContext, 'db' | 'catalogue' | 'operator'>,
  member: Pick<Member, 'id' | 'type'>,
  target: LaunchTarget,
  language: PlayLanguage,
  at: Date,
): Promise<void> {
  const freePlay = member.type === MemberType.freePlay;
  if (target.game.maintenance) {
    fail('GAME_MAINTENANCE', {
      suggestions: await maintenanceSuggestions(
        ctx.db,
        await ctx.catalogue.latest(),
        target.game,
        { id: member.id, freePlay },
        language,
      ),
    });
  }
  // A VASSALAGE game is a menu of sub-games: the player launches one of those.
  if (target.game.is_game === 'VASSALAGE') fail('INVALID_INPUT', null, { gameCode: 'err_invalid_input' });
  if (freePlay && target.game.real_account_only) fail('NEED_REAL_ACCOUNT');
  const policy = policyOf(ctx.operator.current());
  const product = productOfEngine(target.game.engine);
  if (product && policy.profile.productsOff.includes(product)) fail('RG_PRODUCT_OFF', { product });
  await assertMayPlay(ctx.db, member.id, at, policy);
  if (product === 'slot') {
    const maxStake = await slotStakeCap(ctx.db, member.id, at, policy);
    if (maxStake !== null && Number(target.game.min_bet_minor) > maxStake)
      fail('RG_STAKE_LIMIT', { maxStake });
  }
}

async function memberOf(db: Db, memberId: number): Promise<Member> {
  return db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
}

/** Step 1: may the member open the game (or room), and through which launch node. */
export async function prepareLaunch(
  ctx: ServerContext,
  session: AuthSession,
  input: ParsedRequestOf<typeof games.launchGame>,
  language: PlayLanguage,
  at: Date,
): Promise<ResponseOf<typeof games.launchGame>> {
  const target = await launchTarget(ctx.db, input);
  await assertLaunchable(ctx, await memberOf(ctx.db, session.memberId), target, language, at);
  await assertSessionLimitsSet(ctx, session.tokenHash);
  return {
    nodeId: nodeIdOf(target.vendor),
    gameId: target.game.code,
    roomId: target.room?.room_id ?? null,
    vassalage: target.vendor.vassalage,
    accountTypeName: accountTypeNameOf(target.vendor),
    isPvp: target.room !== null,
  };
}

/**
 * The origin a launched page may post to: the launching page's, when it is the site itself
 * (its public address, or the address this request came in on, e.g. 127.0.0.1 or a LAN
 * address) or an origin the operator allows.
 */
export function parentOriginFor(ctx: ServerContext, origin: unknown, requestOrigin?: string): string {
  const site = new URL(ctx.publicUrl).origin;
  if (typeof origin !== 'string') return site;
  if (origin === site || origin === requestOrigin || ctx.operator.current().corsOrigins.includes(origin)) {
    return origin;
  }
  return site;
}

export interface LaunchRequest {
  session: AuthSession;
  input: ParsedRequestOf<typeof games.launchAddress>;
  language: PlayLanguage;
  /** The request's Origin header. */
  origin: unknown;
  /** The scheme and Host header the request came in on. */
  requestOrigin?: string;
  ip: string;
  at: Date;
}

/**
 * Step 2, the launch address: checks the payload against the session and the game again,
 * moves the main balance into the vendor's wallet where the game bets from there, and
 * issues a single-use launch token (stored only as its hash) for the game page. Where the
 * brand's profile allows no play in two games at once (de), the member's open game sessions
 * end first and their game wallets come home.
 */
export async function launchAddress(
  ctx: ServerContext,
  request: LaunchRequest,
): Promise<ResponseOf<typeof games.launchAddress>> {
  const { input, session, at } = request;
  const member = await memberOf(ctx.db, session.memberId);
  // The payload names who launches: it must be this very session, not just any signed-in one.
  if (input.username.toLowerCase() !== member.username_lower || sha256(input.token) !== session.tokenHash) {
    fail('NOT_LOGGED_IN');
  }
  if (input.merchantCode !== ctx.brand.merchantCode) {
    fail('INVALID_INPUT', null, { merchantCode: 'err_invalid_input' });
  }
  if (!input.gameId === !input.roomId) fail('INVALID_INPUT', null, { gameId: 'err_invalid_input' });
  const target = await launchTarget(ctx.db, { gameCode: input.gameId, roomId: input.roomId });
  if (input.nodeId !== nodeIdOf(target.vendor)) fail('INVALID_INPUT', null, { nodeId: 'err_invalid_input' });
  if (input.vassalage !== undefined && input.vassalage !== target.vendor.vassalage) {
    fail('INVALID_INPUT', null, { vassalage: 'err_invalid_input' });
  }
  await assertLaunchable(ctx, member, target, request.language, at);
  await assertSessionLimitsSet(ctx, session.tokenHash);

  const token = newToken();
  await inTransaction(ctx.db, async (trx) => {
    const launch = await trx
      .insertInto('game_launches')
      .values({
        token_hash: sha256(token),
        member_id: member.id,
        game_code: target.game.code,
        room_id: target.room?.room_id ?? null,
        vendor_code: target.vendor.code,
        parent_origin: parentOriginFor(ctx, request.origin, request.requestOrigin),
        language: request.language,
        created_at: at,
        expires_at: new Date(at.getTime() + LAUNCH_TOKEN_MS),
        used_at: null,
        login_token_hash: session.tokenHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // confirmTrans 0: the money follows the player into the game without asking; with 1 the
    // player moves it through the wallet page themselves.
    const fillKey = input.confirmTrans === 0 ? `launch:${launch.id}:fill` : null;
    if (!policyOf(ctx.operator.current()).profile.parallelPlay) {
      // No play in two games at once: the game open so far ends, and its money comes home first.
      await endGameSessions(trx, member.id, at, 'other_game');
      await recallOtherGameWallets(trx, member.id, target.vendor, `launch:${launch.id}:others`, at);
    }
    await openGameWalletFor(trx, member.id, target.vendor, { key: fillKey, reason: 'launch' }, at);
  });

  const path = `/play/${target.game.engine}?launch=${token}`;
  const hosts = systemStatus(ctx, request.ip).info.launchGameCDNs;
  // A second host, when there is one, carries the same address as an absolute fallback.
  const second = hosts.length > 1 ? hosts[1 + randomInt(hosts.length - 1)] : undefined;
  const fallback = second ? `${second.replace(/\/+$/, '')}${path}` : undefined;
  if (target.room) return { content: path };
  return fallback ? { game_url: path, game_url2: fallback } : { game_url: path };
}
