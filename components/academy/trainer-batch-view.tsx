import type { TrainerBatch } from "@/lib/academy/service/trainer";
import { formatDateTime } from "@/lib/format/date";
import { CheckinDialog } from "@/components/academy/checkin-dialog";
import { ResultForm } from "@/components/academy/result-form";
import { SessionRegister } from "@/components/academy/session-register";
import { DataTable } from "@/components/ui/data-table";
import { HeadedSection } from "@/components/ui/headed-section";

// The body of /trainer/batches/{id} (decisions.md section 15): the sessions, each with "Open check-in"
// and its register, then the class with attendance and the results column.

function SessionItem({ batch, session, now }: { batch: TrainerBatch; session: TrainerBatch["sessions"][number]; now: Date }) {
  const started = new Date(session.startsAt) <= now;
  const ended = new Date(session.endsAt) <= now;
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
        <CheckinDialog sessionId={session.id} topic={session.topic} disabled={ended || batch.status === "cancelled"} />
      </div>
      <div className="mt-4">
        <SessionRegister sessionId={session.id} topic={session.topic} candidates={candidates} present={session.present} disabled={!started} />
      </div>
    </li>
  );
}

const HEADING = "mb-4 text-xl font-semibold text-slate-900";

export function TrainerBatchView({ batch, now = new Date() }: { batch: TrainerBatch; now?: Date }) {
  return (
    <div className="space-y-10">
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
          <DataTable caption={`Candidates of ${batch.title}: attendance and results`} columns={["Name", "Attendance", "Result"]}>
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
