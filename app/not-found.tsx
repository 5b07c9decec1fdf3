import type { Metadata } from "next";
import Link from "next/link";
import { Home } from "@/components/ui/icons";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

// Root not-found sits outside the (marketing) group, so it draws the site frame itself.
// Prerendered on purpose: anything per-request here (connection(), headers()) would make every page of
// the site dynamic, since this is the root not-found boundary (docs/decisions/0012-security-headers.md).
export default function NotFound() {
  return (
    <SiteFrame>
      <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
        <p aria-hidden="true" className="text-7xl font-extrabold text-brand-700 sm:text-8xl">
          404
        </p>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-4 max-w-md text-lg text-slate-600">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <Link href="/" className="btn-primary mt-8 px-6 py-3 text-base">
          <Home aria-hidden="true" className="size-5" />
          Return Home
        </Link>
      </section>
    </SiteFrame>
  );
}
