import type { ReactNode } from "react";
import Link from "next/link";
import { BadgeCheck } from "lucide-react";
import type { CandidateWithProfile } from "@/lib/candidate-profile/contract";
import { companyLabel, experienceLabel, noticePeriodLabel, yearlyRupees } from "@/lib/candidate-profile/rules";
import { profileStepPath } from "@/lib/candidate-profile/schemas/profile-page";
import { STEP_TITLES } from "@/lib/candidate-profile/schemas/steps";
import { certificatePath } from "@/lib/certificates/rules";
import type { CandidateSkillJson } from "@/lib/skills/contract";
import { levelWord, sourceWords } from "@/lib/skills/rules/levels";

// A complete profile opens as a profile (docs/decisions/0051): every section of the wizard, read-only,
// in the wizard's order and with its step names, each with an "Edit" link opening the wizard at that
// step. Skills show at once, verified ones linking to their certificate. Data comes as props.

type Profile = CandidateWithProfile["profile"];
type Row = { term: string; value: ReactNode };

const NOT_GIVEN = <span className="text-slate-500">Not given</span>;
const text = (value: string | number | null | undefined): ReactNode => (value === null || value === undefined || value === "" ? NOT_GIVEN : value);

/** A stored file's link, named by what it is ("View File (Resume)"), as the wizard's file fields name it. */
function fileLink(href: string | null, label: string): ReactNode {
  if (!href) return NOT_GIVEN;
  return (
    <a href={href} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-4">
      View File<span className="sr-only"> ({label})</span>
    </a>
  );
}

function Section({ id, title, step, rows, children }: { id: string; title: string; step: number; rows?: Row[]; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <Link href={profileStepPath(step)} className="btn-outline px-3 py-1.5 text-sm">
          Edit<span className="sr-only"> {title}</span>
        </Link>
      </div>
      {rows ? (
        <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.term} className="min-w-0">
              <dt className="text-sm font-semibold text-slate-600">{row.term}</dt>
              <dd className="mt-0.5 break-words whitespace-pre-line text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </section>
  );
}

function personalRows(candidate: CandidateWithProfile): Row[] {
  const p = candidate.profile;
  return [
    { term: "Full Name", value: candidate.fullName },
    { term: "Email", value: candidate.email },
    { term: "Mobile", value: text(candidate.mobile) },
    { term: "Gender", value: text(p.gender) },
    { term: "Date of Birth", value: text(p.dob) },
    { term: "Sub Location", value: text(p.subLocation) },
    { term: "Marital Status", value: text(p.maritalStatus) },
    { term: "Languages", value: text(p.language.join(", ")) },
    { term: "English Fluency", value: text(p.englishFluency) },
    { term: "Current Address", value: text(p.currentAddress) },
    { term: "Permanent Address", value: text(p.permanentAddress) },
  ];
}

function kycRows(p: Profile): Row[] {
  const documents = [
    { term: "PAN Card", number: p.panCardNumber, file: p.panCardFile, fileLabel: "PAN Card Image" },
    { term: "Driving License", number: p.drivingLicenseNumber, file: p.drivingLicenseFile, fileLabel: "Driving License Image" },
    { term: "Passport", number: p.passPortNumber, file: p.passPortFile, fileLabel: "Passport Image" },
  ];
  return documents.map((doc) => ({
    term: doc.term,
    value:
      doc.number || doc.file ? (
        <span className="flex flex-wrap gap-x-3">
          {text(doc.number)}
          {fileLink(doc.file, doc.fileLabel)}
        </span>
      ) : (
        NOT_GIVEN
      ),
  }));
}

function jobRows(p: Profile): Row[] {
  const rupees = (amount: number | null) => (amount === null ? NOT_GIVEN : yearlyRupees(amount));
  return [
    { term: "Work Experience", value: text(experienceLabel(p)) },
    { term: "Resume", value: fileLink(p.resumeFile, "Resume") },
    { term: "Current Company", value: text(companyLabel(p)) },
    { term: "Previous Company", value: text(p.previousCompany) },
    { term: "Role", value: text(p.role) },
    { term: "Sub Role", value: text(p.subRole) },
    { term: "Industry", value: text(p.industry) },
    { term: "Job Type", value: text(p.jobType) },
    { term: "Preferred Location", value: text(p.prefferedLocation) },
    ...(p.isFresher ? [] : [{ term: "Current Salary", value: rupees(p.currentSalary) }]),
    { term: "Expected Salary", value: rupees(p.expectedSalary) },
    { term: "Notice Period", value: p.noticePeriodDays === null ? NOT_GIVEN : noticePeriodLabel(p.noticePeriodDays) },
  ];
}

function educationRows(p: Profile): Row[] {
  return [
    { term: "Course", value: text(p.course) },
    { term: "Passing Year", value: text(p.passingYear) },
    { term: "Marks", value: text(p.marks) },
  ];
}

function SkillItem({ skill }: { skill: CandidateSkillJson }) {
  const verified = skill.source === "verified";
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2.5">
      <span className="font-medium text-slate-900">
        {skill.name} <span className="font-normal text-slate-600">· {levelWord(skill.level)}</span>
      </span>
      {verified && skill.certificateCode ? (
        <Link
          href={certificatePath(skill.certificateCode)}
          aria-label={`Verified: the certificate for ${skill.name}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-green-800 underline underline-offset-4"
        >
          <BadgeCheck aria-hidden="true" className="size-4" />
          Verified
        </Link>
      ) : (
        <span className="text-sm text-slate-600">{sourceWords(skill)}</span>
      )}
    </li>
  );
}

/** The read view of a complete profile. */
export function ProfileView({ candidate }: { candidate: CandidateWithProfile }) {
  const p = candidate.profile;
  const [personal, kyc, job, education] = STEP_TITLES;
  return (
    <div className="space-y-6">
      {p.isProfileCompleted ? (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
          <BadgeCheck aria-hidden="true" className="size-4" />
          Profile Completed
        </p>
      ) : null}
      <Section id="profile-personal" title={personal} step={0} rows={personalRows(candidate)} />
      <Section id="profile-kyc" title={kyc} step={1} rows={kycRows(p)} />
      <Section id="profile-job" title={job} step={2} rows={jobRows(p)} />
      {/* The skills editor sits on the Job Profile step: Edit opens it there. */}
      <Section id="profile-skills" title="Skills" step={2}>
        {p.skills.length ? (
          <ul aria-label="Your skills" className="mt-3 divide-y divide-slate-100">
            {p.skills.map((skill) => (
              <SkillItem key={skill.skillId} skill={skill} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-600">No skills yet. Add them so matching jobs find you.</p>
        )}
        <p className="mt-3 text-sm text-slate-600">
          {p.discoverable ? "Employers can find you by your skills." : "Employers cannot find you by your skills (you can turn this on under Edit)."}
        </p>
      </Section>
      <Section id="profile-education" title={education} step={3} rows={educationRows(p)} />
    </div>
  );
}
