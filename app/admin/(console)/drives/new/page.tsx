import type { Metadata } from "next";
import { loadDriveForm } from "@/lib/campus/loaders/drives";
import { NewDriveForm } from "@/components/campus/new-drive-form";
import { NewItemPage } from "@/components/ui/new-item-page";

export const metadata: Metadata = { title: "New campus drive" };

// A drive an admin runs for a company (decisions.md section 18): the company is named, each university invited.
export default async function NewAdminDrivePage() {
  const load = await loadDriveForm("Admin");
  return (
    <NewItemPage
      back={{ href: "/admin/drives", label: "All drives" }}
      title="New campus drive"
      intro="Each university chosen is invited by e-mail; its students see the drive once it accepts."
    >
      <NewDriveForm load={load} askCompany basePath="/admin/drives" />
    </NewItemPage>
  );
}
