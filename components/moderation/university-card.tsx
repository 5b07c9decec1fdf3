import type { AdminUniversityJson } from "@/lib/moderation/contract";
import { DecisionControls } from "@/components/moderation/decision-controls";
import { SelectForBulk } from "@/components/moderation/bulk-approve";
import { DecisionHistory } from "@/components/moderation/decision-history";
import { formatDate } from "@/lib/format/date";
import { ConsoleCard } from "@/components/ui/console-card";
import { StatusBadge } from "@/components/ui/status-badge";

const linkClass = "break-all text-brand-700 underline-offset-2 hover:underline";

/** One university in the console: the institute, the account behind it, its placement contact and the decisions. */
export function UniversityCard({ university, headingLevel = 3 }: { university: AdminUniversityJson; headingLevel?: 2 | 3 }) {
  const website = university.website && /^https?:\/\//i.test(university.website) ? university.website : null;
  return (
    <ConsoleCard
      headingId={`university-${university.id}`}
      headingLevel={headingLevel}
      title={university.instituteName}
      details={
        <p className="text-sm text-slate-600">
          {university.city}, {university.state}
        </p>
      }
      aside={<StatusBadge status={university.status} />}
    >
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">Account e-mail</dt>
          <dd>
            <a href={`mailto:${university.email}`} className={linkClass}>
              {university.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Mobile</dt>
          <dd>{university.mobile ? <a href={`tel:${university.mobile}`}>{university.mobile}</a> : "Not given"}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Website</dt>
          <dd>
            {website ? (
              <a href={website} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
                {website}
              </a>
            ) : (
              university.website || "Not given"
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Placement contact</dt>
          <dd>{university.placementContact ?? "Not given"}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Signed up</dt>
          <dd>
            <time dateTime={university.createdAt}>{formatDate(university.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {university.about ? <p className="mt-3 text-sm whitespace-pre-wrap text-slate-700">{university.about}</p> : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {university.status === "pending" ? <SelectForBulk id={university.id} name={university.instituteName} /> : null}
        <DecisionControls kind="university" id={university.id} status={university.status} name={university.instituteName} />
      </div>
      <DecisionHistory decisions={university.decisions} />
    </ConsoleCard>
  );
}
