import type { DriveRoster } from "@/lib/campus/contract/common";
import type { CampusOffer } from "@/lib/campus/contract/offers";
import { rollKey } from "@/lib/campus/rules/common";
import { formatDateTime } from "@/lib/format/date";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { RecordOfferDialog } from "@/components/campus/make-offer-dialog";
import { RoundResultButtons } from "@/components/campus/round-result-buttons";

// One round of a drive's student list (decisions.md sections 18 and 20): who reached it and how they fared.
// For whoever records results (the company side; a participating university for its own students), each
// student still in the round has Advance / Eliminate, and a student's latest row "Record offer" while
// they are in the running and have no offer in this drive.

type Round = DriveRoster[number];
type Student = Round["students"][number];

const ROSTER_LABELS = { in: "In this round", advanced: "Advanced", eliminated: "Eliminated", withdrawn: "Withdrawn" } as const;
const ROSTER_TONES = { in: "blue", advanced: "green", eliminated: "red", withdrawn: "slate" } as const;

/** What a round's table needs to offer the buttons: who may record, each registration's latest round, who has an offer. */
export type RecordingView = { driveId: string; latestRound: ReadonlyMap<string, number>; offered: ReadonlySet<string> };

/** The offers' students as `offered` keys them (institute and roll number, as roll numbers compare). */
export const offerKey = (universityId: string, rollNo: string) => `${universityId}:${rollKey(rollNo)}`;

/** The recording view of a drive's roster and offers (null: the viewer only reads). */
export function recordingView(driveId: string, roster: DriveRoster, offers: readonly CampusOffer[], canRecord: boolean): RecordingView | null {
  if (!canRecord) return null;
  const latestRound = new Map<string, number>();
  for (const round of roster) for (const s of round.students) latestRound.set(s.registrationId, Math.max(latestRound.get(s.registrationId) ?? 0, round.position));
  const offered = new Set(offers.flatMap((o) => (o.student ? [offerKey(o.student.universityId, o.student.rollNo)] : [])));
  return { driveId, latestRound, offered };
}

export function DriveRoundTable({ round, recording }: { round: Round; recording: RecordingView | null }) {
  const columns = ["Name", "Roll number", "Institute", "Status", ...(recording ? ["Record"] : [])];
  return (
    <section aria-labelledby={`round-${round.id}`}>
      <h3 id={`round-${round.id}`} className="text-lg font-semibold text-slate-900">
        Round {round.position}: {round.name}
      </h3>
      <p className="text-sm text-slate-600">
        <time dateTime={round.at}>{formatDateTime(round.at)}</time> · {round.total} {round.total === 1 ? "student" : "students"}
        {round.total > round.students.length ? ` (the first ${round.students.length} shown)` : ""}
      </p>
      {round.students.length === 0 ? (
        <div className="mt-3">
          <EmptyState>Nobody has reached this round yet.</EmptyState>
        </div>
      ) : (
        <DataTable caption={`Students in round ${round.position}, ${round.name}`} columns={columns} className="mt-3">
          <tbody className="divide-y divide-slate-200">
            {round.students.map((student) => (
              <tr key={student.registrationId}>
                <td className="px-4 py-3 font-semibold text-slate-900">{student.name}</td>
                <td className="px-4 py-3 text-slate-700">{student.rollNo}</td>
                <td className="px-4 py-3 text-slate-700">{student.institute}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={student.status} label={ROSTER_LABELS[student.status]} tone={ROSTER_TONES[student.status]} />
                </td>
                {recording ? (
                  <td className="px-4 py-3">
                    <RowActions round={round} student={student} recording={recording} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

function RowActions({ round, student, recording }: { round: Round; student: Student; recording: RecordingView }) {
  const latest = recording.latestRound.get(student.registrationId) === round.position;
  const running = student.status === "in" || student.status === "advanced";
  const offerable = latest && running && !recording.offered.has(offerKey(student.universityId, student.rollNo));
  if (student.status !== "in" && !offerable) return null;
  // Only what the buttons send: the round's students stay on the server.
  const who = { name: student.name, rollNo: student.rollNo, universityId: student.universityId };
  return (
    <div className="flex flex-wrap gap-2">
      {student.status === "in" ? <RoundResultButtons driveId={recording.driveId} round={{ id: round.id, name: round.name }} student={who} /> : null}
      {offerable ? <RecordOfferDialog driveId={recording.driveId} student={who} /> : null}
    </div>
  );
}
