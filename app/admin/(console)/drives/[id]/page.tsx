import type { Metadata } from "next";
import { loadDriveDetail } from "@/lib/campus/drive-loaders";
import { DriveDetail } from "@/components/campus/drive-detail";

export const metadata: Metadata = { title: "Campus drive" };

// One drive for an admin: every institute's students round by round, the results and the offers.
export default async function AdminDrivePage({ params }: { params: Promise<{ id: string }> }) {
  const drive = await loadDriveDetail("Admin", (await params).id);
  return <DriveDetail drive={drive} viewer="admin" backHref="/admin/drives" />;
}
