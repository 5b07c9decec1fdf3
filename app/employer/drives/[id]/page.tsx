import type { Metadata } from "next";
import { loadDriveDetail } from "@/lib/campus/loaders/drives";
import { loadDriveOffers } from "@/lib/campus/loaders/offers";
import { DriveDetail } from "@/components/campus/drive-detail";

export const metadata: Metadata = { title: "Campus drive" };

// One of the company's drives: who is in which round, the rounds' results and the offers.
export default async function EmployerDrivePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [drive, offers] = await Promise.all([loadDriveDetail("Employer", id), loadDriveOffers(id)]);
  return (
    <div className="container-page py-10 sm:py-14">
      <DriveDetail drive={drive} offers={offers} viewer="company" backHref="/employer/drives" />
    </div>
  );
}
