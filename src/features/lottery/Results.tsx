import { useState } from 'react';
import { call, formatDateTime, lottery } from '../../core';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { ChevronDownIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { DrawNumbers, SpecialNumber } from './DrawNumbers';
import { Verification } from './Verification';

/** The spec's count of draws on the results screen (§7, §9). */
const RESULT_COUNT = 100;

/** The game's last 100 draws, newest first; each opens to its full prizes, hash and seed, and a check. */
export function Results({ game }: { game: lottery.LotteryGame }) {
  const t = useT();
  const { query, reload } = useQuery(
    () => call(lottery.openedNumbers, { gameCode: game.gameCode, count: RESULT_COUNT }),
    `${game.gameCode}:${game.lastDraw?.drawId ?? ''}`,
  );
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <section className="results" part="results" aria-label={t('lottery_tab_results')}>
      <QueryGate
        query={query}
        onRetry={reload}
        look="section"
        isEmpty={(value) => value.list.length === 0}
        empty={t('lottery_results_empty')}
      >
        {(value) => (
          <ol className="results__list">
            {value.list.map((draw) => {
              const open = expanded === draw.drawId;
              return (
                <li key={draw.drawId} className="result" data-draw={draw.drawId}>
                  <button
                    type="button"
                    className="result__head"
                    aria-expanded={open}
                    onClick={() => setExpanded(open ? null : draw.drawId)}
                  >
                    <span className="result__id">{draw.drawId}</span>
                    <span className="result__time muted">{formatDateTime(draw.drawAt)}</span>
                    <SpecialNumber prizes={draw.prizes} />
                    <ChevronDownIcon size={16} />
                  </button>
                  {open && (
                    <div className="result__body">
                      <DrawNumbers prizes={draw.prizes} format={game.format} />
                      <Verification draw={draw} format={game.format} />
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </QueryGate>
    </section>
  );
}
