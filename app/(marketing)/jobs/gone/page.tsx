import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";

export const metadata: Metadata = {
  title: "Job no longer available",
  robots: { index: false },
};

// What /jobs/<id> shows, with status 410, for a job closed more than 30 days ago: proxy.ts rewrites
// here (lib/job-search/service/gone.ts), since a page cannot set that status itself. Rendered per request because
// /jobs pages get the nonce Content-Security-Policy, which a prerendered page's scripts would fail.
export default async function JobGonePage() {
  await connection();
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">This job is no longer available</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        It closed a while ago and has been taken down. Plenty of other openings are waiting for you.
      </p>
      <Link href="/jobs" className="btn-primary mt-8 px-6 py-3 text-base">
        Browse open jobs
      </Link>
    </section>
  );
}
