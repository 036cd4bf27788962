import { z } from 'zod';

const pageNumber = () => z.coerce.number().int().min(1);
type PageNumber = z.ZodDefault<ReturnType<typeof pageNumber>>;

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
    page: pageNumber().default(1),
    [sizeName]: pageNumber().max(maxSize).default(defaultSize),
  } as { [Field in 'page' | SizeName]: PageNumber };
}

const pageCounts = {
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Rows matching the whole filter, every page together. */
  total: z.number().int(),
  totalPages: z.number().int(),
};
export type PageCount = keyof typeof pageCounts;

/**
 * The answer of a paged list: the rows under `listName` (`list` unless the wire says otherwise,
 * e.g. `games`, `rows`) and the counts the wire carries (page, pageSize and total unless named).
 * Extend it with whatever else the answer holds (totals, filter values).
 */
export function pagedResponse<
  Item extends z.ZodType,
  ListName extends string = 'list',
  Counts extends PageCount = 'page' | 'pageSize' | 'total',
>(item: Item, options: { listName?: ListName; counts?: readonly Counts[] } = {}) {
  const { listName = 'list', counts = ['page', 'pageSize', 'total'] } = options;
  const shape = {
    [listName]: z.array(item),
    ...Object.fromEntries(counts.map((count) => [count, pageCounts[count]])),
  } as { [Field in ListName | Counts]: Field extends Counts ? (typeof pageCounts)[Field] : z.ZodArray<Item> };
  return z.object(shape);
}
