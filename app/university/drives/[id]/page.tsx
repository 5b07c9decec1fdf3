import type { Metadata } from "next";
import { loadDriveDetail } from "@/lib/campus/loaders/drives";
import { loadDriveOffers } from "@/lib/campus/loaders/offers";
import { DriveDetail } from "@/components/campus/drive-detail";

export const metadata: Metadata = { title: "Placement drive" };

// One drive the university is invited to: its own students, round by round, and their offers.
export default async function UniversityDrivePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [drive, offers] = await Promise.all([loadDriveDetail("University", id), loadDriveOffers(id)]);
  return (
    <div className="container-page py-10 sm:py-14">
      <DriveDetail drive={drive} offers={offers} viewer="university" backHref="/university/drives" />
    </div>
  );
}
