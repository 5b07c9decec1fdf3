import type { Metadata } from "next";
import { loadDriveDetail } from "@/lib/campus/loaders/drives";
import { loadDriveOffers } from "@/lib/campus/loaders/offers";
import { DriveDetail } from "@/components/campus/drive-detail";

export const metadata: Metadata = { title: "Campus drive" };

// One drive for an admin: every institute's students round by round, the results and the offers.
export default async function AdminDrivePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [drive, offers] = await Promise.all([loadDriveDetail("Admin", id), loadDriveOffers(id)]);
  return <DriveDetail drive={drive} offers={offers} viewer="admin" backHref="/admin/drives" />;
}
