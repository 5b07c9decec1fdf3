import type { Metadata } from "next";
import { loadOwnRequests } from "@/lib/university/loaders";
import type { SearchParams } from "@/lib/validations/common";
import { Pager } from "@/components/ui/pager";
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

      <section aria-labelledby="catalogue-title" className="mt-10">
        <h2 id="catalogue-title" className="text-xl font-semibold text-slate-900">
          Training catalogue
        </h2>
        <div className="mt-4">
          <ProgrammeCards />
        </div>
      </section>

      <section className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <RequestForm />
      </section>

      <section aria-labelledby="my-requests-title" className="mt-12">
        <h2 id="my-requests-title" className="text-xl font-semibold text-slate-900">
          Your requests ({result.total})
        </h2>
        <RequestList requests={result.items} />
        <Pager basePath="/university/explore" params={{}} page={query.page} limit={query.limit} total={result.total} label="Request pages" />
      </section>
    </div>
  );
}
