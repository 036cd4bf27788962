import { z } from 'zod/mini';

const pageNumber = () => z.coerce.number().check(z.int(), z.gte(1));
type PageNumber = z.ZodMiniDefault<ReturnType<typeof pageNumber>>;

/**
 * The paging fields of a list request, spread into its schema: `page` counts from 1, and the
 * page size is `pageSize` unless the wire names it otherwise (funds lists say `size`). Query
 * strings are coerced.
 */
export function pagingFields<SizeName extends string = 'pageSize'>(
  options: { sizeName?: SizeName; maxSize?: number; defaultSize?: number } = {},
): { [Field in 'page' | NoInfer<SizeName>]: PageNumber } {
  const { sizeName = 'pageSize', maxSize = 100, defaultSize = 20 } = options;
  return {
    page: z._default(pageNumber(), 1),
    [sizeName]: z._default(pageNumber().check(z.lte(maxSize)), defaultSize),
  } as { [Field in 'page' | SizeName]: PageNumber };
}

const pageCounts = {
  page: z.int(),
  pageSize: z.int(),
  /** Rows matching the whole filter, every page together. */
  total: z.int(),
  totalPages: z.int(),
};
export type PageCount = keyof typeof pageCounts;

/**
 * The answer of a paged list: the rows under `listName` (`list` unless the wire says otherwise,
 * e.g. `games`, `rows`) and the counts the wire carries (page, pageSize and total unless named).
 * Extend it with whatever else the answer holds (totals, filter values).
 */
export function pagedResponse<
  Item extends z.ZodMiniType,
  ListName extends string = 'list',
  Counts extends PageCount = 'page' | 'pageSize' | 'total',
>(item: Item, options: { listName?: ListName; counts?: readonly Counts[] } = {}) {
  const { listName = 'list', counts = ['page', 'pageSize', 'total'] } = options;
  const shape = {
    [listName]: z.array(item),
    ...Object.fromEntries(counts.map((count) => [count, pageCounts[count]])),
  } as {
    [Field in ListName | Counts]: Field extends Counts ? (typeof pageCounts)[Field] : z.ZodMiniArray<Item>;
  };
  return z.object(shape);
}

/** Agent reports answer their rows under `rows`, with the page count. */
export const rowsPageOf = <T extends z.ZodMiniType>(row: T) =>
  pagedResponse(row, { listName: 'rows', counts: ['total', 'page', 'totalPages'] });
