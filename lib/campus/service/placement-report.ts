// The university's placement report (decisions.md section 18; GET university/reports/placements): its own
// students of one passing year, per course and in total, counted in SQL in one pass (GROUPING SETS):
// - eligible: meets the rules of at least one drive the university ACCEPTED and that was not cancelled
//   (course in eligibleCourses, passing year in eligibleYears, marks (or CGPA × factor) >= minMarks and backlogs <=
//   maxBacklogs when set). The registration deadline and the offer policy are left out: the question is
//   who the drives were for, not who could still register today;
// - registered: registered for at least one drive (withdrawn or eliminated later still counts);
// - offered: at least one offer, whatever became of it;
// - placed: a standing accepted offer (accepted, joining not revoked; the partial unique index keeps it
//   to one per student), with the median (percentile_cont) and highest salary of those offers.
// The CSV is shaped for the NIRF "Placement & Higher Studies" table and NAAC's placement metric.
import "server-only";
import { effectiveMarksSql } from "@/lib/campus/service/eligibility";
import type { DownloadFile } from "@/lib/api/download";
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { PlacementsReport } from "@/lib/campus/contract/common";
import { academicYear } from "@/lib/campus/rules/common";
import { db } from "@/lib/db";
import { toCsv, type CsvCell } from "@/lib/format/csv";

type Counts = PlacementsReport["total"];

type AggregateRow = {
  level: number;
  course: string | null;
  eligible: number;
  registered: number;
  offered: number;
  placed: number;
  medianSalary: number | null;
  highestSalary: number | null;
};

// GROUPING("course"): 0 = one course, 1 = the total.
const TOTAL = 1;

const EMPTY: Counts = { eligible: 0, registered: 0, offered: 0, placed: 0, medianSalary: null, highestSalary: null };

/** The University row of the caller: 403 for any other role, 404 when the account has no institute profile. */
async function ownUniversityId(user: SessionUser): Promise<string> {
  if (user.role !== "University") throw forbidden();
  const row = await db.university.findUnique({ where: { userId: user.id }, select: { id: true } });
  if (!row) throw notFound("Institute profile not found.");
  return row.id;
}

function aggregate(universityId: string, year: number): Promise<AggregateRow[]> {
  return db.$queryRaw<AggregateRow[]>`
    WITH students AS (
      SELECT s."id", s."course",
        EXISTS (
          SELECT 1 FROM "DriveUniversity" du
          JOIN "Drive" d ON d."id" = du."driveId"
          WHERE du."universityId" = ${universityId} AND du."response" = 'accepted' AND d."cancelledAt" IS NULL
            AND s."course" = ANY (d."eligibleCourses") AND s."passingYear" = ANY (d."eligibleYears")
            AND (d."minMarks" IS NULL OR ${effectiveMarksSql} >= d."minMarks")
            AND (d."maxBacklogs" IS NULL OR s."backlogs" <= d."maxBacklogs")
        ) AS "eligible",
        EXISTS (SELECT 1 FROM "DriveRegistration" r WHERE r."studentId" = s."id") AS "registered",
        EXISTS (SELECT 1 FROM "Offer" o WHERE o."studentId" = s."id") AS "offered",
        (
          SELECT MAX(o."salary") FROM "Offer" o
          WHERE o."studentId" = s."id" AND o."status" = 'accepted' AND o."joiningStatus" IS DISTINCT FROM 'revoked'
        ) AS "placedSalary"
      FROM "Student" s
      WHERE s."universityId" = ${universityId} AND s."passingYear" = ${year}
    )
    SELECT GROUPING(st."course")::int AS "level", st."course",
      (COUNT(*) FILTER (WHERE st."eligible"))::int AS "eligible",
      (COUNT(*) FILTER (WHERE st."registered"))::int AS "registered",
      (COUNT(*) FILTER (WHERE st."offered"))::int AS "offered",
      COUNT(st."placedSalary")::int AS "placed",
      (percentile_cont(0.5) WITHIN GROUP (ORDER BY st."placedSalary"))::float8 AS "medianSalary",
      MAX(st."placedSalary")::int AS "highestSalary"
    FROM students st
    GROUP BY GROUPING SETS ((st."course"), ())
    ORDER BY 1, 2`;
}

const counts = (row: AggregateRow): Counts => ({
  eligible: row.eligible,
  registered: row.registered,
  offered: row.offered,
  placed: row.placed,
  medianSalary: row.medianSalary,
  highestSalary: row.highestSalary,
});

/** GET university/reports/placements (University): the report of the students passing out in `year`. */
export async function placementReport(user: SessionUser, query: { year: number }): Promise<PlacementsReport> {
  const universityId = await ownUniversityId(user);
  const rows = await aggregate(universityId, query.year);
  const total = rows.find((row) => row.level === TOTAL);
  return {
    year: query.year,
    courses: rows.filter((row) => row.level !== TOTAL).map((row) => ({ course: row.course ?? "", ...counts(row) })),
    total: total ? counts(total) : EMPTY,
  };
}

/** The passing years of the university's students, newest first (the report page's choices). */
export async function placementReportYears(user: SessionUser): Promise<number[]> {
  const universityId = await ownUniversityId(user);
  const rows = await db.student.findMany({
    where: { universityId },
    distinct: ["passingYear"],
    select: { passingYear: true },
    orderBy: { passingYear: "desc" },
  });
  return rows.map((row) => row.passingYear);
}

/**
 * The CSV's columns, named as the NIRF "Placement & Higher Studies" return and NAAC's placement metric
 * ask them (academic year, programme, students placed, median salary of placed graduates in rupees a
 * year), with the counts before placement the officer reports beside them.
 */
export const PLACEMENT_CSV_HEADER = [
  "Academic year",
  "Programme",
  "No. of students eligible for placement",
  "No. of students registered for placement",
  "No. of students offered",
  "No. of students placed",
  "Median salary of placed graduates (INR per annum)",
  "Highest salary (INR per annum)",
] as const;

export const PLACEMENT_CSV_TOTAL = "All programmes";

function line(year: string, programme: string, row: Counts): CsvCell[] {
  return [year, programme, row.eligible, row.registered, row.offered, row.placed, row.medianSalary, row.highestSalary];
}

/** The report as CSV: the header, one row per programme, then the total (formulas neutralised by toCsv). */
export function placementReportCsv(report: PlacementsReport): string {
  const year = academicYear(report.year);
  return toCsv([PLACEMENT_CSV_HEADER, ...report.courses.map((row) => line(year, row.course, row)), line(year, PLACEMENT_CSV_TOTAL, report.total)]);
}

/** GET university/reports/placements?format=csv: the same report as a download, placements-<year>.csv. */
export async function placementReportCsvFile(user: SessionUser, query: { year: number }): Promise<DownloadFile> {
  const report = await placementReport(user, query);
  return { bytes: new TextEncoder().encode(placementReportCsv(report)), fileName: `placements-${report.year}.csv` };
}
