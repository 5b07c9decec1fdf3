// A task's walk over its rows a page at a time (keyset paging: each page starts after the last row of
// the one before), so a long backlog never loads at once. A page shorter than `pageSize` is the last.

/**
 * Yields every row of every page in order; `page(last)` reads the rows after `last` (undefined: the
 * first page). The next page is read only once the caller has handled the rows before it.
 */
export async function* pagedRows<Row>(page: (last: Row | undefined) => Promise<Row[]>, pageSize: number): AsyncGenerator<Row> {
  let last: Row | undefined;
  for (;;) {
    const rows = await page(last);
    yield* rows;
    if (rows.length < pageSize) return;
    last = rows[rows.length - 1];
  }
}
