import type { Metadata } from "next";
import { loadProfilePage } from "@/lib/candidate-profile/loaders/profile";
import { DocumentViews } from "@/components/candidate-profile/document-views";
import { ProfileView } from "@/components/candidate-profile/profile-view";
import { ProfileWizard } from "@/components/candidate-profile/profile-wizard";
import { CandidateSkillsEditor } from "@/components/skills/candidate-skills-editor";
import { candidateSkillsKey } from "@/lib/skills/rules/levels";
import type { SearchParams } from "@/lib/validations/common";

export const metadata: Metadata = { title: "My Profile" };

type Props = { searchParams: Promise<SearchParams> };

/**
 * A complete profile opens as a profile (the read view); its "Edit" links (`?step=kyc`), an incomplete
 * profile and `?step=job-profile` (a link to add skills) open the wizard. `?next=/jobs/{id}`
 * (decisions.md section 19): after the submit completes the profile, back there.
 */
export default async function CandidateProfilePage({ searchParams }: Props) {
  const { candidate, academicsLocked, views, next, view } = await loadProfilePage(await searchParams);
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="section-title">My Profile</h1>
      {view.mode === "profile" ? (
        <>
          <p className="mt-2 text-slate-600">Your profile is complete. Use Edit on a section to change it.</p>
          <div className="mt-8">
            <ProfileView candidate={candidate} />
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-600">
            {candidate.profile.isProfileCompleted
              ? "Change what you need: each step is kept when you press Next or Submit."
              : "Complete all four steps so employers can consider you. You can save and come back at any time."}
          </p>
          {next && !candidate.profile.isProfileCompleted ? (
            <p className="mt-2 text-slate-600">When you submit the last step, we take you back to continue your application.</p>
          ) : null}
          <div className="mt-8">
            <ProfileWizard
              initial={candidate}
              next={next}
              initialStep={view.step}
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
        </>
      )}
      <DocumentViews initial={views} />
    </div>
  );
}
