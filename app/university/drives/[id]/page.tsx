import type { Metadata } from "next";
import { loadDriveDetail } from "@/lib/campus/loaders/drives";
import { loadDriveOffers, loadUnregistered } from "@/lib/campus/loaders/offers";
import type { SearchParams } from "@/lib/validations/common";
import { DriveDetail } from "@/components/campus/drive-detail";
import { UnregisteredStudents } from "@/components/campus/unregistered-students";

export const metadata: Metadata = { title: "Placement drive" };

// One drive the university is invited to: its own students, round by round, with the placement officer's
// buttons once it takes part (decisions.md section 20), the eligible students who have not registered,
// and their offers.
export default async function UniversityDrivePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { id } = await params;
  const [drive, offers, unregistered] = await Promise.all([loadDriveDetail("University", id), loadDriveOffers(id), loadUnregistered(id, await searchParams)]);
  return (
    <div className="container-page py-10 sm:py-14">
      <DriveDetail
        drive={drive}
        offers={offers}
        viewer="university"
        backHref="/university/drives"
        extra={unregistered ? <UnregisteredStudents driveId={drive.id} data={unregistered} open={drive.status === "open"} /> : null}
      />
    </div>
  );
}
