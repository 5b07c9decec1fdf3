import type { UniversityRequestJson } from "@/lib/university/contract";
import { formatDate, formatDay } from "@/lib/format/date";
import { SponsoredBatchLine } from "@/components/ui/sponsored-batch-line";
import { StatusBadge } from "@/components/ui/status-badge";

/** The university's own requests with the admin's status and response, and the batch made of one. */
export function RequestList({ requests }: { requests: UniversityRequestJson[] }) {
  if (requests.length === 0) return <p className="mt-4 text-slate-600">You have not sent any requests yet.</p>;
  return (
    <ul className="mt-4 grid gap-4">
      {requests.map((r) => (
        <li key={r.id}>
          <article aria-labelledby={`my-request-${r.id}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h3 id={`my-request-${r.id}`} className="text-base font-semibold text-slate-900">
                  {r.programme ? `${r.kindLabel}: ${r.programme}` : r.kindLabel}
                </h3>
                <p className="text-sm text-slate-600">
                  {formatDay(r.startDate)} to {formatDay(r.endDate)} · {r.expectedStudents}{" "}
                  {r.expectedStudents === 1 ? "student" : "students"} · sent <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                </p>
              </div>
              <StatusBadge status={r.status} />
            </div>
            {r.notes ? <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{r.notes}</p> : null}
            <p className="mt-2 text-sm text-slate-800">
              <span className="font-medium">Response:</span>{" "}
              {r.response ?? (r.status === "pending" ? "Awaiting a response from our team." : "No response text.")}
            </p>
            {r.batch ? <SponsoredBatchLine batch={r.batch} className="mt-2" /> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
