import type { Metadata } from "next";
import { loadOwnRequests } from "@/lib/university/loaders";
import type { SearchParams } from "@/lib/validations/common";
import { Pager } from "@/components/ui/pager";
import { HeadedSection } from "@/components/ui/headed-section";
import { ProgrammeCards } from "@/components/university/programme-cards";
import { RequestForm } from "@/components/university/request-form";
import { RequestList } from "@/components/university/request-list";

export const metadata: Metadata = { title: "Explore" };

export default async function UniversityExplorePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, result } = await loadOwnRequests(await searchParams);
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="section-title">Explore</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Partner with us for campus placement drives and job-focused training. Pick a programme from our catalogue and request
        a placement drive or a batch sponsored by your institute; our team answers here and by e-mail.
      </p>

      <HeadedSection headingId="catalogue-title" title="Training catalogue" className="mt-10">
        <div className="mt-4">
          <ProgrammeCards />
        </div>
      </HeadedSection>

      <section className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <RequestForm />
      </section>

      <HeadedSection headingId="my-requests-title" title={`Your requests (${result.total})`} className="mt-12">
        <RequestList requests={result.items} />
        <Pager basePath="/university/explore" params={{}} page={query.page} limit={query.limit} total={result.total} label="Request pages" />
      </HeadedSection>
    </div>
  );
}
