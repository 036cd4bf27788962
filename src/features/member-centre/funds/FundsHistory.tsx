import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../../core';
import { ScrollList } from '../../ui/lists/ScrollList';
import { type PagedAnswer, usePagedList } from '../../ui/lists/use-paged-list';
import { type Translate, useT } from '../../ui/use-t';
import { StatusChip } from './StatusChip';

/** What differs between the member's deposit and withdrawal histories. */
export interface HistoryKind<Item> {
  /** `part` of the section, for tests and themes. */
  part: string;
  /** Text key of the title, also the list's accessible name. */
  title: string;
  /** Text key shown when there is nothing yet. */
  emptyText: string;
  loadPage: (page: number) => Promise<PagedAnswer<Item>>;
  /** The item's number, also its row's key. */
  id: (item: Item) => string;
  /** The attribute naming the item's number on its row. */
  idAttribute: `data-${string}`;
  /** The line under the date: the number and what else tells the item apart. */
  detail: (item: Item, t: Translate) => ReactNode;
}

/** The fields every history item shows. */
interface HistoryItem {
  createdAt: string;
  amount: number;
  status: string;
}

/** The member's deposits or withdrawals, newest first; choosing one shows it above. */
export function FundsHistory<Item extends HistoryItem>({
  kind,
  version,
  selected,
  onSelect,
}: {
  kind: HistoryKind<Item>;
  /** Changes whenever an item was created or changed, to read the list again. */
  version: number;
  selected: string | null;
  onSelect: (item: Item) => void;
}) {
  const t = useT();
  // A changed item reads the list again from its first page.
  const list = usePagedList<Item, PagedAnswer<Item>>(kind.loadPage, String(version));
  return (
    <section className="centre-section" part={kind.part}>
      <h4 className="centre-section__title">{t(kind.title)}</h4>
      <ScrollList
        list={list}
        emptyText={t(kind.emptyText)}
        label={t(kind.title)}
        emptyPart="history-empty"
        errorPart="history-error"
      >
        <ul className="fd-history">
          {list.items.map((item) => (
            <li key={kind.id(item)}>
              <button
                type="button"
                className="fd-history__row"
                aria-current={kind.id(item) === selected}
                {...{ [kind.idAttribute]: kind.id(item) }}
                onClick={() => onSelect(item)}
              >
                <span className="fd-history__main">
                  <span>{formatDateTime(item.createdAt)}</span>
                  <span className="fd-history__sub">{kind.detail(item, t)}</span>
                </span>
                <span className="fd-history__amount">{formatMoney(item.amount)}</span>
                <StatusChip state={item.status} />
              </button>
            </li>
          ))}
        </ul>
      </ScrollList>
    </section>
  );
}
