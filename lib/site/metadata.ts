import type { Metadata } from "next";
import { COMPANY } from "@/lib/site/company";

/**
 * Per-page metadata with canonical URL and Open Graph. Page-level `openGraph` replaces the
 * root one wholesale, so site name, locale and type are repeated here on purpose.
 */
export function pageMetadata(opts: { title: string; description: string; path: string }): Metadata {
  return {
    title: opts.title,
    description: opts.description,
    alternates: { canonical: opts.path },
    openGraph: {
      title: `${opts.title} | ${COMPANY.name}`,
      description: opts.description,
      url: opts.path,
      siteName: COMPANY.name,
      locale: "en_IN",
      type: "website",
    },
  };
}
