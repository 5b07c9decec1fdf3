// One page of a list, read in SQL (docs/architecture.md: lists are paged in SQL, never in memory).
// Used by the admin console's lists and the university's own requests.

export type Paged<T> = { items: T[]; total: number; page: number; limit: number; hasNextPage: boolean };

/** Newest first; the id breaks ties so pages never overlap. */
export const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

type PageWindow = { skip: number; take: number; orderBy: typeof NEWEST_FIRST };

/**
 * Reads one page, newest first: `rows` gets the window to spread into its `findMany`, `count` the
 * total under the same filter; both run at once.
 */
export async function pageOf<Row, Item>(
  query: { page: number; limit: number },
  rows: (window: PageWindow) => Promise<Row[]>,
  count: () => Promise<number>,
  map: (row: Row) => Item,
): Promise<Paged<Item>> {
  const window = { skip: (query.page - 1) * query.limit, take: query.limit, orderBy: NEWEST_FIRST };
  const [found, total] = await Promise.all([rows(window), count()]);
  return { items: found.map(map), total, page: query.page, limit: query.limit, hasNextPage: query.page * query.limit < total };
}
