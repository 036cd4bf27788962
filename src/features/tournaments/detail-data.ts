import { call, formatCount, formatMoney, tournaments } from '../../core';
import type { TournamentPrize } from '../../core/contract/tournaments';
import type { Translate } from '../ui/use-t';

// What only a tournament's page needs (loaded with it): its calls, the prizes' wording, the live topics.

export type TournamentDetail = Awaited<ReturnType<typeof loadDetail>>;

export const loadDetail = (tournamentId: number, language: string) =>
  call(tournaments.tournamentDetail, { tournamentId, language });

export const loadStanding = (tournamentId: number) => call(tournaments.tournamentStanding, { tournamentId });

/** A prize of the table or a paid one: money, or points. */
export const formatPrize = (t: Translate, prize: Pick<TournamentPrize, 'kind' | 'amount'>): string =>
  prize.kind === 'money' ? formatMoney(prize.amount) : t('tn_points', { points: formatCount(prize.amount) });
