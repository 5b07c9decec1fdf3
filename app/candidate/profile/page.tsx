import type { Metadata } from "next";
import { loadCandidateProfile } from "@/lib/candidate-profile/loaders/profile";
import { loadDocumentViews } from "@/lib/candidate-profile/loaders/document-views";
import { DocumentViews } from "@/components/candidate-profile/document-views";
import { ProfileWizard } from "@/components/candidate-profile/profile-wizard";

export const metadata: Metadata = { title: "My Profile" };

export default async function CandidateProfilePage() {
  const [candidate, views] = await Promise.all([loadCandidateProfile(), loadDocumentViews()]);
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="section-title">My Profile</h1>
      <p className="mt-2 text-slate-600">
        Complete all four steps so employers can consider you. You can save and come back at any time.
      </p>
      <div className="mt-8">
        <ProfileWizard initial={candidate} />
      </div>
      <DocumentViews initial={views} />
    </div>
  );
}
