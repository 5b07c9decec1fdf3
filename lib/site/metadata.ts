import type { Metadata } from "next";
import { COMPANY } from "@/lib/site/company";

/**
 * Per-page metadata with canonical URL and Open Graph. Page-level `openGraph` replaces the
 * root one wholesale (including the image app/opengraph-image.tsx draws), so site name, locale,
 * type and image are repeated here on purpose.
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
      images: [{ url: "/opengraph-image", width: 1200, height: 630, alt: `${COMPANY.name}: IT staffing, recruitment and training in India` }],
    },
  };
}
