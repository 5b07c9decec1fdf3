// A student's eligibility for a drive (decisions.md section 18), one rule in one place:
// - the record rules, as SQL over a Student `s` and a Drive `d`: course among the drive's (compared
//   without case or surrounding spaces), passing year among its years, marks at least the minimum (a
//   CGPA counts as CGPA times the institute's cgpaFactor, CGPA_FACTOR unless it set one: decisions.md
//   section 20), backlogs at most the maximum; an empty list or a missing bound is no rule;
// - registration open: the drive's deadline is after `now` (a parameter: the columns are UTC
//   timestamps without a zone, which SQL now() would compare in the session's zone);
// - the institute's offer policy (policy.ts): `policyReasons` for a page of drives, and the same rule
//   as SQL (`policyAllowsSql`) where a whole roster is filtered at once (the notification on accept).
// SQL decides each rule (so lists filter and page in SQL); the words are built here from the row.
import "server-only";
import { formatDate } from "@/lib/format/date";
import { Prisma } from "@/lib/generated/prisma/client";
import { CGPA_FACTOR, DREAM_FACTOR } from "@/lib/campus/schemas/common";
import { policyReasons, type StandingOffer } from "@/lib/campus/service/policy";

/** The rule columns of a drive row, selected by `ruleColumnsSql`. */
export type RuleFlags = { courseOk: boolean; yearOk: boolean; marksOk: boolean; backlogsOk: boolean; open: boolean };

/** The student's record as the words quote it: marks or CGPA (the other null), and the factor a CGPA counts by. */
export type StudentRecord = { course: string; passingYear: number; marks: number | null; cgpa: number | null; cgpaFactor: number; backlogs: number };

/** The drive's rules as the words quote them. */
export type DriveRules = {
  id: string;
  eligibleCourses: string[];
  eligibleYears: number[];
  minMarks: number | null;
  maxBacklogs: number | null;
  salary: number | null;
  registrationCloses: Date;
};

const courseOk = Prisma.sql`(cardinality(d."eligibleCourses") = 0 OR lower(btrim(s."course")) IN (SELECT lower(btrim(c)) FROM unnest(d."eligibleCourses") c))`;
const yearOk = Prisma.sql`(cardinality(d."eligibleYears") = 0 OR s."passingYear" = ANY (d."eligibleYears"))`;
/** SQL: the factor a CGPA of the institute `s` studies at counts by. */
export const cgpaFactorSql = Prisma.sql`COALESCE((SELECT f."cgpaFactor" FROM "University" f WHERE f."id" = s."universityId"), ${CGPA_FACTOR}::numeric)`;
/** SQL: the marks of student `s` as a drive's minimum compares them: their marks, or their CGPA times the factor. */
export const effectiveMarksSql = Prisma.sql`COALESCE(s."marks", s."cgpa" * ${cgpaFactorSql})`;
const marksOk = Prisma.sql`(d."minMarks" IS NULL OR ${effectiveMarksSql} >= d."minMarks")`;
const backlogsOk = Prisma.sql`(d."maxBacklogs" IS NULL OR s."backlogs" <= d."maxBacklogs")`;

/** SQL: the student `s` meets the record rules of drive `d` (no deadline, no policy). */
export const recordEligibleSql = Prisma.sql`(${courseOk} AND ${yearOk} AND ${marksOk} AND ${backlogsOk})`;

/** SQL: registration for drive `d` is open at `now`. */
export const registrationOpenSql = (now: Date) => Prisma.sql`(d."registrationCloses" > ${now})`;

/** SQL select list: one boolean column per rule (see RuleFlags). */
export const ruleColumnsSql = (now: Date) =>
  Prisma.sql`${courseOk} AS "courseOk", ${yearOk} AS "yearOk", ${marksOk} AS "marksOk", ${backlogsOk} AS "backlogsOk", ${registrationOpenSql(now)} AS "open"`;

/**
 * SQL: the offer policy of the student's institute `un` lets student `s` into drive `d` (policy.ts in
 * SQL): no standing accepted offer, or under `dream` a drive paying at least DREAM_FACTOR times it.
 * An offer of this very drive never keeps the student out of it.
 */
export const policyAllowsSql = Prisma.sql`NOT EXISTS (
  SELECT 1 FROM "Offer" o
  WHERE o."studentId" = s."id" AND o."status" = 'accepted' AND o."joiningStatus" IS DISTINCT FROM 'revoked' AND o."driveId" <> d."id"
    AND (un."policy" = 'one_offer' OR d."salary" IS NULL OR d."salary" < CEIL(o."salary" * ${DREAM_FACTOR}::numeric)))`;

/** "60", "72.5": marks as people write them. */
const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/** "yours are 55%", or "your CGPA 6.2 counts as 58.9% (6.2 × 9.5)". */
function yourMarks(student: StudentRecord): string {
  if (student.marks !== null || student.cgpa === null) return `yours are ${percent(student.marks ?? 0)}`;
  const factor = Number(student.cgpaFactor.toFixed(2));
  return `your CGPA ${Number(student.cgpa.toFixed(2))} counts as ${percent(student.cgpa * factor)} (CGPA × ${factor})`;
}

/** "Nov 22, 2026": the deadline's day in India. */
export const closedOn = (registrationCloses: Date) => formatDate(registrationCloses.toISOString());

export const closedReason = (registrationCloses: Date) => `Registration closed on ${closedOn(registrationCloses)}.`;

/** Each record rule the student misses, in words (the flags come from SQL). */
export function recordReasons(flags: RuleFlags, student: StudentRecord, drive: DriveRules): string[] {
  const reasons: string[] = [];
  if (!flags.courseOk) reasons.push(`Your course (${student.course}) is not among: ${drive.eligibleCourses.join(", ")}.`);
  if (!flags.yearOk) reasons.push(`Your passing year (${student.passingYear}) is not among: ${drive.eligibleYears.join(", ")}.`);
  if (!flags.marksOk && drive.minMarks !== null) reasons.push(`Minimum marks ${percent(drive.minMarks)}; ${yourMarks(student)}.`);
  if (!flags.backlogsOk && drive.maxBacklogs !== null) {
    reasons.push(`At most ${drive.maxBacklogs} ${drive.maxBacklogs === 1 ? "backlog" : "backlogs"} allowed; you have ${student.backlogs}.`);
  }
  return reasons;
}

/** The policy's words for this drive; an offer of this very drive is no reason against it. */
export function drivePolicyReasons(policy: "one_offer" | "dream", offer: StandingOffer, drive: DriveRules): string[] {
  return policyReasons(policy, offer && offer.driveId !== drive.id ? offer : null, drive.salary);
}

/** Every reason, the deadline included: what the student's drive card lists. */
export function allReasons(flags: RuleFlags, student: StudentRecord, drive: DriveRules, policy: "one_offer" | "dream", offer: StandingOffer): string[] {
  return [...recordReasons(flags, student, drive), ...drivePolicyReasons(policy, offer, drive), ...(flags.open ? [] : [closedReason(drive.registrationCloses)])];
}
