import { formatMoney, numberFormat } from '../../core';
import type { ListFilter } from '../../core/contract/games';
import { SearchIcon } from '../ui/games/game-icons';
import { CloseIcon } from '../ui/icons';
import { useLanguage, useT } from '../ui/use-t';

/** The list filters in the spec's order. */
export const FILTERS: readonly ListFilter[] = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'];
/** Minimum-bet choices (minor units): games whose minimum bet is at most this. */
export const MIN_BET_CHOICES = [100, 200, 500, 1000] as const;
/** Paylines choices: games with at least this many lines. */
export const LINE_CHOICES = [5, 10, 20, 25, 50, 243] as const;

export interface ToolbarState {
  filter: ListFilter;
  search: string;
  minBet: number | null;
  minLines: number | null;
}

/** Filters, search box, minimum bet and lines selects, and the result count. */
export function LobbyToolbar({
  value,
  onChange,
  onFilter,
  hasLines,
  count,
}: {
  value: ToolbarState;
  onChange: (next: Partial<ToolbarState>) => void;
  /** A filter chip was chosen (FAV and RECENT may ask for a login first). */
  onFilter: (filter: ListFilter) => void;
  hasLines: boolean;
  /** The result count, or null while unknown. */
  count: number | null;
}) {
  const t = useT();
  const lang = useLanguage();
  return (
    <div className="ltools" part="toolbar">
      {/* biome-ignore lint/a11y/useSemanticElements: a set of toggle buttons, not a form fieldset */}
      <div className="lfilters" role="group" aria-label={t('lobby_filters')} part="filters">
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className="lfilter"
            data-filter={filter}
            aria-pressed={value.filter === filter}
            onClick={() => onFilter(filter)}
            part="filter"
          >
            {t(`lobby_filter_${filter}`)}
          </button>
        ))}
      </div>
      <div className="ltools__row">
        <label className="lsearch" part="search">
          <span className="sr-only">{t('lobby_search_label')}</span>
          <SearchIcon size={18} />
          <input
            type="search"
            name="gameName"
            value={value.search}
            maxLength={60}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('lobby_search_placeholder')}
            onChange={(event) => onChange({ search: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && value.search !== '') {
                event.preventDefault();
                onChange({ search: '' });
              }
            }}
          />
          {value.search !== '' && (
            <button
              type="button"
              className="icon-btn lsearch__clear"
              aria-label={t('lobby_search_clear')}
              onClick={() => onChange({ search: '' })}
            >
              <CloseIcon size={16} />
            </button>
          )}
        </label>
        <label className="lselect">
          <span className="sr-only">{t('lobby_min_bet')}</span>
          <select
            name="minBet"
            value={value.minBet ?? ''}
            onChange={(event) =>
              onChange({ minBet: event.target.value === '' ? null : Number(event.target.value) })
            }
          >
            <option value="">{t('lobby_min_bet_any')}</option>
            {MIN_BET_CHOICES.map((amount) => (
              <option key={amount} value={amount}>
                {t('lobby_min_bet_upto', { amount: formatMoney(amount) })}
              </option>
            ))}
          </select>
        </label>
        {hasLines && (
          <label className="lselect">
            <span className="sr-only">{t('lobby_lines')}</span>
            <select
              name="minLineNum"
              value={value.minLines ?? ''}
              onChange={(event) =>
                onChange({ minLines: event.target.value === '' ? null : Number(event.target.value) })
              }
            >
              <option value="">{t('lobby_lines_any')}</option>
              {LINE_CHOICES.map((lines) => (
                <option key={lines} value={lines}>
                  {t('lobby_lines_min', { count: lines })}
                </option>
              ))}
            </select>
          </label>
        )}
        <output className="lcount" aria-live="polite" part="count">
          {count !== null && t('lobby_count', { count, shown: numberFormat(lang).format(count) })}
        </output>
      </div>
    </div>
  );
}
