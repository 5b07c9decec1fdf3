// Types of ./isr-cache-handler.mjs (plain JavaScript: Next loads it by path at run time).
export const RENDER_MARGIN_MS: number;
export function pagePathOfKey(key: string): string;
export function builtForAnotherOrigin(entry: unknown, startedAt?: number, origin?: string): boolean;
export default class PageCacheHandler {
  get(key: string, ctx: object): Promise<unknown>;
}
