import Link from "next/link";
import type { ReactNode } from "react";
import type { EnrolledSessionJson, EnrollmentJson, EnrollmentStatusName } from "@/lib/academy/contract/common";
import { formatDate, formatDay } from "@/lib/format/date";
import { EmptyState } from "@/components/ui/empty-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { WithdrawEnrollmentButton } from "@/components/academy/withdraw-enrollment-button";
import { TRAINING_FEE_PLAN_LABELS, TRAINING_FEE_STATUS_LABELS } from "@/lib/billing/rules/training-fees";

// My training (decisions.md sections 15 and 20): the candidate's batches in groups, each with its
// meeting link (online and hybrid, while holding a seat) and its sessions, each saying whether they
// attended (so a check-in shows after a reload). Rendered on the server; the page passes the check-in
// form as a slot for the sessions running now that they have not checked in to yet.

const TIME = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

const GROUPS: { status: EnrollmentStatusName; id: string; title: string }[] = [
  { status: "enrolled", id: "training-current", title: "Upcoming and running" },
  { status: "waitlisted", id: "training-waitlisted", title: "On the waitlist" },
  { status: "completed", id: "training-completed", title: "Completed" },
  { status: "failed", id: "training-failed", title: "Not passed" },
  { status: "withdrawn", id: "training-withdrawn", title: "Withdrawn" },
];

const MODE_LABELS = { online: "Online", classroom: "Classroom", hybrid: "Hybrid" } as const;

type Slot = (sessionId: string) => ReactNode;

function isRunning(session: EnrolledSessionJson, now: string): boolean {
  const at = Date.parse(now);
  return Date.parse(session.startsAt) <= at && at < Date.parse(session.endsAt);
}

/** Whether they attended: once checked in (or marked present), and for every session that has ended. */
function Attended({ session, now }: { session: EnrolledSessionJson; now: string }) {
  if (session.attended) return <StatusBadge status="attended" label={isRunning(session, now) ? "Checked in" : "Attended"} tone="green" />;
  if (Date.parse(session.endsAt) <= Date.parse(now)) return <StatusBadge status="missed" label="Not attended" tone="slate" />;
  return null;
}

function Sessions({ enrollment, now, checkin }: { enrollment: EnrollmentJson; now: string; checkin?: Slot }) {
  const { batch, sessions } = enrollment;
  if (sessions.length === 0) return <p className="mt-3 text-sm text-slate-700">The sessions are not scheduled yet.</p>;
  // Check-in is for those holding a seat in a batch still taught.
  const mayCheckIn = enrollment.status === "enrolled" && batch.status !== "cancelled" && checkin;
  const taking = enrollment.status === "enrolled" || enrollment.status === "completed" || enrollment.status === "failed";
  return (
    <ol aria-label={`Sessions of ${batch.title}`} className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
      {sessions.map((session) => {
        const running = isRunning(session, now);
        return (
          <li key={session.id} className="flex flex-col gap-2 px-3 py-2 text-sm">
            <div className="flex flex-wrap gap-x-3">
              <time dateTime={session.startsAt} className="font-semibold text-slate-900">
                {formatDate(session.startsAt)}
              </time>
              <span className="text-slate-700">
                {TIME.format(new Date(session.startsAt))} – {TIME.format(new Date(session.endsAt))} IST
              </span>
              <span className="text-slate-900">{session.topic}</span>
              {running ? <StatusBadge status="running" label="Now" tone="blue" /> : null}
              {taking ? <Attended session={session} now={now} /> : null}
            </div>
            {running && mayCheckIn && !session.attended ? checkin(session.id) : null}
          </li>
        );
      })}
    </ol>
  );
}

function Outcome({ enrollment }: { enrollment: EnrollmentJson }) {
  const { status, batch, certificate } = enrollment;
  // A cancelled batch keeps its people's enrolments as they were (issue 44): say so, not their place in line.
  if ((status === "enrolled" || status === "waitlisted") && batch.status === "cancelled") return <p className="font-semibold text-red-800">This batch was cancelled.</p>;
  if (status === "waitlisted") {
    return <p className="font-semibold text-slate-900">You are on the waitlist (position {enrollment.position ?? "–"})</p>;
  }
  if (status === "completed" && certificate) {
    const code = encodeURIComponent(certificate.code);
    return (
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <Link href={`/certificates/${code}`} className="font-semibold text-brand-700 underline">
          View certificate<span className="sr-only"> of {batch.title}</span>
        </Link>
        <a href={`/api/v1/training/certificates/${code}/pdf`} className="font-semibold text-brand-700 underline">
          Download PDF<span className="sr-only"> of the certificate of {batch.title}</span>
        </a>
      </p>
    );
  }
  return null;
}

