// One canonical set of employment types and hiring processes (decisions.md section 2). The database
// enum values are FullTime/PartTime/…; people and the JSON API see the labels 'Full Time', 'Walk In'.
import type { EmploymentType, HiringProcess } from "@/lib/generated/prisma/enums";

const EMPLOYMENT_TYPES = [
  { value: "FullTime", label: "Full Time" },
  { value: "PartTime", label: "Part Time" },
  { value: "Contract", label: "Contract" },
  { value: "Internship", label: "Internship" },
] as const satisfies readonly { value: EmploymentType; label: string }[];

const HIRING_PROCESSES = [
  { value: "WalkIn", label: "Walk In" },
  { value: "Online", label: "Online" },
] as const satisfies readonly { value: HiringProcess; label: string }[];

type EmploymentTypeLabel = (typeof EMPLOYMENT_TYPES)[number]["label"];
type HiringProcessLabel = (typeof HIRING_PROCESSES)[number]["label"];

export const EMPLOYMENT_TYPE_LABELS = EMPLOYMENT_TYPES.map((t) => t.label) as [EmploymentTypeLabel, ...EmploymentTypeLabel[]];
export const HIRING_PROCESS_LABELS = HIRING_PROCESSES.map((t) => t.label) as [HiringProcessLabel, ...HiringProcessLabel[]];

// Folding case, spaces, hyphens and underscores lets 'Full-time', 'full time', 'FULL_TIME' and 'FullTime' all match.
const fold = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, "");

/** The enum value for any accepted spelling of an employment type, or null. */
export function parseEmploymentType(value: string): EmploymentType | null {
  const key = fold(value);
  if (!key) return null;
  return EMPLOYMENT_TYPES.find((t) => fold(t.value) === key || fold(t.label) === key)?.value ?? null;
}

/** The enum value for any accepted spelling of a hiring process ('Walk In', 'walk-in', 'WalkIn', 'Online'), or null. */
export function parseHiringProcess(value: string): HiringProcess | null {
  const key = fold(value);
  if (!key) return null;
  return HIRING_PROCESSES.find((t) => fold(t.value) === key || fold(t.label) === key)?.value ?? null;
}

export function employmentTypeLabel(value: EmploymentType): EmploymentTypeLabel {
  return EMPLOYMENT_TYPES.find((t) => t.value === value)!.label;
}

export function hiringProcessLabel(value: HiringProcess): HiringProcessLabel {
  return HIRING_PROCESSES.find((t) => t.value === value)!.label;
}

/** schema.org JobPosting employmentType values (Google for Jobs). */
export function schemaOrgEmploymentType(value: EmploymentType): "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "INTERN" {
  return ({ FullTime: "FULL_TIME", PartTime: "PART_TIME", Contract: "CONTRACTOR", Internship: "INTERN" } as const)[value];
}

// Filter options of spec section 9 (employment types replaced by the canonical set, decisions.md section 2).
export const POST_OPTIONS = ["Project Manager", "Backend Developer", "Software Developer", "Graphic Designer"] as const;
export const QUALIFICATION_FILTER_OPTIONS = ["B.E", "B.Tech", "Diploma"] as const;
/** Suggested qualifications on the post-a-job form (spec section 9). */
export const QUALIFICATION_SUGGESTIONS = ["B.Tech", "M.Tech", "Diploma", "HSC", "SSC"] as const;
