import type { InterviewerApplicant } from "@/lib/pipeline/contract";
import { NOT_GIVEN, ResumeRow, StageAndName, SummaryRow } from "@/components/pipeline/summary-rows";
import { companyLabel, experienceLabel } from "@/lib/candidate-profile/rules";

/**
 * What an interviewer sees of an assigned applicant (decisions.md section 20): the name, city,
 * experience, current role and company, skills and match, and the résumé. The rest never reaches their page.
 */
export function InterviewerApplicantSummary({ applicant }: { applicant: InterviewerApplicant }) {
  const p = applicant.profile;
  return (
    <dl>
      <StageAndName status={applicant.status} fullName={applicant.fullName} />
      <SummaryRow label="City">{p.subLocation || NOT_GIVEN}</SummaryRow>
      <SummaryRow label="Experience">{experienceLabel(p) ?? NOT_GIVEN}</SummaryRow>
      <SummaryRow label="Current Company">{companyLabel(p) ?? NOT_GIVEN}</SummaryRow>
      <SummaryRow label="Role">{p.role || NOT_GIVEN}</SummaryRow>
      <SummaryRow label="Skills">
        {applicant.topSkills.length
          ? applicant.topSkills.map((skill) => (applicant.verifiedTopSkills.includes(skill) ? `${skill} (verified)` : skill)).join(", ")
          : NOT_GIVEN}
      </SummaryRow>
      {applicant.match ? (
        <SummaryRow label="Match">
          {applicant.match.score}% of the job&apos;s skills
          {applicant.match.missing.length ? `; not yet: ${applicant.match.missing.join(", ")}` : ""}
        </SummaryRow>
      ) : null}
      <ResumeRow href={p.resumeFile} />
    </dl>
  );
}
