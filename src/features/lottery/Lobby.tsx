import { useState } from 'react';
import { brandConfig, type lottery } from '../../core';
import { Tabs } from '../ui/Tabs';
import { useT } from '../ui/use-t';
import { GameTile } from './GameTile';
import type { GameView } from './game-view';
import type { LotteryMenu } from './use-lottery-menu';

type LotteryGame = lottery.LotteryGame;
type Tab = lottery.LotteryGame['prizeMode'] | 'recent';
type Group = 'fast' | 'north' | 'central' | 'south';

const modeOrder: LotteryGame['prizeMode'][] = ['SEA', 'Lott', 'ZY', 'Elott'];

const groupOf = (game: LotteryGame): Group => game.region ?? 'fast';

/** With lottoArea VN the Vietnamese regional draws come first; else the fast draws, drawn soonest. */
const groupOrder = (area: string | undefined): Group[] =>
  area?.toUpperCase() === 'VN'
    ? ['north', 'central', 'south', 'fast']
    : ['fast', 'north', 'central', 'south'];

const byNextDraw = (a: LotteryGame, b: LotteryGame) =>
  Date.parse(a.nextDraw.drawAt) - Date.parse(b.nextDraw.drawAt) || a.gameCode.localeCompare(b.gameCode);

/** The lottery lobby: games by prize mode (and the member's recent ones), grouped by kind of draw. */
export function Lobby({
  menu,
  now,
  prizeMode,
  area,
  onOpen,
}: {
  menu: LotteryMenu;
  now: number;
  prizeMode: string | undefined;
  area: string | undefined;
  onOpen: (gameCode: string, view: GameView) => void;
}) {
  const t = useT();
  const modes = modeOrder.filter((mode) => menu.games.some((game) => game.prizeMode === mode));
  const tabs: Tab[] = [...modes, ...(menu.recent.length > 0 ? (['recent'] as const) : [])];
  const wanted = (prizeMode || brandConfig.value.lotteryType) as Tab;
  const [chosen, setChosen] = useState<Tab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : tabs.includes(wanted) ? wanted : (tabs[0] ?? 'SEA');

  const sections: { key: string; title: string; games: LotteryGame[] }[] =
    tab === 'recent'
      ? [{ key: 'recent', title: t('lottery_recent'), games: menu.recent }]
      : groupOrder(area).flatMap((group) => {
          const games = menu.games
            .filter((game) => game.prizeMode === tab && groupOf(game) === group)
            .sort(byNextDraw);
          return games.length > 0 ? [{ key: group, title: t(`lottery_group_${group}`), games }] : [];
        });

  return (
    <div className="lobby-list">
      <Tabs
        label={t('lottery_modes')}
        items={tabs.map((key) => ({ key, label: t(`lottery_mode_${key}`) }))}
        selected={tab}
        onSelect={setChosen}
      />
      {sections.map((section) => (
        <section
          key={section.key}
          className="lottery__group"
          aria-labelledby={`lottery-group-${section.key}`}
        >
          <h3 id={`lottery-group-${section.key}`} className="lottery__group-title">
            {section.title}
          </h3>
          <ul className="lottery__grid">
            {section.games.map((game) => (
              <li key={game.gameCode}>
                <GameTile game={game} now={now} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
