// The site's markup-only icon, not lucide-react: the root not-found page is part of every page's
// payload (see components/ui/icons.tsx).
import type { Metadata } from "next";
import { Home } from "@/components/ui/icons";

/** The head of every not-found page: the layouts' title template adds the site's name. */
export const notFoundMetadata: Metadata = { title: "Page not found", robots: { index: false } };

/** The 404 message and the way home: the root not-found, the areas' own ones and the global one. */
export function NotFoundBody() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <p aria-hidden="true" className="text-7xl font-extrabold text-brand-700 sm:text-8xl">
        404
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <a href="/" className="btn-primary mt-8 px-6 py-3 text-base">
        <Home aria-hidden="true" className="size-5" />
        Return Home
      </a>
    </section>
  );
}
