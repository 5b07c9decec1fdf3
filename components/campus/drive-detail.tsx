import Link from "next/link";
import type { DriveDetail as DriveDetailData } from "@/lib/campus/contract/common";
import type { DriveOffersView } from "@/lib/campus/loaders/offers";
import { formatDateTime } from "@/lib/format/date";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedSection } from "@/components/ui/headed-section";
import { StatusBadge } from "@/components/ui/status-badge";
import { DriveFacts, DriveStatusBadge, RESPONSE_LABELS } from "@/components/campus/drive-facts";
import { OffersPanel } from "@/components/campus/offers-panel";
import { RoundResultsPanel } from "@/components/campus/round-results-panel";

export type DriveViewer = "company" | "university" | "admin";

const ROSTER_LABELS = { in: "In this round", advanced: "Advanced", eliminated: "Eliminated", withdrawn: "Withdrawn" } as const;
const ROSTER_TONES = { in: "blue", advanced: "green", eliminated: "red", withdrawn: "slate" } as const;

/**
 * One drive's page for its company, an admin and an invited university (the same page under each
 * one's path): the drive, the invited universities' answers, then a table per round of who reached it
 * and how they fared (a university sees only its own students), then the rounds' results and the
 * offers (read by the page with loadDriveOffers; only the company side records results).
 */
export function DriveDetail({
  drive,
  offers,
  viewer,
  backHref,
}: {
  drive: DriveDetailData;
  offers: DriveOffersView | null;
  viewer: DriveViewer;
  backHref: string;
}) {
  const roster = drive.roster ?? [];
  return (
    <article aria-labelledby="drive-title">
      <p className="text-sm">
        <Link href={backHref} className="font-semibold text-brand-700 underline">
          All drives
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <h1 id="drive-title" className="section-title">
          {drive.title}
        </h1>
        <DriveStatusBadge status={drive.status} />
      </div>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <DriveFacts drive={drive} />
      </div>

      <HeadedSection headingId="drive-universities" title={viewer === "university" ? "Your answer" : "Universities"} className="mt-10">
        <ul className="mt-3 flex flex-wrap gap-2">
          {drive.universities.map((university) => (
            <li key={university.id}>
              <StatusBadge status={university.response} label={`${university.instituteName}: ${RESPONSE_LABELS[university.response]}`} size="md" />
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection headingId="drive-rounds" title={viewer === "university" ? "Your students, round by round" : "Who is in which round"} className="mt-10">
        <div className="mt-4 space-y-8">
          {roster.map((round) => (
            <section key={round.id} aria-labelledby={`round-${round.id}`}>
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
                <DataTable caption={`Students in round ${round.position}, ${round.name}`} columns={["Name", "Roll number", "Institute", "Status"]} className="mt-3">
                  <tbody className="divide-y divide-slate-200">
                    {round.students.map((student) => (
                      <tr key={student.registrationId}>
                        <td className="px-4 py-3 font-semibold text-slate-900">{student.name}</td>
                        <td className="px-4 py-3 text-slate-700">{student.rollNo}</td>
                        <td className="px-4 py-3 text-slate-700">{student.institute}</td>
                        <td className="px-4 py-3">
                          <StatusBadge status={student.status} label={ROSTER_LABELS[student.status]} tone={ROSTER_TONES[student.status]} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
              )}
            </section>
          ))}
        </div>
      </HeadedSection>

      <div className="mt-10 space-y-10">
        <RoundResultsPanel
          driveId={drive.id}
          rounds={roster.map(({ id, name, position }) => ({ id, name, position }))}
          institutes={viewer === "university" ? null : (offers?.institutes ?? [])}
        />
        <OffersPanel driveId={drive.id} viewer={viewer} data={offers} />
      </div>
    </article>
  );
}
