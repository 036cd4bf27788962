import { useEffect, useRef } from 'react';
import { brandConfig, call, formatCount, formatMoney, numberFormat, tournaments } from '../../core';
import type {
  BoardLine,
  Standing,
  Tournament,
  TournamentPrize,
  TournamentScoring,
} from '../../core/contract/tournaments';
import type { Translate } from '../ui/use-t';

export type TournamentDetail = Awaited<ReturnType<typeof loadDetail>>;

/** What the list shows: the tournaments, and for a signed-in member their standing in each (by id). */
export interface TournamentListData {
  list: Tournament[];
  mine: ReadonlyMap<number, Standing>;
}

export async function loadList(language: string, signedIn: boolean): Promise<TournamentListData> {
  const [all, mine] = await Promise.all([
    call(tournaments.tournamentList, { language }),
    signedIn ? call(tournaments.myTournaments, {}) : null,
  ]);
  return { list: all.list, mine: new Map(mine?.list.map((line) => [line.tournamentId, line])) };
}

export const loadDetail = (tournamentId: number, language: string) =>
  call(tournaments.tournamentDetail, { tournamentId, language });

export const loadStanding = (tournamentId: number) => call(tournaments.tournamentStanding, { tournamentId });

export const joinTournament = (tournamentId: number) => call(tournaments.joinTournament, { tournamentId });

/** A score as its scoring counts it: "×12.35" for ratios, money for stakes and net win, a count for rounds. */
export function formatScore(scoring: TournamentScoring, score: number): string {
  if (scoring === 'win_ratio_sum' || scoring === 'best_win_ratio') {
    const ratio = numberFormat(brandConfig.value.numberLocale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(score / tournaments.RATIO_SCALE);
    return `×${ratio}`;
  }
  return scoring === 'rounds' ? formatCount(score) : formatMoney(score);
}

/** A prize of the table or a paid one: money, or points. */
export const formatPrize = (t: Translate, prize: Pick<TournamentPrize, 'kind' | 'amount'>): string =>
  prize.kind === 'money' ? formatMoney(prize.amount) : t('tn_points', { points: formatCount(prize.amount) });

/** The prize pool: its money, its points, or both. */
export function formatPool(t: Translate, item: Tournament): string {
  const parts: string[] = [];
  if (item.prizePoolMinor > 0 || item.prizePoints === 0) parts.push(formatMoney(item.prizePoolMinor));
  if (item.prizePoints > 0) parts.push(t('tn_points', { points: formatCount(item.prizePoints) }));
  return parts.join(' + ');
}

/** "#3" */
export const formatRank = (rank: number) => `#${formatCount(rank)}`;

/** Seconds as "2 d 03:04:05" (days only when there are some). */
export function formatDuration(t: Translate, seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`;
  return days > 0 ? t('tn_days_time', { days, time }) : time;
}

/** Whether a line of a board is the member's: marked by the server, or the same as their own line. */
export const isMine = (line: BoardLine, me: BoardLine | null | undefined): boolean =>
  line.me === true || (!!me && line.rank === me.rank && line.account === me.account);

/**
 * Hears a live topic (its snapshot, then each push, again after a dropped connection resumes) while the
 * component shows and `topic` is set. The live client loads after the first screen.
 */
export function useLiveTopic(topic: string | null, onData: (data: unknown) => void): void {
  const handler = useRef(onData);
  handler.current = onData;
  useEffect(() => {
    if (!topic) return;
    let unsubscribe: (() => void) | null = null;
    let ended = false;
    void import('../../core/live').then(({ liveChannel }) => {
      if (!ended) unsubscribe = liveChannel.subscribe(topic, (data) => handler.current(data));
    });
    return () => {
      ended = true;
      unsubscribe?.();
    };
  }, [topic]);
}
