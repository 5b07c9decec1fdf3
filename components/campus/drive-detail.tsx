import Link from "next/link";
import type { ReactNode } from "react";
import type { DriveDetail as DriveDetailData } from "@/lib/campus/contract/common";
import type { DriveOffersView } from "@/lib/campus/loaders/offers";
import { HeadedSection } from "@/components/ui/headed-section";
import { StatusBadge } from "@/components/ui/status-badge";
import { DriveFacts, DriveStatusBadge, RESPONSE_LABELS } from "@/components/campus/drive-facts";
import { DriveRoundTable, recordingView } from "@/components/campus/drive-round-table";
import { OffersPanel } from "@/components/campus/offers-panel";
import { RoundResultsPanel } from "@/components/campus/round-results-panel";

export type DriveViewer = "company" | "university" | "admin";

/**
 * One drive's page for its company, an admin and an invited university (the same page under each
 * one's path): the drive, the invited universities' answers, then a table per round of who reached it
 * and how they fared (a university sees only its own students), then the rounds' results and the
 * offers (read by the page with loadDriveOffers). Whoever may record (the company side; a participating
 * approved university for its own students, decisions.md section 20) gets a button per row and the CSV
 * upload; `extra` is the page's own section (a university's reminders) before the offers.
 */
export function DriveDetail({
  drive,
  offers,
  viewer,
  backHref,
  extra,
}: {
  drive: DriveDetailData;
  offers: DriveOffersView | null;
  viewer: DriveViewer;
  backHref: string;
  extra?: ReactNode;
}) {
  const roster = drive.roster ?? [];
  const canRecord = (offers?.institutes.length ?? 0) > 0 && drive.status !== "cancelled";
  const recording = recordingView(drive.id, roster, offers?.offers ?? [], canRecord);
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
            <DriveRoundTable key={round.id} round={round} recording={recording} />
          ))}
        </div>
      </HeadedSection>

      <div className="mt-10 space-y-10">
        <RoundResultsPanel
          driveId={drive.id}
          rounds={roster.map(({ id, name, position }) => ({ id, name, position }))}
          institutes={canRecord ? (offers?.institutes ?? []) : null}
          oneByOne={viewer !== "university"}
        />
        {extra}
        <OffersPanel driveId={drive.id} viewer={viewer} data={offers} />
      </div>
    </article>
  );
}
