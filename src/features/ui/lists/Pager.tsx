import { useT } from '../use-t';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The page numbers a pager offers: the first, the last and two either side of the current one. */
export function pagerNumbers(page: number, pages: number): (number | 'gap')[] {
  const shown: (number | 'gap')[] = [];
  for (let n = 1; n <= pages; n += 1) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) shown.push(n);
    else if (shown.at(-1) !== 'gap') shown.push('gap');
  }
  return shown;
}

/** Previous, numbered and next page buttons; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const t = useT();
  if (pages < 2) return null;
  return (
    <nav className="pager" aria-label={t('pager_label')} part="pager">
      <button
        type="button"
        className="pager__step"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('pager_prev')}
      >
        ‹
      </button>
      {pagerNumbers(page, pages).map((n, index) =>
        n === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
          <span key={`gap${index}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className="pager__number"
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('pager_page', { page: n })}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager__step"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('pager_next')}
      >
        ›
      </button>
    </nav>
  );
}
