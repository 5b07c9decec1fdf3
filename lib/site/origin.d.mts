// Types of ./origin.mjs (plain JavaScript so Next's cache handler can import it).
export function siteOrigin(): string;
