import { type RefObject, useEffect, useRef, useState } from 'react';
import { formatDateTime, formatMoney } from '../../core';
import {
  BOARD_TOP,
  type Standing,
  standingTopic,
  type TournamentBoardData,
  tournamentTopic,
} from '../../core/contract/tournaments';
import { useAdoptedStyles } from '../ui/adopted-styles';
import { Button } from '../ui/Button';
import { LoadFailure, QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { GameCard } from '../ui/games/GameCard';
import { gamesStyles } from '../ui/games/games.styles';
import { useLiveTopic } from '../ui/live-topic';
import { useLanguage, useT } from '../ui/use-t';
import { Board } from './Board';
import { type TournamentDetail as Detail, formatPrize, loadDetail, loadStanding } from './detail-data';
import { OptIn } from './OptIn';
import { Countdown, Facts } from './parts';
import { Skeleton } from './TournamentList';
import { formatPool, formatRank, formatScore } from './tournament-data';
import { tournamentDetailStyles } from './tournament-detail.styles';

/**
 * One tournament: its rules in plain words, the games that count (they launch from here), the prize table,
 * the top of the board and, for a signed-in member, their rank with the members around it — the board and
 * the rank live over the live channel (a dropped connection resumes and the pushes it missed show).
 */
export default function TournamentDetail({
  tournamentId,
  signedIn,
  focusTitle,
  onBack,
}: {
  tournamentId: number;
  signedIn: boolean;
  focusTitle: boolean;
  onBack: () => void;
}) {
  useAdoptedStyles(gamesStyles);
  useAdoptedStyles(tournamentDetailStyles);
  const t = useT();
  const language = useLanguage();
  const detail = useQuery(() => loadDetail(tournamentId, language), `${tournamentId}:${language}`);
  const [live, setLive] = useState<TournamentBoardData | null>(null);
  const [standing, setStanding] = useState<Standing | null>(null);
  const [standingFailure, setStandingFailure] = useState<unknown>(null);
  const [standingRound, setStandingRound] = useState(0);
  // A pushed standing is newer than any read that was under way.
  const pushed = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The member's topic first: the page's socket then opens with its ticket at once.
  useLiveTopic(signedIn ? standingTopic(tournamentId) : null, (data) => {
    pushed.current = true;
    setStanding(data as Standing);
  });
  useLiveTopic(tournamentTopic(tournamentId), (data) => setLive(data as TournamentBoardData));
  // biome-ignore lint/correctness/useExhaustiveDependencies: standingRound asks again
  useEffect(() => {
    pushed.current = false;
    setStanding(null);
    setStandingFailure(null);
    if (!signedIn) return;
    let active = true;
    loadStanding(tournamentId).then(
      (value) => active && !pushed.current && setStanding(value),
      (failure: unknown) => active && !pushed.current && setStandingFailure(failure),
    );
    return () => {
      active = false;
    };
  }, [tournamentId, signedIn, standingRound]);

  const ready = detail.query.state === 'ready';
  useEffect(() => {
    if (ready && focusTitle) heading.current?.focus();
  }, [ready, focusTitle]);

  return (
    <article className="tn-detail" part="tournament-detail">
      <Button variant="ghost" size="small" className="tn-back" onClick={onBack} part="back">
        {t('tn_back')}
      </Button>
      <QueryGate look="section" query={detail.query} onRetry={detail.reload} loading={<Skeleton count={2} />}>
        {(value) => (
          <DetailBody
            value={value}
            live={live}
            standing={signedIn ? standing : null}
            standingFailure={standingFailure}
            onRetryStanding={() => setStandingRound((n) => n + 1)}
            signedIn={signedIn}
            heading={heading}
            onJoined={(next) => {
              pushed.current = true;
              setStanding(next);
            }}
          />
        )}
      </QueryGate>
    </article>
  );
}

function DetailBody({
  value,
  live,
  standing,
  standingFailure,
  onRetryStanding,
  signedIn,
  heading,
  onJoined,
}: {
  value: Detail;
  live: TournamentBoardData | null;
  standing: Standing | null;
  standingFailure: unknown;
  onRetryStanding: () => void;
  signedIn: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
  onJoined: (standing: Standing) => void;
}) {
  const t = useT();
  const { tournament: item, prizes, games, gamesTotal, lottery, minStakeMinor, maxRounds } = value;
  const status = live?.status ?? item.status;
  const board = (live?.board ?? value.board).slice(0, BOARD_TOP);
  const entrants = live?.entrants ?? item.entrants;
  const shown = { ...item, status, entrants };
  const me = standing?.me ?? null;

  const rules = [
    t(`tn_scoring_${item.scoring}`),
    minStakeMinor > 0
      ? t('tn_rule_min_stake', { amount: formatMoney(minStakeMinor) })
      : t('tn_rule_any_stake'),
    maxRounds === null ? t('tn_rule_no_cap') : t('tn_rule_cap', { count: maxRounds }),
    t(`tn_rule_entry_${item.entry}`),
    t('tn_rule_when', { start: formatDateTime(item.startsAt), end: formatDateTime(item.endsAt) }),
    ...(item.recurrence === 'none' ? [] : [t(`tn_rule_recurs_${item.recurrence}`)]),
    t('tn_rule_ties'),
  ];

  return (
    <>
      <header className="tn-detail__head">
        {item.art && <img className="tn-detail__art" src={item.art} alt="" />}
        <h3 ref={heading} tabIndex={-1} className="tn-detail__title">
          {item.name}
        </h3>
        <p className={`tn-status tn-status--${status}`} part="status">
          {t(`tn_status_${status}`)}
        </p>
        {status === 'running' && <Countdown label={t('tn_ends_in')} at={item.endsAt} />}
        {status === 'upcoming' && <Countdown label={t('tn_starts_in')} at={item.startsAt} />}
        <Facts
          facts={[
            [t('tn_prize_pool'), formatPool(t, shown)],
            [t('tn_entrants'), String(entrants)],
          ]}
        />
      </header>

      <div className={signedIn ? 'tn-detail__body' : 'tn-detail__body tn-detail__body--visitor'}>
        {signedIn && (
          <MyPlace
            item={shown}
            prizes={prizes}
            standing={standing}
            failure={standingFailure}
            onRetry={onRetryStanding}
            onJoined={onJoined}
          />
        )}

        <section className="tn-block" aria-labelledby="tn-rules" part="rules">
          <h4 id="tn-rules">{t('tn_rules')}</h4>
          <ul className="tn-rules">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>

        <section className="tn-block" aria-labelledby="tn-games" part="games">
          <h4 id="tn-games">{t('tn_games')}</h4>
          {games.length > 0 && (
            <div className="tn-games">
              {games.map((game) => (
                <GameCard key={game.code} game={game} />
              ))}
            </div>
          )}
          {gamesTotal > games.length && (
            <p className="tn-muted">{t('tn_games_more', { count: gamesTotal - games.length })}</p>
          )}
          {lottery && (
            <p className="tn-note" part="lottery">
              {t('tn_lottery')}
            </p>
          )}
        </section>

        <section className="tn-block" aria-labelledby="tn-prizes" part="prizes">
          <h4 id="tn-prizes">{t('tn_prizes')}</h4>
          <table className="tn-board" aria-labelledby="tn-prizes">
            <thead>
              <tr>
                <th scope="col">{t('tn_col_rank')}</th>
                <th scope="col">{t('tn_col_prize')}</th>
              </tr>
            </thead>
            <tbody>
              {prizes.map((prize) => (
                <tr key={prize.fromRank}>
                  <td>
                    {prize.fromRank === prize.toRank
                      ? formatRank(prize.fromRank)
                      : `${formatRank(prize.fromRank)}–${formatRank(prize.toRank)}`}
                  </td>
                  <td>{formatPrize(t, prize)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className="tn-block" aria-labelledby="tn-top" part="leaderboard">
          <h4 id="tn-top">{t('tn_top', { top: BOARD_TOP })}</h4>
          {board.length === 0 ? (
            <p className="tn-muted">{t('tn_board_empty')}</p>
          ) : (
            <Board
              lines={board}
              scoring={item.scoring}
              me={me}
              label={t('tn_top', { top: BOARD_TOP })}
              part="board"
            />
          )}
        </section>
      </div>
    </>
  );
}

/** The member's place: rank and score with the lines around, the opt-in, and after the end the prize paid. */
function MyPlace({
  item,
  prizes,
  standing,
  failure,
  onRetry,
  onJoined,
}: {
  item: Detail['tournament'];
  prizes: Detail['prizes'];
  standing: Standing | null;
  /** The standing's read failed (and nothing was pushed since). */
  failure: unknown;
  onRetry: () => void;
  onJoined: (standing: Standing) => void;
}) {
  const t = useT();
  const finished = item.status === 'finished';
  const me = standing?.me ?? null;
  return (
    <section className="tn-block tn-mine" aria-labelledby="tn-mine" part="my-rank">
      <h4 id="tn-mine">{t(finished ? 'tn_final_rank' : 'tn_my_rank')}</h4>
      {standing === null ? (
        failure !== null ? (
          <LoadFailure failure={failure} onRetry={onRetry} look="section" />
        ) : (
          <p className="tn-muted">{t('tn_loading')}</p>
        )
      ) : (
        <>
          <OptIn item={item} standing={standing} onJoined={onJoined} />
          {standing.eligible &&
            (me ? (
              <p className="tn-mine__rank">
                <strong>{formatRank(me.rank)}</strong> · {formatScore(item.scoring, me.score)}
              </p>
            ) : (
              standing.entered && (
                <p className="tn-muted">{t(finished ? 'tn_no_final_rank' : 'tn_no_score')}</p>
              )
            ))}
          {standing.prize && (
            <p className="tn-prize" part="prize">
              {t('tn_prize_paid', {
                prize: formatPrize(t, standing.prize),
                reference: standing.prize.reference,
              })}
            </p>
          )}
          {finished && me && !standing.prize && (
            <p className="tn-muted">
              {t(
                prizes.some((prize) => prize.fromRank <= me.rank && me.rank <= prize.toRank)
                  ? 'tn_prize_pending'
                  : 'tn_no_prize',
              )}
            </p>
          )}
          {standing.around.length > 0 && (
            <Board
              lines={standing.around}
              scoring={item.scoring}
              me={me}
              label={t('tn_around')}
              part="around"
            />
          )}
        </>
      )}
    </section>
  );
}
