import type { AdminRequestJson } from "@/lib/moderation/contract";
import { DecisionControls } from "@/components/moderation/decision-controls";
import { DecisionHistory } from "@/components/moderation/decision-history";
import { formatDate, formatDay } from "@/lib/format/date";
import { StatusBadge } from "@/components/ui/status-badge";

/** One university request in the console, with Accept / Decline and its decision history. */
export function AdminRequestCard({ request, headingLevel = 3 }: { request: AdminRequestJson; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `request-${request.id}`;
  const { university } = request;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading id={headingId} className="text-lg font-semibold text-slate-900">
            {request.kindLabel}: {request.programme}
          </Heading>
          <p className="text-sm text-slate-600">
            {university.instituteName} ({university.city}, {university.state}) · sent{" "}
            <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
          </p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className="font-medium text-slate-600">Dates</dt>
          <dd>
            {formatDay(request.startDate)} to {formatDay(request.endDate)}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Expected students</dt>
          <dd>{request.expectedStudents}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Contact</dt>
          <dd>
            <a href={`mailto:${university.email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">
              {university.email}
            </a>
            {university.mobile ? <> · {university.mobile}</> : null}
          </dd>
        </div>
        {university.placementContact ? (
          <div>
            <dt className="font-medium text-slate-600">Placement contact</dt>
            <dd>{university.placementContact}</dd>
          </div>
        ) : null}
      </dl>
      {request.notes ? (
        <p className="mt-3 text-sm whitespace-pre-wrap text-slate-700">
          <span className="font-medium">Notes:</span> {request.notes}
        </p>
      ) : null}
      {request.response ? (
        <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">
          <span className="font-medium">Our response:</span> {request.response}
        </p>
      ) : null}
      <div className="mt-4">
        <DecisionControls
          kind="request"
          id={request.id}
          status={request.status}
          name={`${request.kindLabel} for ${university.instituteName}`}
        />
      </div>
      <DecisionHistory decisions={request.decisions} reasonLabel="Response" />
    </article>
  );
}
