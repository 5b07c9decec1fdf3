import Link from "next/link";
import { useId, type ReactNode } from "react";
import type { AfterRevoke } from "@/lib/campus/loaders/offers";
import { RECOMMENDED_JOBS_PATH, TRAINING_PATH } from "@/lib/campus/rules/offers";
import { formatDay } from "@/lib/format/date";

// What a student whose latest offer was revoked sees first (decisions.md section 18): the offer no
// longer counts under the institute's policy, the best jobs matching their skills, and the next
// training batches open to enrolment.

export function OfferRevokedPanel({ afterRevoke }: { afterRevoke: AfterRevoke }) {
  const { company, jobs, batches } = afterRevoke;
  return (
    <section aria-labelledby="offer-revoked-title" className="mb-8 rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="offer-revoked-title" className="text-lg font-semibold text-slate-900">
        Your offer was revoked
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        {company} revoked its offer. It no longer counts under your institute&apos;s placement policy, so you may register for your
        institute&apos;s drives again. Meanwhile, here is where to look next.
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <NextSteps
          heading="Jobs recommended for you"
          empty="No job matches your skills well yet: add skills to your profile to get recommendations."
          items={jobs.map(jobStep)}
          all={{ href: RECOMMENDED_JOBS_PATH, label: "All recommended jobs" }}
        />
        <NextSteps
          heading="Upcoming training batches"
          empty="No batch is open to enrolment right now."
          items={batches.map(batchStep)}
          all={{ href: TRAINING_PATH, label: "All training programmes" }}
        />
      </div>
    </section>
  );
}

type Step = { key: string; href: string; title: string; line: ReactNode };

function jobStep(job: AfterRevoke["jobs"][number]): Step {
  const line = `${job.organisationDetails.orgName}, ${job.city} · ${job.match.score}% match`;
  return { key: job.id, href: `/jobs/${job.id}`, title: job.post, line };
}

function batchStep(batch: AfterRevoke["batches"][number]): Step {
  const line = (
    <>
      Starts <time dateTime={batch.startDate}>{formatDay(batch.startDate)}</time> · {batch.seatsLeft} {batch.seatsLeft === 1 ? "seat" : "seats"} left
    </>
  );
  return { key: batch.id, href: `/training/${batch.programme.slug}`, title: batch.title, line };
}

/** One column of where to look next: its links (or `empty`), then the link to all of them. */
function NextSteps({ heading, empty, items, all }: { heading: string; empty: string; items: Step[]; all: { href: string; label: string } }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-semibold text-slate-900">
        {heading}
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {items.map((item) => (
            <li key={item.key} className="rounded-lg bg-white p-3 text-sm shadow-sm">
              <Link href={item.href} className="font-semibold text-brand-700 underline">
                {item.title}
              </Link>
              <p className="text-slate-700">{item.line}</p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm">
        <Link href={all.href} className="font-semibold text-brand-700 underline">
          {all.label}
        </Link>
      </p>
    </section>
  );
}
