import { GraduationCap } from "lucide-react";
import type { DeskCandidateDetail } from "@/lib/desk/contract";
import { ENROLMENT_STATUS_LABELS, experienceText } from "@/lib/desk/rules/candidate-search";
import { formatDate, formatDay } from "@/lib/format/date";
import { levelWord, sourceWords } from "@/lib/skills/rules/levels";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedSection } from "@/components/ui/headed-section";
import { StatusBadge } from "@/components/ui/status-badge";
import { VerifiedSkillMark } from "@/components/ui/verified-skill-mark";
import { TRAINEE_TEXT } from "@/components/desk/desk-candidate-results";
import { SubmittalStatusBadge } from "@/components/desk/submittal-status-badge";

const SECTION_HEADING = "mb-3 text-lg font-semibold text-slate-900";

/**
 * A candidate as the desk sees them (/desk/candidates/[id]): who they are, their skills and where each
 * comes from, their valid certificates, their training and the desk's submittals of them. Never a
 * contact detail or document: those reach a company only once it accepts a submittal.
 */
export function DeskCandidateProfile({ candidate }: { candidate: DeskCandidateDetail }) {
  const { name, city, workExperience, role, subRole, course, passingYear, trainee, discoverable, skills, certificates, enrolments, submittals } = candidate;
  const facts: [string, string | null][] = [
    ["City", city],
    ["Experience", experienceText(workExperience)],
    ["Role", [role, subRole].filter(Boolean).join(", ") || null],
    ["Course", course],
    ["Passing year", passingYear === null ? null : String(passingYear)],
  ];
  return (
    <div className="space-y-8">
      <div>
        <h1 className="section-title flex flex-wrap items-center gap-3">
          {name}
          {trainee ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
              <GraduationCap aria-hidden="true" className="size-4" />
              {TRAINEE_TEXT}
            </span>
          ) : null}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {discoverable ? "Lets employers find them." : "Not open to employers' searches: seen here as a TalentBridge trainee."} Contact details stay private until a company accepts a submittal.
        </p>
      </div>

      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className="mt-0.5 text-slate-900">{value ?? "Not given"}</dd>
          </div>
        ))}
      </dl>

      <HeadedSection headingId="candidate-skills" title="Skills" headingClassName={SECTION_HEADING}>
        {skills.length === 0 ? (
          <EmptyState>No skills listed yet.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {skills.map((skill) => (
              <li key={skill.skillId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{skill.name}</span>
                  {skill.source === "verified" ? <VerifiedSkillMark /> : null}
                </span>
                <span className="text-sm text-slate-600">
                  {levelWord(skill.level)} · {skill.source === "verified" ? sourceWords(skill) : skill.source === "resume" ? "From their resume" : "Added by the candidate"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </HeadedSection>

      <HeadedSection headingId="candidate-certificates" title="Certificates" headingClassName={SECTION_HEADING}>
        {certificates.length === 0 ? (
          <EmptyState>No TalentBridge certificate yet.</EmptyState>
        ) : (
          <ul className="space-y-2">
            {certificates.map((certificate) => (
              <li key={certificate.code} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
                <span className="font-semibold text-slate-900">{certificate.programme}</span>
                <span className="text-sm text-slate-600">
                  {" "}
                  · {certificate.code} · issued {formatDate(certificate.issuedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </HeadedSection>

      <HeadedSection headingId="candidate-training" title="Training" headingClassName={SECTION_HEADING}>
        {enrolments.length === 0 ? (
          <EmptyState>Not enrolled in any batch.</EmptyState>
        ) : (
          <ul className="space-y-2">
            {enrolments.map((enrolment) => (
              <li key={`${enrolment.batch}-${enrolment.startDate}`} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3">
                <span>
                  <span className="font-semibold text-slate-900">{enrolment.programme}</span>
                  <span className="text-sm text-slate-600">
                    {" "}
                    · {enrolment.batch}, from {formatDay(enrolment.startDate)}
                  </span>
                </span>
                <StatusBadge status={enrolment.status} label={ENROLMENT_STATUS_LABELS[enrolment.status] ?? enrolment.status} tone={enrolment.status === "completed" ? "green" : "slate"} size="md" />
              </li>
            ))}
          </ul>
        )}
      </HeadedSection>

      <HeadedSection headingId="candidate-submittals" title="Submittals" headingClassName={SECTION_HEADING}>
        {submittals.length === 0 ? (
          <EmptyState>Not put forward for any job yet.</EmptyState>
        ) : (
          <ul className="space-y-2">
            {submittals.map((submittal) => (
              <li key={submittal.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3">
                <span>
                  <span className="font-semibold text-slate-900">{submittal.job.post}</span>
                  <span className="text-sm text-slate-600">
                    {" "}
                    · {submittal.job.company} · {formatDate(submittal.createdAt)}
                  </span>
                </span>
                <SubmittalStatusBadge status={submittal.status} />
              </li>
            ))}
          </ul>
        )}
      </HeadedSection>
    </div>
  );
}
