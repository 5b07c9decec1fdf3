import type { ReactNode } from "react";
import { SiteFooter } from "@/components/site/site-footer";

/**
 * Skip link + header + main + footer. The header comes from the frame that uses this (SiteFrame,
 * PublicSiteFrame): a page's bundle holds every client component its server modules import, so each
 * frame imports only its own header.
 */
export function FrameShell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      {header}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
