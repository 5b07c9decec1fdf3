import type { Metadata } from "next";
import { DeskCandidateProfile } from "@/components/desk/desk-candidate-profile";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { loadDeskCandidate } from "@/lib/desk/loaders/candidates";

export const metadata: Metadata = { title: "Candidate" };

// One candidate of the desk's pool; anyone else (not discoverable, not a trainee, leaving) is a 404.
export default async function DeskCandidatePage({ params }: { params: Promise<{ id: string }> }) {
  const candidate = await loadDeskCandidate((await params).id);
  return (
    <div className="container-page py-10 sm:py-14">
      <Breadcrumb tone="light" parents={[{ href: "/desk", label: "Staffing desk" }, { href: "/desk/candidates", label: "Candidates" }]} current={candidate.name} />
      <DeskCandidateProfile candidate={candidate} />
    </div>
  );
}
