// The home hero's picture is lazy because React preloads an eager <img> in the <head>, ahead of the
// render-blocking stylesheet, and that picture is not the LCP element (decision 0038).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticImage } from "@/components/site/static-image";

function page(loading?: "lazy" | "eager") {
  return renderToString(
    <html lang="en">
      {/* eslint-disable-next-line @next/next/no-head-element -- React's own document, as Next's root layout renders it */}
      <head>
        {/* eslint-disable-next-line @next/next/no-css-tags -- stands for the stylesheet Next puts in the head */}
        <link rel="stylesheet" href="/site.css" precedence="default" />
      </head>
      <body>
        <StaticImage src="/images/hero-team.svg" alt="A recruiter matching a candidate" width={480} height={400} loading={loading} />
      </body>
    </html>,
  );
}

describe("StaticImage", () => {
  it("is lazy by default, with its alt text and size, and nothing preloads it", () => {
    const html = page();
    expect(html).toMatch(/<img alt="A recruiter matching a candidate" loading="lazy" width="480" height="400"/);
    expect(html).not.toContain('rel="preload"');
  });

  it("eager, React preloads it before the stylesheet: only for a page's LCP element", () => {
    const html = page("eager");
    const preload = html.search(/<link rel="preload" [^>]*href="\/images\/hero-team\.svg"/);
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(html.indexOf('<link rel="stylesheet" href="/site.css"'));
  });
});
