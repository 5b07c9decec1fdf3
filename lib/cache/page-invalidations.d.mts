// Types of ./page-invalidations.mjs (plain JavaScript so Next's cache handler can import it).
export function invalidatePages(paths: Iterable<string>, at?: number): void;
export function invalidatePagePrefix(prefix: string, at?: number): void;
export function lastPageChange(path: string): number;
export function resetPageInvalidations(): void;
