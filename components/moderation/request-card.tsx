import Link from "next/link";
import type { AdminRequestJson } from "@/lib/moderation/contract";
import { DecisionControls } from "@/components/moderation/decision-controls";
import { SelectForBulk } from "@/components/moderation/bulk-approve";
import { DecisionHistory } from "@/components/moderation/decision-history";
import { formatDate, formatDay } from "@/lib/format/date";
import { ConsoleCard } from "@/components/ui/console-card";
import { SponsoredBatchLine } from "@/components/ui/sponsored-batch-line";
import { StatusBadge } from "@/components/ui/status-badge";

/**
 * An accepted training request is a request for a sponsored batch (decisions.md section 15): until an
 * admin makes it, "Create sponsored batch" opens the batch form with the request (its programme, dates
 * and the institute as sponsor); then the batch it became, linked to its page.
 */
function SponsoredBatchLink({ request }: { request: AdminRequestJson }) {
  if (request.kind !== "training" || request.status !== "accepted") return null;
  const { batch } = request;
  if (!batch) {
    return (
      <Link href={`/admin/batches/new?requestId=${encodeURIComponent(request.id)}`} className="btn-primary px-4 py-2">
        Create sponsored batch<span className="sr-only"> for {request.university.instituteName}</span>
      </Link>
    );
  }
  return <SponsoredBatchLine batch={batch} />;
}

/** One university request in the console, with Accept / Decline and its decision history. */
export function AdminRequestCard({ request, headingLevel = 3 }: { request: AdminRequestJson; headingLevel?: 2 | 3 }) {
  const { university } = request;
  return (
    <ConsoleCard
      headingId={`request-${request.id}`}
      headingLevel={headingLevel}
      title={
        <>
          {request.programme ? `${request.kindLabel}: ${request.programme}` : request.kindLabel}
        </>
      }
      details={
        <p className="text-sm text-slate-600">
          {university.instituteName} ({university.city}, {university.state}) · sent{" "}
          <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
        </p>
      }
      aside={<StatusBadge status={request.status} />}
    >
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
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {request.status === "pending" ? <SelectForBulk id={request.id} name={`${request.kindLabel} for ${university.instituteName}`} /> : null}
        <DecisionControls
          kind="request"
          id={request.id}
          status={request.status}
          name={`${request.kindLabel} for ${university.instituteName}`}
        />
        <SponsoredBatchLink request={request} />
      </div>
      <DecisionHistory decisions={request.decisions} reasonLabel="Response" />
    </ConsoleCard>
  );
}
