import type { Metadata } from "next";
import { loadAcademicsLocked, loadCandidateProfile } from "@/lib/candidate-profile/loaders/profile";
import { loadDocumentViews } from "@/lib/candidate-profile/loaders/document-views";
import { DocumentViews } from "@/components/candidate-profile/document-views";
import { ProfileWizard } from "@/components/candidate-profile/profile-wizard";
import { CandidateSkillsEditor } from "@/components/skills/candidate-skills-editor";
import { candidateSkillsKey } from "@/lib/skills/rules/levels";
import { safeNextPath } from "@/lib/site/next-path";
import { PROFILE_STEPS } from "@/lib/candidate-profile/schemas/steps";

export const metadata: Metadata = { title: "My Profile" };

type Props = { searchParams: Promise<{ next?: string | string[]; step?: string | string[] }> };

export default async function CandidateProfilePage({ searchParams }: Props) {
  // `?next=/jobs/{id}` (decisions.md section 19): after the submit completes the profile, back there.
  const { next: nextParam, step: stepParam } = await searchParams;
  const next = safeNextPath(nextParam);
  // `?step=job-profile` (a link to add skills) opens that step; anything else resumes where they left off.
  const stepIndex = PROFILE_STEPS.findIndex((name) => name === stepParam);
  const [candidate, views, academicsLocked] = await Promise.all([loadCandidateProfile(), loadDocumentViews(), loadAcademicsLocked()]);
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="section-title">My Profile</h1>
      <p className="mt-2 text-slate-600">
        Complete all four steps so employers can consider you. You can save and come back at any time.
      </p>
      {next && !candidate.profile.isProfileCompleted ? (
        <p className="mt-2 text-slate-600">When you submit the last step, we take you back to continue your application.</p>
      ) : null}
      <div className="mt-8">
        <ProfileWizard
          initial={candidate}
          next={next}
          initialStep={stepIndex === -1 ? undefined : stepIndex}
          academicsLocked={academicsLocked}
          skillsEditor={
            <CandidateSkillsEditor
              // New saved skills (a refresh after the resume's were accepted) remount it with them.
              key={candidateSkillsKey(candidate.profile.skills, candidate.profile.discoverable)}
              initialSkills={candidate.profile.skills}
              initialDiscoverable={candidate.profile.discoverable}
            />
          }
        />
      </div>
      <DocumentViews initial={views} />
    </div>
  );
}
