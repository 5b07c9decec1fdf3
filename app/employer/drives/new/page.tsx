import type { Metadata } from "next";
import { loadDriveForm } from "@/lib/campus/loaders/drives";
import { NewDriveForm } from "@/components/campus/new-drive-form";
import { NewItemPage } from "@/components/ui/new-item-page";

export const metadata: Metadata = { title: "New campus drive" };

// A new placement drive of the company (decisions.md section 18): each university chosen is invited.
export default async function NewEmployerDrivePage() {
  const load = await loadDriveForm("Employer");
  return (
    <div className="container-page py-10 sm:py-14">
      <NewItemPage
        back={{ href: "/employer/drives", label: "All drives" }}
        title="New campus drive"
        intro="Each university you choose is invited by e-mail; its students see the drive once it accepts."
      >
        <NewDriveForm load={load} askCompany={false} basePath="/employer/drives" />
      </NewItemPage>
    </div>
  );
}
