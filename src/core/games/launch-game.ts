/** The launching itself, fetched with the first launch of the page (see launch.ts). */
import { call } from '../api';
import { brandConfig } from '../config';
import { headers as headerNames } from '../contract/endpoint';
import { errors } from '../contract/errors';
import * as games from '../contract/games';
import { emit, navigate } from '../events';
import { language } from '../i18n';
import { requireLogin, requireRealAccount } from '../session/actions';
import { state } from '../session/state';
import { readText, sessionKeys } from '../session/storage';
import { showGameError } from './errors';
import { resolveGameAddress } from './hosts';
import { type LaunchResult, type LaunchTarget, launchPlatform } from './launch-target';
import { lotteryGamePath, lotteryRouteOf } from './lottery-route';
import { askWhatPlayNeeds } from './popups';
import { type LaunchedGame, storeGame } from './stored';

function subjectOf(
  target: LaunchTarget,
): { gameCode?: string; roomId?: string; launched: LaunchedGame } | null {
  if ('game' in target) {
    const { game } = target;
    return {
      gameCode: game.code,
      launched: {
        code: game.code,
        name: game.name,
        vendorCode: game.vendorCode,
        vendorName: game.vendorName,
        gameType: game.gameType,
        roomId: null,
      },
    };
  }
  if ('room' in target) {
    const { room } = target;
    return {
      roomId: room.roomId,
      launched: {
        code: room.gameCode,
        name: room.name,
        vendorCode: room.vendorCode,
        vendorName: room.vendorCode,
        roomId: room.roomId,
      },
    };
  }
  const { vendor } = target;
  if (!vendor.launchGameCode) return null;
  return {
    gameCode: vendor.launchGameCode,
    launched: {
      code: vendor.launchGameCode,
      name: vendor.displayName,
      vendorCode: vendor.vendorCode,
      vendorName: vendor.displayName,
      gameType: vendor.gameType,
      roomId: null,
    },
  };
}

/** The site path the player launched from (the /game page goes back there). */
function currentPath(): string | null {
  const where = globalThis.location;
  return where ? `${where.pathname}${where.search}` : null;
}

let pending: Promise<LaunchResult> | null = null;

/**
 * Launches a game, a PvP room or a vendor card's game (spec §3, §4): login first, then
 * the two launch calls with the spec payload, then the address is stored and announced
 * with a cancelable gd-game-launch {url, game}; unless a host page cancels it, the page
 * goes to /game. Failures are shown to the player and resolve 'failed'. A second call
 * while one is under way joins it (a double click launches once).
 */
export function launch(host: HTMLElement, target: LaunchTarget): Promise<LaunchResult> {
  pending ??= run(host, target).finally(() => {
    pending = null;
  });
  return pending;
}

/** The lottery page a target opens instead of a launch, or null when it is not a lottery. */
function lotteryPathOf(target: LaunchTarget): string | null {
  if ('game' in target) return lotteryGamePath(target.game);
  if ('vendor' in target) return lotteryRouteOf(target.vendor.vendorCode, target.vendor.gameType);
  return null;
}

async function run(host: HTMLElement, target: LaunchTarget): Promise<LaunchResult> {
  // Lottery games are played on their lottery page, which anyone may open (bets ask for login there).
  const lotteryPath = lotteryPathOf(target);
  if (lotteryPath) {
    navigate(host, lotteryPath);
    return 'lottery';
  }
  if (!requireLogin()) return 'login-required';
  if ('game' in target && target.game.isGame === 'VASSALAGE') return 'needs-sub-game';
  const subject = subjectOf(target);
  if (!subject) return 'no-game';
  if ('game' in target && target.game.realAccountOnly && !requireRealAccount()) return 'failed';
  const { launched } = subject;
  try {
    const lang = language.value;
    const node = await call(
      games.launchGame,
      subject.roomId
        ? { roomId: subject.roomId, language: lang }
        : { gameCode: subject.gameCode, language: lang },
    );
    const username = state.member.value?.account ?? readText(sessionKeys.account);
    const token = state.token.value;
    if (!username || !token) {
      requireLogin();
      return 'login-required';
    }
    const answer = await call(
      games.launchAddress,
      {
        ...(node.roomId ? { roomId: node.roomId } : { gameId: node.gameId }),
        nodeId: node.nodeId,
        accountType: 1,
        confirmTrans: 0,
        vassalage: node.vassalage,
        accountTypeName: node.accountTypeName,
        launchMode: 'GLS',
        platform: launchPlatform(),
        clientType: 3,
        username,
        token,
        merchantCode: readText(sessionKeys.merchant) ?? brandConfig.value.merchantCode,
        language: lang,
      },
      { headers: { [headerNames.language]: lang } },
    );
    // game_url first; PvP rooms answer `content` instead. A second address is optional.
    const url = resolveGameAddress(answer.game_url ?? answer.content);
    if (!url) {
      state.notice.value = { key: errors.INVALID_URL.key, kind: 'error' };
      return 'failed';
    }
    const url2 = resolveGameAddress(answer.game_url2);
    storeGame({
      url,
      url2: url2 !== url ? url2 : null,
      game: launched,
      launchedAt: new Date().toISOString(),
      from: currentPath(),
    });
    if (!emit(host, 'gd-game-launch', { url, game: launched }, { cancelable: true })) return 'handled';
    navigate(host, '/game');
    return 'launched';
  } catch (error) {
    // The profile asks for this session's limits or a date of birth first: the launch goes on once given.
    if (askWhatPlayNeeds(error, host, () => void launch(host, target))) return 'failed';
    showGameError(error, host, launched);
    return 'failed';
  }
}