function EnrollmentCard({ enrollment, now, checkin }: { enrollment: EnrollmentJson; now: string; checkin?: Slot }) {
  const { batch, status } = enrollment;
  const taking = status === "enrolled" || status === "completed" || status === "failed";
  return (
    <article aria-labelledby={`enrollment-${enrollment.id}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`enrollment-${enrollment.id}`} className="text-lg font-semibold text-slate-900">
            {batch.title}
          </h3>
          <p className="text-sm text-slate-700">
            <Link href={`/training/${batch.programme.slug}`} className="underline hover:text-brand-700">
              {batch.programme.title}
            </Link>{" "}
            · {formatDay(batch.startDate)} to {formatDay(batch.endDate)} · {MODE_LABELS[batch.mode]}
            {batch.location ? `, ${batch.location}` : null} · Trainer: {batch.trainer.name}
          </p>
        </div>
        {(status === "enrolled" || status === "waitlisted") && batch.status !== "cancelled" ? (
          <WithdrawEnrollmentButton enrollmentId={enrollment.id} batchTitle={batch.title} waitlisted={status === "waitlisted"} />
        ) : null}
      </header>
      <div className="mt-3 flex flex-col gap-1 text-sm text-slate-800">
        <Outcome enrollment={enrollment} />
        {batch.meetingUrl && status === "enrolled" && batch.status !== "cancelled" ? (
          <p>
            <a href={batch.meetingUrl} className="font-semibold text-brand-700 underline" rel="noopener noreferrer" target="_blank">
              Join the online sessions<span className="sr-only"> of {batch.title}</span>
            </a>
          </p>
        ) : null}
        {enrollment.fee ? <FeeLine fee={enrollment.fee} batchTitle={batch.title} /> : null}
        {taking ? (
          <p>
            Attendance: {enrollment.attendance}% of the sessions so far
            {enrollment.score !== undefined ? ` · Score: ${enrollment.score}${status === "enrolled" ? " (draft until the batch is finished)" : ""}` : null}
          </p>
        ) : null}
      </div>
      {status === "withdrawn" ? null : <Sessions enrollment={enrollment} now={now} checkin={checkin} />}
    </article>
  );
}

/** The training fee's plan and where it stands (decisions.md section 21), with its invoice's PDF once issued. */
function FeeLine({ fee, batchTitle }: { fee: NonNullable<EnrollmentJson["fee"]>; batchTitle: string }) {
  return (
    <p>
      Fee: {TRAINING_FEE_PLAN_LABELS[fee.plan]} · {TRAINING_FEE_STATUS_LABELS[fee.status]}
      {fee.invoiceId ? (
        <>
          {" · "}
          <a href={`/api/v1/invoices/${encodeURIComponent(fee.invoiceId)}/pdf`} className="font-semibold text-brand-700 underline">
            Invoice<span className="sr-only"> for {batchTitle}</span>
          </a>
        </>
      ) : null}
    </p>
  );
}

/** The candidate's enrolments by group (empty groups left out), or where to find a batch. */
export function MyTraining({ enrollments, now, checkin }: { enrollments: EnrollmentJson[]; now: string; checkin?: Slot }) {
  if (enrollments.length === 0) {
    return (
      <EmptyState link={{ href: "/training", label: "Browse the training programmes" }}>You have not enrolled in a batch yet.</EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      {GROUPS.map((group) => {
        const members = enrollments.filter((e) => e.status === group.status);
        // Batches still ahead: the soonest first; those behind stay newest first, as the list comes.
        if (group.status === "enrolled" || group.status === "waitlisted") members.sort((a, b) => a.batch.startDate.localeCompare(b.batch.startDate));
        if (members.length === 0) return null;
        return (
          <section key={group.status} aria-labelledby={group.id}>
            <h2 id={group.id} className="text-xl font-semibold text-slate-900">
              {group.title}
            </h2>
            <ul className="mt-4 flex flex-col gap-4">
              {members.map((enrollment) => (
                <li key={enrollment.id}>
                  <EnrollmentCard enrollment={enrollment} now={now} checkin={checkin} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
