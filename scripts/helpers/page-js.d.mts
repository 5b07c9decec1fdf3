// Types of page-js.mjs (plain JavaScript, so that `node scripts/measure-page-js.mjs` runs without tsx).

/** One page's first load: its modern scripts and their gzipped (-9) bytes. */
export type PageJs = {
  route: string;
  scripts: number;
  bytes: number;
  files: Array<{ src: string; bytes: number }>;
  source: "prerendered" | "server";
};

export declare const MARKETING_ROUTES: readonly string[];
export declare const FORM_ROUTES: readonly string[];

export declare function prerenderedPages(distDir: string): Map<string, string>;
export declare function scriptsOf(html: string): string[];
export declare function pageJsSizes(options: { distDir: string; routes: readonly string[]; baseUrl?: string }): Promise<PageJs[]>;
