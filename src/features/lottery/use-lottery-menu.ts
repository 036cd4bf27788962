import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call, lottery, session } from '../../core';
import type { LotteryDrawData } from '../../core/live';
import type { Query } from '../ui/data/use-query';

type LotteryGame = lottery.LotteryGame;

export interface LotteryMenu {
  games: LotteryGame[];
  /** The member's recent lottery games (empty when signed out). */
  recent: LotteryGame[];
  /** Server time minus device time when the menu was read. */
  offsetMs: number;
}

/** While a draw is due or being settled the menu is read this often, else every 30 s. */
const WATCH_MS = 3000;
const IDLE_MS = 30_000;

const loading = { state: 'loading', value: null, failure: null } as const;

/** A draw of the menu has come (its result is to be read) or a watched result is not settled yet. */
function somethingDue(menu: LotteryMenu, watched: string | null): boolean {
  const now = Date.now() + menu.offsetMs;
  return menu.games.some(
    (game) =>
      Date.parse(game.nextDraw.drawAt) <= now ||
      (game.gameCode === watched && game.lastDraw !== null && !game.lastDraw.settled),
  );
}

/** The menu with a pushed result as its game's last draw; the same menu when it shows that result already. */
function withResult(menu: LotteryMenu, result: lottery.DrawnResult): LotteryMenu {
  const newer = (game: LotteryGame) =>
    game.gameCode === result.gameCode &&
    (game.lastDraw === null ||
      Date.parse(result.drawAt) > Date.parse(game.lastDraw.drawAt) ||
      (game.lastDraw.drawId === result.drawId && result.settled && !game.lastDraw.settled));
  if (!menu.games.some(newer) && !menu.recent.some(newer)) return menu;
  const update = (game: LotteryGame) => (newer(game) ? { ...game, lastDraw: result } : game);
  return { ...menu, games: menu.games.map(update), recent: menu.recent.map(update) };
}

/**
 * The lottery menu (every game with its next draw and last result) and the member's recent
 * games, read again quietly while the page is open: every few seconds once a draw is due, so a
 * result appears without a reload, and every 30 s otherwise. The watched game's result shows as soon as the live
 * channel pushes it (then the menu is read again for the next draw).
 */
export function useLotteryMenu(language: string, watched: string | null) {
  useSignals();
  const signedIn = session.token.value !== null;
  const [menu, setMenu] = useState<Query<LotteryMenu>>(loading);
  const [round, setRound] = useState(0);
  const latest = useRef<LotteryMenu | null>(null);
  const lastRead = useRef(0);

  const read = useCallback(async (): Promise<LotteryMenu> => {
    const sent = Date.now();
    const [all, recent] = await Promise.all([
      call(lottery.gameMenu, { language }),
      signedIn ? call(lottery.recentGameMenu, { language }) : null,
    ]);
    // The answer's time is taken as the middle of the round trip.
    const deviceTime = (sent + Date.now()) / 2;
    return {
      games: all.list,
      recent: recent?.list ?? [],
      offsetMs: Date.parse(all.serverTime) - deviceTime,
    };
  }, [language, signedIn]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks again
  useEffect(() => {
    let active = true;
    if (!latest.current) setMenu(loading);
    read().then(
      (value) => {
        if (!active) return;
        latest.current = value;
        lastRead.current = Date.now();
        setMenu({ state: 'ready', value, failure: null });
      },
      (failure: unknown) => {
        // A quiet re-read that fails keeps what is shown; only a first read shows the failure.
        if (active && !latest.current) setMenu({ state: 'failed', value: null, failure });
      },
    );
    return () => {
      active = false;
    };
  }, [read, round]);

  useEffect(() => {
    const timer = setInterval(() => {
      const current = latest.current;
      if (!current) return;
      const since = Date.now() - lastRead.current;
      if (since >= IDLE_MS || (since >= WATCH_MS && somethingDue(current, watched))) {
        lastRead.current = Date.now();
        setRound((n) => n + 1);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [watched]);

  // The watched game's result as soon as the live channel pushes it (its client loads after the first screen).
  useEffect(() => {
    if (!watched) return;
    let unsubscribe: (() => void) | null = null;
    let ended = false;
    void import('../../core/live').then(({ liveChannel, lotteryTopic }) => {
      if (ended) return;
      unsubscribe = liveChannel.subscribe(lotteryTopic(watched), (data) => {
        const pushed = data as LotteryDrawData;
        const current = latest.current;
        if (!pushed || !current) return;
        const shown = withResult(current, pushed);
        if (shown === current) return;
        latest.current = shown;
        lastRead.current = Date.now();
        setMenu({ state: 'ready', value: shown, failure: null });
        setRound((n) => n + 1);
      });
    });
    return () => {
      ended = true;
      unsubscribe?.();
    };
  }, [watched]);

  const reload = useCallback(() => {
    latest.current = null;
    setRound((n) => n + 1);
  }, []);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { menu, reload, refresh };
}
