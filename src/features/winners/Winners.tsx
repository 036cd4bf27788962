import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call, formatDateTime, formatMoney, games } from '../../core';
import { QueryGate } from '../ui/data/QueryGate';
import type { Query } from '../ui/data/use-query';
import { useHost } from '../ui/host-context';
import { Tabs } from '../ui/Tabs';
import { useNearViewport } from '../ui/use-near-viewport';
import { useLanguage, useT } from '../ui/use-t';
import { relativeTime } from './relative-time';
import { TrophyIcon } from './TrophyIcon';
import { useVisible } from './use-visible';

/** The board reads itself again this often while it is on screen. */
export const REFRESH_MS = 30_000;

type Order = 'latest' | 'biggest';

export interface WinnersProps {
  /** How many wins to list (1-50). */
  count?: number;
  /** The tab shown first. */
  order?: string;
}

/** A stable key per win: two identical lines (same time, account, game and amount) are numbered. */
function withKeys(list: games.Winner[]): { win: games.Winner; key: string }[] {
  const seen = new Map<string, number>();
  return list.map((win) => {
    const base = `${win.at}|${win.account}|${win.gameCode}|${win.payout}`;
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    return { win, key: `${base}|${repeat}` };
  });
}

type Board = Query<{ list: games.Winner[]; readAt: number }>;

const loadingBoard: Board = { state: 'loading', value: null, failure: null };

/** The winners board: the latest or the biggest wins from settled rounds, refreshed while visible. */
export function Winners({ count = 20, order: initialOrder }: WinnersProps) {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const { host } = useHost();
  const [order, setOrder] = useState<Order>(initialOrder === 'biggest' ? 'biggest' : 'latest');
  const [board, setBoard] = useState<Board>(loadingBoard);
  const [round, setRound] = useState(0);
  const visible = useVisible(host);
  // The board reads its wins when the visitor scrolls toward it.
  const near = useNearViewport(host);
  const latestRequest = useRef(0);
  const size = Math.min(50, Math.max(1, Math.trunc(count) || 20));

  const read = useCallback(
    (quiet: boolean) => {
      const request = ++latestRequest.current;
      if (!quiet) setBoard(loadingBoard);
      call(games.rankList, { order, count: size, language }).then(
        ({ list }) =>
          request === latestRequest.current &&
          setBoard({ state: 'ready', value: { list, readAt: Date.now() }, failure: null }),
        (failure: unknown) => {
          // A failed refresh keeps the list on screen; only a first read shows the failure.
          if (request !== latestRequest.current) return;
          setBoard((now) =>
            quiet && now.state === 'ready' ? now : { state: 'failed', value: null, failure },
          );
        },
      );
    },
    [order, size, language],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new round of the same read
  useEffect(() => {
    if (near) read(false);
  }, [near, read, round]);

  useEffect(() => {
    if (!visible || !near) return;
    const timer = setInterval(() => read(true), REFRESH_MS);
    return () => clearInterval(timer);
  }, [visible, near, read]);

  return (
    <section className="winners" part="winners" aria-labelledby="winners-title">
      <div className="winners__head">
        <h2 id="winners-title" className="winners__title">
          <TrophyIcon />
          {t('winners_title')}
        </h2>
        <Tabs
          label={t('winners_order')}
          items={[
            { key: 'latest' as Order, label: t('winners_latest') },
            { key: 'biggest' as Order, label: t('winners_biggest') },
          ]}
          selected={order}
          onSelect={setOrder}
        />
      </div>
      <QueryGate
        look="section"
        query={board}
        onRetry={() => setRound((n) => n + 1)}
        // Until the visitor scrolls near, the board waits without claiming to load.
        loading={near ? undefined : <div className="winners__waiting" aria-hidden="true" />}
        isEmpty={(loaded) => loaded.list.length === 0}
        empty={t('winners_empty')}
      >
        {(loaded) => (
          <ol className="winners__list" part="list" aria-live="polite">
            {withKeys(loaded.list).map(({ win, key }, index) => (
              <li key={key} className="winner" part="row">
                <span className="winner__rank" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="winner__who">
                  <span className="winner__account">{win.account}</span>
                  <span className="winner__game">
                    {win.gameName}
                    <span className="winner__vendor"> · {win.vendorName}</span>
                  </span>
                </span>
                <span className="winner__amounts">
                  <span className="winner__amount">
                    <span className="visually-hidden">{t('winners_won')} </span>
                    {formatMoney(win.winAmount)}
                  </span>
                  <time className="winner__time" dateTime={win.at} title={formatDateTime(win.at)}>
                    {relativeTime(win.at, language, loaded.readAt)}
                  </time>
                </span>
              </li>
            ))}
          </ol>
        )}
      </QueryGate>
    </section>
  );
}
