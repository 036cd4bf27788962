import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Game } from '../../core/contract/games';
import { GameCard } from '../ui/games/GameCard';

/** Layout constants of the grid: a card is a square thumbnail plus two text lines. */
const GAP = 10;
const CARD_TEXT_HEIGHT = 52;
/** Rows rendered beyond the screen on each side, so a scroll shows cards, not holes. */
const BUFFER_ROWS = 3;
/** Never more cards in the DOM than this, whatever the screen (keeps 10,000 games light). */
export const MAX_RENDERED_CARDS = 360;

export interface GridLayout {
  columns: number;
  cardWidth: number;
  rowHeight: number;
}

/** Columns from the width: narrower cards on phones (3 across at 390 px), ~150 px on desktops. */
export function layoutFor(width: number): GridLayout {
  const minCard = width < 600 ? 100 : 148;
  const columns = Math.max(2, Math.floor((width + GAP) / (minCard + GAP)));
  const cardWidth = Math.max(0, (width - GAP * (columns - 1)) / columns);
  return { columns, cardWidth, rowHeight: Math.round(cardWidth + CARD_TEXT_HEIGHT + GAP) };
}

interface RowRange {
  first: number;
  last: number;
}

function sameRange(a: RowRange, b: RowRange): boolean {
  return a.first === b.first && a.last === b.last;
}

export interface VirtualGridProps {
  total: number;
  gameAt: (index: number) => Game | undefined;
  /** Called with the positions on (and near) the screen, so their pages get fetched. */
  want: (from: number, to: number) => void;
  label: string;
  /** Changes when the list is a new one (filters): focus and position start again. */
  listKey: string;
}

/**
 * The game grid that stays smooth with 10,000 games: a box as tall as every row, with
 * only the rows on and near the screen rendered (absolutely placed, fixed row height),
 * columns following the width. Scrolling is the page's own (or any scrolling ancestor's).
 * Keyboard: one card is in the tab order; arrows, Home, End, PageUp and PageDown move
 * between cards, scrolling as needed; the focused card stays rendered when scrolled away.
 */
export function VirtualGrid({ total, gameAt, want, label, listKey }: VirtualGridProps) {
  const box = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState<GridLayout | null>(null);
  const [range, setRange] = useState<RowRange>({ first: 0, last: 0 });
  const [active, setActive] = useState(0);
  /** The card keyboard movement went to, focused once it is rendered. */
  const focusWanted = useRef<number | null>(null);

  const rows = layout ? Math.ceil(total / layout.columns) : 0;

  const measure = useCallback(() => {
    const element = box.current;
    if (!element || !layout) return;
    const top = element.getBoundingClientRect().top;
    const viewport = globalThis.innerHeight || 800;
    const maxRows = Math.max(1, Math.floor(MAX_RENDERED_CARDS / layout.columns));
    let first = Math.max(0, Math.floor(-top / layout.rowHeight) - BUFFER_ROWS);
    let last = Math.min(rows - 1, Math.ceil((viewport - top) / layout.rowHeight) + BUFFER_ROWS);
    if (last < first) last = first;
    if (last - first + 1 > maxRows) {
      // A very tall screen (or tiny cards): keep the rows nearest the top of the screen.
      first = Math.max(0, Math.min(first, Math.floor(-top / layout.rowHeight)));
      last = first + maxRows - 1;
    }
    const next = { first, last };
    setRange((current) => (sameRange(current, next) ? current : next));
  }, [layout, rows]);

  // Columns follow the box's width.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const apply = () => {
      const width = element.clientWidth;
      if (width <= 0) return;
      setLayout((current) => {
        const next = layoutFor(width);
        return current &&
          current.columns === next.columns &&
          Math.abs(current.cardWidth - next.cardWidth) < 0.5
          ? current
          : next;
      });
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // One measurement per frame while anything scrolls (the page or a scrolling ancestor).
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
      }
    };
    measure();
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    globalThis.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      globalThis.removeEventListener('resize', schedule);
    };
  }, [measure]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts at its first card
  useEffect(() => {
    setActive(0);
    focusWanted.current = null;
  }, [listKey]);

  const columns = layout?.columns ?? 1;
  const firstIndex = range.first * columns;
  const lastIndex = Math.min(total - 1, (range.last + 1) * columns - 1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: gameAt changes when a page arrives or fails
  useEffect(() => {
    if (layout && total > 0) want(firstIndex, lastIndex);
  }, [layout, firstIndex, lastIndex, total, want, gameAt]);

  // Keyboard movement focuses the card once it is rendered.
  useEffect(() => {
    const wanted = focusWanted.current;
    if (wanted === null) return;
    const card = box.current?.querySelector<HTMLElement>(
      `[data-index="${wanted}"] .gcard__main, [data-index="${wanted}"].gcard--placeholder`,
    );
    if (card) {
      focusWanted.current = null;
      card.focus({ preventScroll: true });
    }
  });

  const revealRow = (row: number) => {
    const element = box.current;
    if (!element || !layout) return;
    const top = element.getBoundingClientRect().top + row * layout.rowHeight;
    const bottom = top + layout.rowHeight;
    const viewport = globalThis.innerHeight || 800;
    // Room for a sticky toolbar above the grid.
    const margin = Math.min(160, viewport / 4);
    if (top < margin) globalThis.scrollBy({ top: top - margin });
    else if (bottom > viewport) globalThis.scrollBy({ top: bottom - viewport + GAP });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!layout || total === 0) return;
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!from || (event.target as HTMLElement).classList.contains('gcard__fav')) return;
    const index = Number(from.dataset.index);
    const screenRows = Math.max(1, Math.floor((globalThis.innerHeight || 800) / layout.rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + columns,
      ArrowUp: index - columns,
      PageDown: index + columns * screenRows,
      PageUp: index - columns * screenRows,
      Home: 0,
      End: total - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(total - 1, target));
    focusWanted.current = next;
    setActive(next);
    revealRow(Math.floor(next / columns));
  };

  const onFocus = (event: React.FocusEvent<HTMLUListElement>) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (card) setActive(Number(card.dataset.index));
  };

  const cells: ReactNode[] = [];
  if (layout) {
    const place = (index: number) => {
      const row = Math.floor(index / columns);
      const column = index % columns;
      const game = gameAt(index);
      const style = {
        transform: `translate(${Math.round(column * (layout.cardWidth + GAP))}px, ${row * layout.rowHeight}px)`,
        width: `${layout.cardWidth}px`,
        height: `${layout.rowHeight - GAP}px`,
      };
      cells.push(
        <li className="vgrid__cell" style={style} key={game ? `g-${game.code}` : `p-${index}`}>
          {game ? (
            <GameCard game={game} index={index} focusable={index === active} />
          ) : (
            <div
              className="gcard gcard--placeholder"
              data-index={index}
              aria-busy="true"
              tabIndex={index === active ? 0 : -1}
              part="game-card-placeholder"
            />
          )}
        </li>,
      );
    };
    for (let index = firstIndex; index <= lastIndex; index += 1) place(index);
    // The focused card stays in the DOM when its row scrolls away, so focus is not lost.
    if (active < total && (active < firstIndex || active > lastIndex)) place(active);
  }

  return (
    <ul
      ref={box}
      className="vgrid"
      aria-label={label}
      style={{ height: `${rows * (layout?.rowHeight ?? 0)}px` }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      part="game-grid"
    >
      {cells}
    </ul>
  );
}
