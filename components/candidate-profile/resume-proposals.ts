import type { ResumeFields } from "@/lib/candidate-profile/contract";
import type { ProfileFormValues } from "@/lib/candidate-profile/schemas/steps";
import type { CandidateSkillJson } from "@/lib/skills/contract";
import { normaliseMobile } from "@/lib/validations/common";

// What a résumé proposes, set against what the profile already holds (docs/decisions/0051): pure, so
// the rules are tested without rendering. The person decides: a proposal fills an EMPTY field only
// when asked; one that differs from a value they gave is shown beside it and changes it only when
// they pick it. The login e-mail is never proposed, and a verified skill is never touched.

/** The wizard's text fields a résumé may fill (the e-mail is the login's: shown, never applied). */
export type ProposedField = "fullName" | "mobile" | "currentCompany" | "role" | "workExperience" | "course" | "passingYear";

const years = (v: string) => `${v} ${v === "1" ? "year" : "years"}`;

/** The rows, as the wizard labels its fields, with the step each field is on (Job Profile is 2). */
export const PROPOSAL_ROWS: readonly { field: ProposedField; label: string; step: number; shown?: (value: string) => string }[] = [
  { field: "fullName", label: "Full Name", step: 0 },
  { field: "mobile", label: "Mobile", step: 0 },
  { field: "currentCompany", label: "Current Company", step: 2 },
  { field: "role", label: "Role", step: 2 },
  { field: "workExperience", label: "Work Experience (years)", step: 2, shown: years },
  { field: "course", label: "Course", step: 3 },
  { field: "passingYear", label: "Passing Year", step: 3 },
];

/**
 * - `empty`: nothing on the profile yet; the résumé's value may fill it.
 * - `same`: the profile already says this.
 * - `differs`: the person gave another value; shown side by side, theirs kept unless they pick the résumé's.
 * - `locked`: verified by their institute (course, passing year): never changed.
 */
export type ProposalState = "empty" | "same" | "differs" | "locked";

export type Proposal = {
  field: ProposedField;
  label: string;
  step: number;
  value: string;
  /** The résumé's value as read ("5 years"). */
  shownValue: string;
  /** What the profile holds now, as read ("" when empty; "Fresher" for a fresher's company). */
  shownCurrent: string;
  state: ProposalState;
};

const fresher = (values: ProfileFormValues) => values.isFresher === "true";

/**
 * What the profile holds for a field. "I am a fresher" is an answer too: a fresher's company and
 * years are not empty, so the résumé never quietly turns a fresher into an employee.
 */
export function currentOf(field: ProposedField, values: ProfileFormValues): string {
  if (fresher(values) && field === "currentCompany") return "Fresher (no current company)";
  if (fresher(values) && field === "workExperience") return "0 years (fresher)";
  return values[field].trim();
}

/** Same value, as a person reads it: case and spacing aside, a mobile by its ten digits. */
export function sameValue(field: ProposedField, a: string, b: string): boolean {
  if (field === "mobile") return (normaliseMobile(a) ?? a.trim()) === (normaliseMobile(b) ?? b.trim());
  const norm = (v: string) => v.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
  return norm(a) === norm(b);
}

/** Every proposal the résumé makes, in the wizard's order, with its state against `values`. */
export function proposalsOf(fields: ResumeFields, values: ProfileFormValues, academicsLocked = false): Proposal[] {
  return PROPOSAL_ROWS.flatMap((row) => {
    const raw = fields[row.field];
    if (raw === undefined || raw === "") return [];
    const value = String(raw);
    const current = currentOf(row.field, values);
    const locked = academicsLocked && (row.field === "course" || row.field === "passingYear");
    const isFresherAnswer = fresher(values) && (row.field === "currentCompany" || row.field === "workExperience");
    const state: ProposalState = locked
      ? "locked"
      : current === ""
        ? "empty"
        : !isFresherAnswer && sameValue(row.field, current, value)
          ? "same"
          : "differs";
    const shownCurrent = current !== "" && row.shown && !isFresherAnswer ? row.shown(current) : current;
    return [{ field: row.field, label: row.label, step: row.step, value, shownValue: row.shown ? row.shown(value) : value, shownCurrent, state }];
  });
}

/**
 * Whether filling `field` from the résumé is allowed without asking: only when it is empty now (read
 * at the moment of the fill, so a value typed meanwhile is never replaced).
 */
export function mayFill(field: ProposedField, values: ProfileFormValues, academicsLocked = false): boolean {
  if (academicsLocked && (field === "course" || field === "passingYear")) return false;
  return currentOf(field, values) === "";
}

/**
 * A value taken from the résumé, applied to the form: a current company or years of work mean the
 * candidate is not a fresher (they picked it, over "I am a fresher").
 */
export function withResumeValue(values: ProfileFormValues, field: ProposedField, value: string): ProfileFormValues {
  const next = { ...values, [field]: value };
  if (field === "currentCompany" || (field === "workExperience" && value !== "0")) next.isFresher = "false";
  return next;
}

/**
 * - `new`: not on the profile; may be added (as "From your résumé").
 * - `listed`: already on the profile (added by the person or an earlier résumé): kept as it is.
 * - `verified`: proved by a certificate: never lowered or replaced.
 */
export type SkillProposal = { skillId: string; name: string; state: "new" | "listed" | "verified" };

export function skillProposalsOf(found: ResumeFields["skills"], onProfile: readonly CandidateSkillJson[]): SkillProposal[] {
  const stored = new Map(onProfile.map((skill) => [skill.skillId, skill.source]));
  return found.map(({ skillId, name }) => {
    const source = stored.get(skillId);
    return { skillId, name, state: source === undefined ? "new" : source === "verified" ? "verified" : "listed" };
  });
}
