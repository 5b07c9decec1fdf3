import type { ReactNode } from "react";
import type { DriveJson } from "@/lib/campus/contract/common";
import { formatRupees } from "@/lib/campus/rules/common";
import { formatDateTime } from "@/lib/format/date";
import { StatusBadge } from "@/components/ui/status-badge";

// The drive in brief, one look on every page that shows one: the company's and the admin's lists, the
// university's invitations, the student's cards and the drive's own page.

const STATUS_LABELS: Record<DriveJson["status"], string> = { open: "Registration open", closed: "Registration closed", cancelled: "Cancelled" };
const STATUS_TONES = { open: "green", closed: "slate", cancelled: "red" } as const;

export function DriveStatusBadge({ status }: { status: DriveJson["status"] }) {
  return <StatusBadge status={status} label={STATUS_LABELS[status]} tone={STATUS_TONES[status]} />;
}

export const RESPONSE_LABELS = { pending: "Awaiting answer", accepted: "Accepted", declined: "Declined" } as const;

/** "B.Tech, B.E. · passing 2027 · at least 60% · no backlogs". */
export function eligibilityText({ eligibility }: Pick<DriveJson, "eligibility">): string {
  const parts = [eligibility.courses.join(", "), `passing ${eligibility.passingYears.join(", ")}`];
  if (eligibility.minMarks !== null) parts.push(`at least ${eligibility.minMarks}% marks`);
  if (eligibility.maxBacklogs !== null) parts.push(eligibility.maxBacklogs === 0 ? "no backlogs" : `at most ${eligibility.maxBacklogs} backlogs`);
  return parts.join(" · ");
}

/** The drive's facts as a description list: company, salary, deadline, who may apply, jobs, rounds. */
export function DriveFacts({ drive }: { drive: DriveJson }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      <Fact term="Company">{drive.company}</Fact>
      <Fact term="Salary">{drive.salary === null ? "Not stated" : `${formatRupees(drive.salary)} a year`}</Fact>
      <Fact term="Registration closes">
        <time dateTime={drive.registrationCloses}>{formatDateTime(drive.registrationCloses)}</time>
      </Fact>
      <Fact term="Who may apply">{eligibilityText(drive)}</Fact>
      {drive.jobs.length > 0 ? <Fact term="Jobs">{drive.jobs.map((job) => job.post).join(", ")}</Fact> : null}
      <Fact term="Rounds">
        <ol className="list-inside list-decimal">
          {drive.rounds.map((round) => (
            <li key={round.id}>
              {round.name}, <time dateTime={round.at}>{formatDateTime(round.at)}</time>
            </li>
          ))}
        </ol>
      </Fact>
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-800">{term}</dt>
      <dd className="mt-0.5 text-slate-700">{children}</dd>
    </div>
  );
}
