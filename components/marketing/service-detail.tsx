import type { ReactNode } from "react";
import { CheckCircle2 } from "@/components/ui/icons";
import { SERVICE_LINKS } from "@/lib/site/navigation";
import { SERVICE_PAGES, type ServicePath } from "@/lib/site/service-pages";
import { PageBanner } from "@/components/ui/page-banner";
import { HeadedSection } from "@/components/ui/headed-section";

/** Shared layout of the four service pages; the copy comes from lib/site/service-pages.ts by path. */
export function ServiceDetail({ path }: { path: ServicePath }) {
  const content = SERVICE_PAGES[path];
  return (
    <>
      <PageBanner title={content.title} intro={content.intro} />
      <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-14">
          <DetailSection id="overview" title="Overview">
            <div className="mt-4 space-y-4 leading-7 text-slate-700">
              {content.overview.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </DetailSection>

          <DetailSection id="highlights" title={content.highlights.heading}>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {content.highlights.items.map((item) => (
                <li key={item} className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 text-slate-800">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
          </DetailSection>

          <DetailSection id="steps" title={content.steps.heading}>
            <ol className="mt-6 space-y-4">
              {content.steps.items.map((step, index) => (
                <li key={step.title} className="flex gap-4 rounded-xl bg-slate-50 p-5">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-bold text-slate-900">{step.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-slate-600">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </DetailSection>

          <section aria-label="Next step" className="rounded-2xl bg-brand-50 p-8">
            <p className="text-lg font-semibold text-slate-900">{content.cta.text}</p>
            <a href={content.cta.href} className="btn-primary mt-5">
              {content.cta.label}
            </a>
          </section>
        </div>

        <aside aria-labelledby="other-services-heading" className="self-start rounded-2xl border border-slate-200 p-6 lg:sticky lg:top-24">
          <h2 id="other-services-heading" className="text-base font-bold text-slate-900">
            Our Services
          </h2>
          <ul className="mt-4 space-y-1">
            {SERVICE_LINKS.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={item.href === path ? "page" : undefined}
                  className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-white"
                >
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/services" className="block rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-100">
                All services
              </a>
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}

/** One part of the main column: an h2 that labels its section (ids are fixed: one service per page). */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <HeadedSection headingId={`${id}-heading`} title={title} headingClassName="section-title">
      {children}
    </HeadedSection>
  );
}
