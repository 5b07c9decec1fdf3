import type { ReactNode } from "react";
import type { SessionUser } from "@/lib/auth/types";
import { SiteHeader } from "@/components/site/site-header";
import { SiteFooter } from "@/components/site/site-footer";

/** Skip link + header + main + footer, shared by the marketing group and the root 404. */
export function SiteFrame({ children, user }: { children: ReactNode; user?: SessionUser | null }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader user={user} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
