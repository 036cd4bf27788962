import { useEffect, useState } from 'react';
import { addTextLoaders } from '../../core/i18n/locales';
import { sitePathOf } from '../../core/site-path';
import { QueryGate } from '../ui/data/QueryGate';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { InfoIcon } from '../ui/icons';
import { lazyPart } from '../ui/lazy-part';
import { useLanguage, useT } from '../ui/use-t';
import type { GameView } from './game-view';
import { Lobby, type LobbyChoice, lobbyChoiceOf } from './Lobby';
import { useServerNow } from './server-clock';
import { useLotteryMenu } from './use-lottery-menu';

addTextLoaders(import.meta.glob('./*/lottery.json', { base: '../../../locales' }));

/**
 * A game's page (its betting, results, the member's bets, checking a draw): its code comes when a game is
 * opened, fetched alongside the games' list when the launch names one, so the lobby goes without it.
 */
const GamePage = lazyPart(['lottery'], () =>
  import('./GamePage').then((module) => ({ default: module.GamePage })),
);

/** What a launch opens with a game named: its betting (the default) or the list of games. */
export const lottoViews = ['betting', 'lobby'] as const;
/** MOBILE for the compact layout whatever the width; WEB otherwise. */
export const lotteryDevices = ['MOBILE', 'WEB'] as const;

/** The spec's lobby launch parameters (§7), as attributes. */
export interface LotteryProps {
  /** The lottery area; VN lists the Vietnamese regional draws first. */
  lottoArea?: string;
  /** The launch mode; LOTT is the only one. */
  launchMode?: string;
  /** The prize mode shown first: SEA (the brand's lotteryType, the default), Lott, ZY or Elott. */
  lottoPrizeMode?: string;
  /** The game opened at once. */
  lottoGameCode?: string;
  /** "betting" (the default with a game) opens the game's betting; "lobby" the list of games. */
  lottoView?: (typeof lottoViews)[number];
  /** MOBILE for the compact layout whatever the width; WEB otherwise. */
  device?: (typeof lotteryDevices)[number];
  /** Where the lobby's back link leads (the page the player came from). */
  backUrl?: string;
  /** The language of the launch; the element's own `lang` wins over it. */
  language?: string;
  /** The play chosen first (the game's defaultPlayType without it). */
  playType?: string;
  /**
   * The address of this lottery page (/lottery): with it the game opened and the play chosen are asked
   * for as its address (`?gameCode=…&playType=…`), so a reload, a shared link and Back keep them.
   */
  pagePath?: string;
}

interface Opened {
  gameCode: string;
  view: GameView;
}

const openedBy = (gameCode: string | undefined, lottoView: LotteryProps['lottoView']): Opened | null =>
  gameCode && lottoView !== 'lobby' ? { gameCode, view: 'bet' } : null;

/** The lottery page's address of a game and its play (the page itself without a game). */
function addressOf(pagePath: string, gameCode?: string, playType?: string): string {
  const query = new URLSearchParams();
  if (gameCode) query.set('gameCode', gameCode);
  if (playType) query.set('playType', playType);
  const text = query.toString();
  return text ? `${pagePath}?${text}` : pagePath;
}

/**
 * The lottery: a lobby of games with their next draw, countdown and last result, and one game's
 * page to bet (plays, number pad, slip), watch the draw, read results and check them.
 */
export function Lottery(props: LotteryProps) {
  const t = useT();
  const { host } = useHost();
  const language = useLanguage();
  const [opened, setOpened] = useState<Opened | null>(() => openedBy(props.lottoGameCode, props.lottoView));
  // The page's address changed (Back, Forward, a link): show what it names, in the tab already shown when
  // it is the same game.
  useEffect(
    () =>
      setOpened((shown) => {
        const named = openedBy(props.lottoGameCode, props.lottoView);
        return named && shown?.gameCode === named.gameCode ? shown : named;
      }),
    [props.lottoGameCode, props.lottoView],
  );
  const [lobbyChoice, setLobbyChoice] = useState<LobbyChoice | null>(null);
  const pagePath = sitePathOf(props.pagePath)?.split(/[?#]/)[0] ?? null;
  const hrefOf = pagePath ? (gameCode: string) => addressOf(pagePath, gameCode) : undefined;
  const openGame = (gameCode: string, view: GameView) => {
    setOpened({ gameCode, view });
    if (pagePath) navigate(host, addressOf(pagePath, gameCode));
  };
  const backToLobby = () => {
    setOpened(null);
    if (pagePath) navigate(host, pagePath);
  };

  // The launch's language applies when the page gave the element no `lang` of its own.
  useEffect(() => {
    if (props.language && !host.hasAttribute('lang')) host.setAttribute('lang', props.language);
  }, [host, props.language]);

  if (opened) GamePage.preload();
  const { menu, reload, refresh } = useLotteryMenu(language, opened?.gameCode ?? null);
  const now = useServerNow(menu.value?.offsetMs ?? 0);
  const game = opened ? menu.value?.games.find((entry) => entry.gameCode === opened.gameCode) : undefined;
  const unknownGame = opened !== null && menu.state === 'ready' && !game;
  // Back in the lobby, the list shown is the one the game was in.
  const gameShown = game?.gameCode;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly shown game moves the lobby
  useEffect(() => {
    if (game) setLobbyChoice((choice) => lobbyChoiceOf(game, choice, menu.value?.recent ?? []));
  }, [gameShown]);

  return (
    <section
      className={`lottery${props.device === 'MOBILE' ? ' lottery--compact' : ''}`}
      part="lottery"
      aria-labelledby="lottery-title"
    >
      <div className="lottery__head">
        <h2 id="lottery-title" className="lottery__title">
          {game?.name ?? t('lottery_title')}
        </h2>
        {props.backUrl && !game && (
          <a
            className="link"
            href={props.backUrl}
            onClick={(event) => {
              event.preventDefault();
              navigate(host, props.backUrl!);
            }}
          >
            {t('lottery_back')}
          </a>
        )}
      </div>
      <p className="lottery__notice" part="notice">
        <InfoIcon size={16} />
        <span>{t('lottery_drawn_here')}</span>
      </p>
      {unknownGame && (
        <p className="alert" role="alert">
          {t('lottery_unknown_game')}
        </p>
      )}
      <QueryGate
        look="section"
        query={menu}
        onRetry={reload}
        isEmpty={(value) => value.games.length === 0}
        empty={t('lottery_empty')}
      >
        {(value) =>
          game && opened ? (
            <GamePage
              game={game}
              now={now}
              view={opened.view}
              playType={opened.gameCode === props.lottoGameCode ? props.playType : undefined}
              onView={(view) => setOpened({ gameCode: game.gameCode, view })}
              onPlay={(playType) => {
                // A play is a choice within the game: it replaces the address, so Back leaves the game.
                if (pagePath) navigate(host, addressOf(pagePath, game.gameCode, playType), { replace: true });
              }}
              onBack={backToLobby}
              onBetsChanged={refresh}
            />
          ) : (
            <Lobby
              menu={value}
              now={now}
              prizeMode={props.lottoPrizeMode}
              area={props.lottoArea}
              choice={lobbyChoice}
              onChoose={setLobbyChoice}
              hrefOf={hrefOf}
              onOpen={openGame}
            />
          )
        }
      </QueryGate>
    </section>
  );
}
