import type { AdminEmployerJson } from "@/lib/moderation/contract";
import { DecisionControls } from "@/components/moderation/decision-controls";
import { SelectForBulk } from "@/components/moderation/bulk-approve";
import { DecisionHistory } from "@/components/moderation/decision-history";
import { EmployerSignals } from "@/components/moderation/employer-signals";
import { formatDate } from "@/lib/format/date";
import { employerSignalWords } from "@/lib/moderation/rules";
import { ConsoleCard } from "@/components/ui/console-card";
import { StatusBadge } from "@/components/ui/status-badge";

/** One employer in the console: verification signals, organisation details, contact, signup date, decisions. */
export function EmployerCard({ employer, headingLevel = 3 }: { employer: AdminEmployerJson; headingLevel?: 2 | 3 }) {
  const signals = employerSignalWords(employer.signals);
  return (
    <ConsoleCard
      headingId={`employer-${employer.id}`}
      headingLevel={headingLevel}
      title={employer.orgName}
      details={
        <p className="text-sm text-slate-600">
          {employer.city}, {employer.state}
        </p>
      }
      aside={<StatusBadge status={employer.status} />}
    >
      <div className="mt-3">
        <EmployerSignals signals={employer.signals} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">Contact e-mail</dt>
          <dd>
            <a href={`mailto:${employer.email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">
              {employer.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Mobile</dt>
          <dd>{employer.mobile ? <a href={`tel:${employer.mobile}`}>{employer.mobile}</a> : "Not given"}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Website</dt>
          <dd>
            {employer.website && /^https?:\/\//i.test(employer.website) ? (
              <a href={employer.website} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-brand-700 underline-offset-2 hover:underline">
                {employer.website}
              </a>
            ) : (
              employer.website || "Not given"
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">GSTIN</dt>
          <dd className={employer.gstin ? "font-mono" : undefined}>{employer.gstin ?? "Not given"}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Signed up</dt>
          <dd>
            <time dateTime={employer.createdAt}>{formatDate(employer.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm whitespace-pre-wrap text-slate-700">{employer.about}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {/* A flagged employer is never approved in bulk (decisions.md section 20): it has no box to tick. */}
        {employer.status === "pending" && signals.length === 0 ? <SelectForBulk id={employer.id} name={employer.orgName} /> : null}
        <DecisionControls kind="employer" id={employer.id} status={employer.status} name={employer.orgName} signals={signals} />
      </div>
      <DecisionHistory decisions={employer.decisions} />
    </ConsoleCard>
  );
}
