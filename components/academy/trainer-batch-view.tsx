import type { TrainerBatch } from "@/lib/academy/service/trainer";
import { formatDateTime } from "@/lib/format/date";
import { CheckinDialog } from "@/components/academy/checkin-dialog";
import { FinishBatchDialog } from "@/components/academy/finish-batch-dialog";
import { ResultForm } from "@/components/academy/result-form";
import { SessionRegister } from "@/components/academy/session-register";
import { DataTable } from "@/components/ui/data-table";
import { HeadedSection } from "@/components/ui/headed-section";

// The body of /trainer/batches/{id} (decisions.md sections 15 and 20): the meeting link and "Finish
// batch" (or when it was finished), the sessions, each with "Open check-in" (from 30 minutes before it
// starts until it ends) and its register, then the class with attendance and the draft scores.

function SessionItem({ batch, session, now }: { batch: TrainerBatch; session: TrainerBatch["sessions"][number]; now: Date }) {
  const started = new Date(session.startsAt) <= now;
  const candidates = batch.enrollments.map((e) => ({ id: e.id, name: e.name }));
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{session.topic}</h3>
          <p className="text-sm text-slate-700">
            <time dateTime={session.startsAt}>{formatDateTime(session.startsAt)}</time> to{" "}
            <time dateTime={session.endsAt}>{formatDateTime(session.endsAt)}</time>
          </p>
          {session.checkinOpenUntil ? (
            <p className="mt-1 text-sm text-green-800">Check-in open until {formatDateTime(session.checkinOpenUntil)}</p>
          ) : null}
        </div>
        <CheckinDialog
          sessionId={session.id}
          topic={session.topic}
          startsAt={session.startsAt}
          endsAt={session.endsAt}
          cancelled={batch.status === "cancelled"}
          now={now.toISOString()}
        />
      </div>
      <div className="mt-4">
        <SessionRegister
          sessionId={session.id}
          topic={session.topic}
          candidates={candidates}
          present={session.present}
          disabled={!started}
          finished={batch.finishedAt !== undefined}
        />
      </div>
    </li>
  );
}

const HEADING = "mb-4 text-xl font-semibold text-slate-900";

function BatchControls({ batch, now }: { batch: TrainerBatch; now: Date }) {
  return (
    <section aria-label="Meeting and results" className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5">
      <div className="text-sm text-slate-800">
        {batch.meetingUrl ? (
          <p>
            Meeting link:{" "}
            <a href={batch.meetingUrl} className="font-semibold text-brand-700 underline" rel="noopener noreferrer" target="_blank">
              {batch.meetingUrl}
            </a>
          </p>
        ) : null}
        <p className={batch.meetingUrl ? "mt-1" : undefined}>
          {batch.finishedAt
            ? `Finished on ${formatDateTime(batch.finishedAt)}: the results are final and the certificates issued.`
            : "Scores are drafts until you finish the batch: finishing issues the certificates."}
        </p>
      </div>
      {batch.finishedAt ? null : (
        <FinishBatchDialog
          batchId={batch.id}
          title={batch.title}
          sessions={batch.sessions}
          candidates={batch.enrollments.map(({ id, name, score, attendance }) => ({ id, name, score, attendance }))}
          cancelled={batch.status === "cancelled"}
          now={now.toISOString()}
        />
      )}
    </section>
  );
}

export function TrainerBatchView({ batch, now = new Date() }: { batch: TrainerBatch; now?: Date }) {
  return (
    <div className="space-y-10">
      <BatchControls batch={batch} now={now} />
      <HeadedSection headingId="sessions-heading" title="Sessions" headingClassName={HEADING}>
        {batch.sessions.length === 0 ? (
          <p className="text-slate-700">This batch has no sessions yet.</p>
        ) : (
          <ul className="space-y-4">
            {batch.sessions.map((session) => (
              <SessionItem key={session.id} batch={batch} session={session} now={now} />
            ))}
          </ul>
        )}
      </HeadedSection>

      <HeadedSection headingId="class-heading" title="Candidates and results" headingClassName={HEADING}>
        {batch.enrollments.length === 0 ? (
          <p className="text-slate-700">No candidates are enrolled yet.</p>
        ) : (
          <DataTable caption={`Candidates of ${batch.title}: attendance of the sessions ended so far, and results`} columns={["Name", "Attendance", "Result"]}>
            <tbody>
              {batch.enrollments.map((enrollment) => (
                <tr key={enrollment.id} className="border-t border-slate-200">
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">{enrollment.name}</th>
                  <td className="px-4 py-3">{enrollment.attendance}%</td>
                  <td className="px-4 py-3">
                    <ResultForm
                      enrollmentId={enrollment.id}
                      name={enrollment.name}
                      status={enrollment.status}
                      score={enrollment.score}
                      certified={enrollment.certificate !== undefined}
                      finished={batch.finishedAt !== undefined}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </HeadedSection>
    </div>
  );
}
