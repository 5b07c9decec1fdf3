"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Building2, CalendarClock, IndianRupee, MapPin } from "lucide-react";
import type { DriveJson } from "@/lib/campus/contract/common";
import { registerForDriveAction } from "@/lib/campus/actions/drives";
import { formatRupees } from "@/lib/campus/rules/common";
import { runAction } from "@/lib/client/run-action";
import { formatDateTime } from "@/lib/format/date";
import { ConsoleCard } from "@/components/ui/console-card";
import { IconFact, IconFacts } from "@/components/ui/icon-facts";
import { StatusBadge } from "@/components/ui/status-badge";

/**
 * "Campus drives": each drive of the student's institute with the company, salary, deadline, the jobs
 * behind it (role, place, description) and rounds; "Eligible" or "Not eligible" with each reason and whom
 * to ask when their record is wrong (`contact`); Register while eligible and open; once registered, the
 * round they are in.
 */
export function CandidateDrivesList({ drives, contact }: { drives: readonly DriveJson[]; contact: string }) {
  return (
    <ul aria-label="Campus drives of your institute" className="space-y-5">
      {drives.map((drive) => (
        <DriveCard key={drive.id} drive={drive} contact={contact} />
      ))}
    </ul>
  );
}

const WORKPLACE_WORDS = { on_site: "on site", hybrid: "hybrid", remote: "remote" } as const;

/** The jobs a drive hires for: the role, where, and the description (folded: it may be long). */
function DriveJobs({ drive }: { drive: DriveJson }) {
  if (drive.jobs.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-slate-800">{drive.jobs.length === 1 ? "The job" : "The jobs"}</h3>
      <ul className="mt-1 space-y-2 text-sm text-slate-700">
        {drive.jobs.map((job) => (
          <li key={job.id}>
            <p>
              <span className="font-semibold text-slate-900">{job.post}</span> · <MapPin aria-hidden="true" className="inline size-4 align-text-bottom" /> {job.city},{" "}
              {job.state} ({WORKPLACE_WORDS[job.workplaceType]})
            </p>
            <details className="mt-1">
              <summary className="cursor-pointer font-medium text-brand-700">Job description: {job.post}</summary>
              <p className="mt-1 whitespace-pre-line">{job.description}</p>
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}

function DriveCard({ drive, contact }: { drive: DriveJson; contact: string }) {
  const headingId = `drive-${drive.id}-title`;
  const reasonsId = `drive-${drive.id}-reasons`;
  return (
    <ConsoleCard
      as="li"
      headingId={headingId}
      title={drive.title}
      details={
        <IconFacts>
          <IconFact icon={Building2}>{drive.company}</IconFact>
          {drive.salary !== null ? <IconFact icon={IndianRupee}>{formatRupees(drive.salary)} a year</IconFact> : null}
          <IconFact icon={CalendarClock}>
            Registration {drive.status === "open" ? "closes" : "closed"} <time dateTime={drive.registrationCloses}>{formatDateTime(drive.registrationCloses)}</time>
          </IconFact>
        </IconFacts>
      }
      aside={<Standing drive={drive} />}
    >
      <DriveJobs drive={drive} />
      <h3 className="mt-4 text-sm font-semibold text-slate-800">Rounds</h3>
      <ol className="mt-1 list-inside list-decimal text-sm text-slate-700">
        {drive.rounds.map((round) => (
          <li key={round.id}>
            {round.name}, <time dateTime={round.at}>{formatDateTime(round.at)}</time>
          </li>
        ))}
      </ol>
      {!drive.registered && !drive.eligible && drive.reasons && drive.reasons.length > 0 ? (
        <div className="mt-4">
          <h3 id={reasonsId} className="text-sm font-semibold text-slate-800">
            Why you cannot register
          </h3>
          <ul aria-labelledby={reasonsId} className="mt-1 list-inside list-disc text-sm text-slate-700">
            {drive.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p className="mt-1 text-sm text-slate-700">Is your record wrong? {contact.charAt(0).toUpperCase() + contact.slice(1)}.</p>
        </div>
      ) : null}
      {!drive.registered && drive.eligible ? <RegisterButton drive={drive} /> : null}
    </ConsoleCard>
  );
}

/** Registered (and the round), or whether they may register. */
function Standing({ drive }: { drive: DriveJson }) {
  if (drive.registered) {
    const label = drive.currentRound ? `Registered — round ${drive.currentRound}` : "Registered — no longer in the running";
    return <StatusBadge status="registered" label={label} tone={drive.currentRound ? "blue" : "slate"} size="md" />;
  }
  return drive.eligible ? <StatusBadge status="eligible" label="Eligible" tone="green" size="md" /> : <StatusBadge status="not-eligible" label="Not eligible" tone="red" size="md" />;
}

function RegisterButton({ drive }: { drive: DriveJson }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function register() {
    setBusy(true);
    await runAction(() => registerForDriveAction({ id: drive.id }), {
      successToast: `You are registered for ${drive.title}.`,
      errorToast: "Could not register you. Please try again.",
      onSuccess: () => router.refresh(),
      // Refused (closed meanwhile, an offer accepted): the page shows how it stands now.
      onFailure: () => router.refresh(),
    });
    setBusy(false);
  }

  return (
    <button type="button" className="btn-primary mt-4 px-4 py-2" disabled={busy} onClick={() => void register()} aria-label={`Register for ${drive.title}`}>
      {busy ? "Registering..." : "Register"}
    </button>
  );
}
