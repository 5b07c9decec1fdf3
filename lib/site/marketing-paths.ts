import type { MetadataRoute } from "next";
import { SERVICE_LINKS } from "@/lib/site/navigation";

type Entry = { path: string; changeFrequency: "weekly" | "monthly" | "yearly"; priority: number };

/** Every public, prerendered marketing page (not /jobs: the jobs module lists its own URLs). */
export const MARKETING_PATHS: readonly Entry[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/about-us", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services", changeFrequency: "monthly", priority: 0.8 },
  // The four service pages, from the one list of their links.
  ...SERVICE_LINKS.map(({ href }): Entry => ({ path: href, changeFrequency: "monthly", priority: 0.7 })),
  { path: "/training", changeFrequency: "monthly", priority: 0.8 },
  { path: "/career", changeFrequency: "weekly", priority: 0.7 },
  { path: "/contact-us", changeFrequency: "yearly", priority: 0.6 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3 },
  { path: "/terms", changeFrequency: "yearly", priority: 0.3 },
];

export function marketingSitemapEntries(baseUrl: string): MetadataRoute.Sitemap {
  return MARKETING_PATHS.map(({ path, changeFrequency, priority }) => ({
    url: `${baseUrl}${path === "/" ? "" : path}`,
    changeFrequency,
    priority,
  }));
}
