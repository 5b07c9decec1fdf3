import type { ReactNode } from "react";
import { GraduationCap } from "lucide-react";
import type { DeskCandidateDetail } from "@/lib/desk/contract/common";
import { ENROLMENT_STATUS_LABELS, experienceText } from "@/lib/desk/rules/candidate-search";
import { formatDate, formatDay } from "@/lib/format/date";
import { levelWord, sourceWords } from "@/lib/skills/rules/levels";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedSection } from "@/components/ui/headed-section";
import { StatusBadge } from "@/components/ui/status-badge";
import { VerifiedSkillMark } from "@/components/ui/verified-skill-mark";
import { TRAINEE_TEXT } from "@/components/desk/desk-candidate-results";
import { SubmittalStatusBadge } from "@/components/desk/submittal-status-badge";
import { ScreeningFacts } from "@/components/desk/desk-screening";
import { EMPLOYER_STAGE_LABELS } from "@/lib/pipeline/rules";

const SECTION_HEADING = "mb-3 text-lg font-semibold text-slate-900";

/**
 * A candidate as the desk sees them (/desk/candidates/[id]): who they are, what the desk screens a
 * discoverable candidate with (contact details, pay, notice, résumé; decisions.md section 20), their
 * skills and where each comes from, their valid certificates, their training and the desk's submittals
 * of them with where each application stands. A company sees none of the screening part.
 */
export function DeskCandidateProfile({ candidate }: { candidate: DeskCandidateDetail }) {
  const { name, city, workExperience, role, subRole, course, passingYear, trainee, discoverable, screening, skills, certificates, enrolments, submittals } = candidate;
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
          {discoverable
            ? "Lets employers find them: TalentBridge recruiters see their contact details, pay, notice period and résumé below."
            : "Not open to employers' searches: seen here as a TalentBridge trainee, without contact details."}{" "}
          A company sees contact details only once it accepts a submittal.
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

      {screening ? <ScreeningFacts name={name} screening={screening} /> : null}

      <ProfileList id="candidate-skills" title="Skills" items={skills} empty="No skills listed yet." listClassName="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {(skill) => (
          <li key={skill.skillId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">{skill.name}</span>
              {skill.source === "verified" ? <VerifiedSkillMark /> : null}
            </span>
            <span className="text-sm text-slate-600">
              {levelWord(skill.level)} · {skill.source === "verified" ? sourceWords(skill) : skill.source === "resume" ? "From their resume" : "Added by the candidate"}
            </span>
          </li>
        )}
      </ProfileList>

      <ProfileList id="candidate-certificates" title="Certificates" items={certificates} empty="No TalentBridge certificate yet.">
        {(certificate) => <ProfileRow key={certificate.code} title={certificate.programme} detail={`${certificate.code} · issued ${formatDate(certificate.issuedAt)}`} />}
      </ProfileList>

      <ProfileList id="candidate-training" title="Training" items={enrolments} empty="Not enrolled in any batch.">
        {(enrolment) => (
          <ProfileRow
            key={`${enrolment.batch}-${enrolment.startDate}`}
            title={enrolment.programme}
            detail={`${enrolment.batch}, from ${formatDay(enrolment.startDate)}`}
            badge={<StatusBadge status={enrolment.status} label={ENROLMENT_STATUS_LABELS[enrolment.status] ?? enrolment.status} tone={enrolment.status === "completed" ? "green" : "slate"} size="md" />}
          />
        )}
      </ProfileList>

      <ProfileList id="candidate-submittals" title="Submittals" items={submittals} empty="Not put forward for any job yet.">
        {(submittal) => (
          <ProfileRow
            key={submittal.id}
            title={submittal.job.post}
            detail={`${submittal.job.company} · ${formatDate(submittal.createdAt)}${submittal.applicationStatus ? ` · application: ${EMPLOYER_STAGE_LABELS[submittal.applicationStatus]}` : ""}`}
            badge={<SubmittalStatusBadge status={submittal.status} />}
          />
        )}
      </ProfileList>
    </div>
  );
}

/** One part of the profile: its h2, then its items or the sentence that says there are none. */
function ProfileList<T>({
  id,
  title,
  items,
  empty,
  listClassName = "space-y-2",
  children: renderItem,
}: {
  id: string;
  title: string;
  items: readonly T[];
  empty: string;
  listClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <HeadedSection headingId={id} title={title} headingClassName={SECTION_HEADING}>
      {items.length === 0 ? <EmptyState>{empty}</EmptyState> : <ul className={listClassName}>{items.map(renderItem)}</ul>}
    </HeadedSection>
  );
}

/** A certificate, a batch or a submittal: its name, the details after it, and its state on the right. */
function ProfileRow({ title, detail, badge }: { title: string; detail: string; badge?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3">
      <span>
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-600"> · {detail}</span>
      </span>
      {badge}
    </li>
  );
}
