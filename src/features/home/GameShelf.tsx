import { useSignals } from '@preact/signals-react/runtime';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type games, session } from '../../core';
import { favourites, isFavourite } from '../../core/games';
import { QueryGate } from '../ui/data/QueryGate';
import type { Query } from '../ui/data/use-query';
import { navigate } from '../ui/events';
import { GameCard } from '../ui/games/GameCard';
import { useHost } from '../ui/host-context';
import { NavLink } from '../ui/nav/NavLink';
import { useNearViewport } from '../ui/use-near-viewport';
import { useLanguage, useT } from '../ui/use-t';
import { NextIcon, PreviousIcon } from './home-icons';
import { loadShelf, needsSession, seeAllPaths, shelfKindOf } from './shelf-source';

export interface GameShelfProps {
  /** popular, hot, new, favourites, recent or lottery. */
  kind?: string;
  /** How many games at most (default 20). */
  count?: number;
  /** Overrides where "See all" leads; "none" leaves the link out. */
  seeAllPath?: string;
}

type Shelf = Query<games.Game[]>;

const loadingShelf: Shelf = { state: 'loading', value: null, failure: null };

/** The placeholder cards that stand in while a shelf loads. */
const placeholders = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

/**
 * A titled row of game cards that scrolls sideways: popular, hot or new games for everyone,
 * favourites and recently played for a signed-in member (hidden otherwise, and while empty).
 */
export function GameShelf({ kind: kindProp, count = 20, seeAllPath }: GameShelfProps) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const language = useLanguage();
  const kind = shelfKindOf(kindProp);
  const signedIn = session.token.value !== null;
  const hidden = needsSession(kind) && !signedIn;
  // A member's own shelves read at once: whether they show at all depends on it. The others read their
  // games when the visitor scrolls toward them.
  const near = useNearViewport(host, needsSession(kind));
  const [shelf, setShelf] = useState<Shelf>(loadingShelf);
  const [round, setRound] = useState(0);
  const [current, setCurrent] = useState(0);
  const rowRef = useRef<HTMLUListElement>(null);
  const size = Math.min(50, Math.max(1, Math.trunc(count) || 20));
  const codes = favourites.value;
  // The favourites shelf reads itself again when the member's favourites change elsewhere.
  const favouritesKey = kind === 'favourites' && codes ? [...codes].sort().join(',') : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry or a favourites change is a new read
  useEffect(() => {
    if (hidden || !near) return;
    const controller = new AbortController();
    setShelf((now) => (now.state === 'ready' && kind === 'favourites' ? now : loadingShelf));
    loadShelf(kind, language, size, controller.signal).then(
      (list) => setShelf({ state: 'ready', value: list, failure: null }),
      (failure: unknown) => !controller.signal.aborted && setShelf({ state: 'failed', value: null, failure }),
    );
    return () => controller.abort();
  }, [kind, language, size, hidden, near, round, favouritesKey]);

  // An unmarked favourite leaves the shelf at once, before the list is read again.
  const list =
    shelf.state === 'ready'
      ? kind === 'favourites'
        ? shelf.value.filter((game) => isFavourite(game, codes))
        : shelf.value
      : [];
  const empty = hidden || (needsSession(kind) && shelf.state === 'ready' && list.length === 0);

  // An empty shelf takes no room in the page's layout (no grid track, no gap): see :host([data-empty]).
  useEffect(() => {
    host.toggleAttribute('data-empty', empty);
  }, [host, empty]);

  if (empty) return null;

  const scrollBy = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({ left: direction * row.clientWidth * 0.85, behavior: reduced ? 'auto' : 'smooth' });
  };

  // One card of the row is in the Tab order; arrow keys move between cards.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -list.length, End: list.length }[event.key];
    if (step === undefined || !(event.target as Element).closest('.gcard__main')) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = Math.min(
      list.length - 1,
      Math.max(0, current + (rtl && Math.abs(step) === 1 ? -step : step)),
    );
    setCurrent(next);
    const card = rowRef.current?.querySelector<HTMLElement>(`[data-index="${next}"] .gcard__main`);
    card?.focus();
    card?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  // A card focused by pointer or Tab becomes the row's current card.
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const index = Number((event.target as Element).closest('[data-index]')?.getAttribute('data-index'));
    if (Number.isInteger(index) && index !== current) setCurrent(index);
  };

  const titleId = `shelf-${kind}`;
  const seeAll = seeAllPath === 'none' ? null : (seeAllPath ?? seeAllPaths[kind]);
  return (
    <section className={`shelf shelf--${kind}`} part="shelf" aria-labelledby={titleId}>
      <div className="shelf__head">
        <h2 id={titleId} className="shelf__title">
          {t(`home_shelf_${kind}`)}
        </h2>
        <div className="shelf__actions">
          {seeAll && (
            <NavLink className="shelf__see-all" href={seeAll} onGo={(path) => navigate(host, path)}>
              {t('home_see_all')}
            </NavLink>
          )}
          {list.length > 0 && (
            <>
              <button
                type="button"
                className="shelf__arrow"
                aria-label={t('home_scroll_back')}
                onClick={() => scrollBy(-1)}
              >
                <PreviousIcon />
              </button>
              <button
                type="button"
                className="shelf__arrow"
                aria-label={t('home_scroll_on')}
                onClick={() => scrollBy(1)}
              >
                <NextIcon />
              </button>
            </>
          )}
        </div>
      </div>
      <QueryGate
        look="section"
        query={shelf}
        onRetry={() => setRound((n) => n + 1)}
        loading={
          // Waiting for the visitor to scroll near, the row is only a picture of cards to come.
          <ul
            className="shelf__row"
            aria-busy={near || undefined}
            aria-label={near ? t('home_loading') : undefined}
            aria-hidden={near ? undefined : true}
          >
            {placeholders.map((key) => (
              <li key={key} className="shelf__item">
                <span className="shelf__placeholder" />
              </li>
            ))}
          </ul>
        }
      >
        {() =>
          list.length === 0 ? (
            <p className="shelf__empty">{t('home_shelf_empty')}</p>
          ) : (
            <ul className="shelf__row" part="row" ref={rowRef} onKeyDown={onKeyDown} onFocus={onFocus}>
              {list.map((game, index) => (
                <li key={game.code} className="shelf__item">
                  <GameCard
                    game={game}
                    index={index}
                    focusable={index === Math.min(current, list.length - 1)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
    </section>
  );
}
