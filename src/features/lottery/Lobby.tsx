import { brandConfig, type lottery } from '../../core';
import { Tabs } from '../ui/Tabs';
import { useT } from '../ui/use-t';
import { GameTile } from './GameTile';
import type { GameView } from './game-view';
import type { LotteryMenu } from './use-lottery-menu';

type LotteryGame = lottery.LotteryGame;
type Tab = lottery.LotteryGame['prizeMode'] | 'recent';
type Group = 'fast' | 'north' | 'central' | 'south';

/** The list the lobby shows: a prize mode (or the recent games) and, within it, a kind of draw. */
export interface LobbyChoice {
  tab: Tab;
  group: Group | null;
}

const modeOrder: LotteryGame['prizeMode'][] = ['SEA', 'Lott', 'ZY', 'Elott'];

const groupOf = (game: LotteryGame): Group => game.region ?? 'fast';

/** With lottoArea VN the Vietnamese regional draws come first; else the fast draws, drawn soonest. */
const groupOrder = (area: string | undefined): Group[] =>
  area?.toUpperCase() === 'VN'
    ? ['north', 'central', 'south', 'fast']
    : ['fast', 'north', 'central', 'south'];

const byNextDraw = (a: LotteryGame, b: LotteryGame) =>
  Date.parse(a.nextDraw.drawAt) - Date.parse(b.nextDraw.drawAt) || a.gameCode.localeCompare(b.gameCode);

/** The lobby list a game is in, so the lobby shown after it is the one the player left (the recent games stay). */
export function lobbyChoiceOf(
  game: LotteryGame,
  choice: LobbyChoice | null,
  recent: LotteryGame[],
): LobbyChoice {
  if (choice?.tab === 'recent' && recent.some((entry) => entry.gameCode === game.gameCode)) return choice;
  return { tab: game.prizeMode, group: groupOf(game) };
}

/**
 * The lottery lobby: games by prize mode (and the member's recent ones) and, where a mode has several
 * kinds of draw (the Vietnamese regions), one kind at a time as tabs, so a phone reaches any game in a
 * screen or two. Each game is a compact row; wide pages set the rows in columns.
 */
export function Lobby({
  menu,
  now,
  prizeMode,
  area,
  choice,
  onChoose,
  hrefOf,
  onOpen,
}: {
  menu: LotteryMenu;
  now: number;
  prizeMode: string | undefined;
  area: string | undefined;
  choice: LobbyChoice | null;
  onChoose: (choice: LobbyChoice) => void;
  /** The address that opens a game, when the page keeps the game in its address. */
  hrefOf: ((gameCode: string) => string) | undefined;
  onOpen: (gameCode: string, view: GameView) => void;
}) {
  const t = useT();
  const modes = modeOrder.filter((mode) => menu.games.some((game) => game.prizeMode === mode));
  const tabs: Tab[] = [...modes, ...(menu.recent.length > 0 ? (['recent'] as const) : [])];
  const wanted = (prizeMode || brandConfig.value.lotteryType) as Tab;
  const tab =
    choice && tabs.includes(choice.tab) ? choice.tab : tabs.includes(wanted) ? wanted : (tabs[0] ?? 'SEA');

  const groups =
    tab === 'recent'
      ? []
      : groupOrder(area).flatMap((group) => {
          const games = menu.games
            .filter((game) => game.prizeMode === tab && groupOf(game) === group)
            .sort(byNextDraw);
          return games.length > 0 ? [{ group, games }] : [];
        });
  const shownGroup = groups.find((entry) => entry.group === choice?.group) ?? groups[0];
  const list =
    tab === 'recent'
      ? { key: 'recent', title: t('lottery_recent'), games: menu.recent }
      : shownGroup
        ? { key: shownGroup.group, title: t(`lottery_group_${shownGroup.group}`), games: shownGroup.games }
        : null;
  const regionTabs = groups.length > 1;

  return (
    <div className="lobby-list">
      <Tabs
        label={t('lottery_modes')}
        items={tabs.map((key) => ({ key, label: t(`lottery_mode_${key}`) }))}
        selected={tab}
        onSelect={(key) => onChoose({ tab: key, group: null })}
      />
      {regionTabs && shownGroup && (
        <Tabs
          label={t('lottery_regions')}
          items={groups.map((entry) => ({
            key: entry.group,
            label: t(`lottery_group_${entry.group}`),
            count: entry.games.length,
          }))}
          selected={shownGroup.group}
          onSelect={(group) => onChoose({ tab, group })}
        />
      )}
      {list && (
        <section className="lottery__group" aria-labelledby={`lottery-group-${list.key}`}>
          <h3
            id={`lottery-group-${list.key}`}
            className={regionTabs ? 'visually-hidden' : 'lottery__group-title'}
          >
            {list.title}
          </h3>
          <ul className="lottery__grid">
            {list.games.map((game) => (
              <li key={game.gameCode}>
                <GameTile game={game} now={now} href={hrefOf?.(game.gameCode)} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
