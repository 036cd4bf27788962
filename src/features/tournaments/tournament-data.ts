import { brandConfig, call, formatCount, formatMoney, numberFormat, tournaments } from '../../core';
import type { Standing, Tournament, TournamentScoring } from '../../core/contract/tournaments';
import type { Translate } from '../ui/use-t';

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
