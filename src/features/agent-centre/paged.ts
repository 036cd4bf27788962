import type { PagedAnswer } from '../ui/lists/use-paged-list';

/** One page as the agent endpoints answer it. */
export interface AgentPage<T> {
  rows: T[];
  total: number;
  page: number;
  totalPages: number;
}

/** An agent page in the shape the scrolling lists read (`list` for `rows`). */
export function asPaged<T, A extends AgentPage<T>>(answer: A): A & PagedAnswer<T> {
  return { ...answer, list: answer.rows };
}

/** Rows asked for per page by the agent centre's lists. */
export const PAGE_SIZE = 20;
