// The university's placement report (decisions.md section 18; GET university/reports/placements): on a
// crafted dataset, the counts per course and in total (eligible only through drives the university
// accepted and that were not cancelled; placed only with a standing accepted offer), medians of odd and
// even counts and the highest salary; another university's students never counted; a year without
// students; the CSV (NIRF/NAAC columns, academic year, formulas neutralised); universities only.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { PlacementsReport } from "@/lib/campus/contract/common";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { callRoute } = await import("@/tests/helpers/call-route");
const { session } = await import("@/tests/helpers/mock-guards");
const { createCandidate, createEmployer, createUser } = await import("@/tests/factories");
const { createDrive, createStudent, createUniversity, offer, register } = await import("@/tests/campus/report-fixtures");
const { PLACEMENT_CSV_HEADER, placementReportCsv, placementReportYears } = await import("@/lib/campus/service/placement-report");
const { GET } = await import("@/app/api/v1/university/reports/placements/route");

const CSE = "B.Tech CSE";
const EVIL = "=cmd|calc";
const YEAR = 2026;

const report = async (as: SessionUser | null, query = `?year=${YEAR}`) => callRoute(GET, { as, path: `/api/v1/university/reports/placements${query}` });
const json = async (as: SessionUser, year = YEAR) => {
  const res = await report(as, `?year=${year}`);
  expect(res.status).toBe(200);
  return res.body.response as PlacementsReport;
};
const byCourse = (data: PlacementsReport) => Object.fromEntries(data.courses.map(({ course, ...row }) => [course, row]));

let officer: SessionUser;
let otherOfficer: SessionUser;

beforeAll(async () => {
  const own = await createUniversity("Own Institute");
  const other = await createUniversity("Other Institute");
  officer = own.user;
  otherOfficer = other.user;
  const u = own.university.id;
  const v = other.university.id;

  // Accepted by both: 60 % and no backlogs.
  const d1 = await createDrive({ universities: [{ id: u, response: "accepted" }, { id: v, response: "accepted" }], courses: [CSE, EVIL], years: [YEAR], minMarks: 60, maxBacklogs: 0, salary: 600_000 });
  // Accepted, no marks or backlog rule, for two years.
  const d2 = await createDrive({ universities: [{ id: u, response: "accepted" }], courses: [CSE], years: [YEAR, YEAR + 1] });
  // Declined by the university, accepted by it but cancelled, accepted only by the other one, pending: none counts.
  await createDrive({ universities: [{ id: u, response: "declined" }], courses: [CSE, EVIL], years: [YEAR] });
  await createDrive({ universities: [{ id: u, response: "accepted" }], courses: [EVIL], years: [YEAR], cancelled: true });
  await createDrive({ universities: [{ id: u, response: "pending" }, { id: v, response: "accepted" }], courses: [EVIL], years: [YEAR] });

  const student = (course: string, marks: number, backlogs = 0, passingYear = YEAR) => createStudent(u, { course, passingYear, marks, backlogs });

  // CSE: all 7 eligible (d2 has no rules); 6 registered and offered; 4 placed.
  const c1 = await student(CSE, 80);
  await register(d1.id, c1.id);
  await register(d2.id, c1.id);
  await offer(d1.id, c1, { salary: 600_000, status: "accepted", joiningStatus: "joined" });
  await offer(d2.id, c1, { salary: 500_000, status: "declined" });
  const c2 = await student(CSE, 55, 2); // only through d2
  await register(d2.id, c2.id);
  await offer(d2.id, c2, { salary: 900_000, status: "accepted" });
  const c3 = await student(CSE, 70);
  await register(d1.id, c3.id);
  await offer(d1.id, c3, { salary: 700_000, status: "accepted", joiningStatus: "revoked" });
  const c4 = await student(CSE, 90);
  await register(d1.id, c4.id);
  await offer(d1.id, c4, { salary: 800_000, status: "pending" });
  const c5 = await student(CSE, 65);
  await register(d2.id, c5.id);
  await offer(d2.id, c5, { salary: 400_000, status: "accepted" });
  await student(CSE, 75); // eligible, never registered
  // Revoked first (the highest salary of all, not counted), then placed again at 4.5 lakh.
  const c8 = await student(CSE, 85);
  await register(d1.id, c8.id);
  await register(d2.id, c8.id);
  await offer(d1.id, c8, { salary: 1_000_000, status: "accepted", joiningStatus: "revoked" });
  await offer(d2.id, c8, { salary: 450_000, status: "accepted" });

  // EVIL: 3 eligible (through d1), registered, offered and placed; e3 and e4 miss d1's rules.
  const e1 = await student(EVIL, 80);
  await register(d1.id, e1.id);
  await offer(d1.id, e1, { salary: 500_000, status: "accepted" });
  const e2 = await student(EVIL, 90);
  await register(d1.id, e2.id);
  await offer(d1.id, e2, { salary: 800_000, status: "accepted", joiningStatus: "deferred" });
  const e5 = await student(EVIL, 60); // exactly the minimum
  await register(d1.id, e5.id);
  await offer(d1.id, e5, { salary: 700_000, status: "accepted", joiningStatus: "joined" });
  await student(EVIL, 50); // below 60: eligible only for the declined, cancelled and other institute's drives
  await student(EVIL, 70, 1); // one backlog

  // Other years of the same university.
  const next = await student(CSE, 80, 0, YEAR + 1);
  await register(d2.id, next.id);
  await offer(d2.id, next, { salary: 1_200_000, status: "accepted" });
  await student(CSE, 80, 0, YEAR - 2);

  // The other university's student of the same course and year, placed through the shared drive.
  const x1 = await createStudent(v, { course: CSE, passingYear: YEAR, marks: 90 });
  await register(d1.id, x1.id);
  await offer(d1.id, x1, { salary: 2_000_000, status: "accepted" });
});

describe("GET university/reports/placements", () => {
  it("counts eligible, registered, offered and placed per course and in total, with median and highest salary", async () => {
    const data = await json(officer);
    expect(data.year).toBe(YEAR);
    expect(data.courses.map((row) => row.course).sort()).toEqual([CSE, EVIL].sort());
    expect(byCourse(data)).toEqual({
      // Placed: 4 lakh, 4.5 lakh, 6 lakh, 9 lakh (an even count: the mean of the middle two).
      [CSE]: { eligible: 7, registered: 6, offered: 6, placed: 4, medianSalary: 525_000, highestSalary: 900_000 },
      // Placed: 5 lakh, 7 lakh, 8 lakh (deferred still counts).
      [EVIL]: { eligible: 3, registered: 3, offered: 3, placed: 3, medianSalary: 700_000, highestSalary: 800_000 },
    });
    expect(data.total).toEqual({ eligible: 10, registered: 9, offered: 9, placed: 7, medianSalary: 600_000, highestSalary: 900_000 });
  });

  it("counts only the university's own students", async () => {
    const theirs = await json(otherOfficer);
    expect(theirs.courses).toEqual([{ course: CSE, eligible: 1, registered: 1, offered: 1, placed: 1, medianSalary: 2_000_000, highestSalary: 2_000_000 }]);
    expect(theirs.total).toEqual({ eligible: 1, registered: 1, offered: 1, placed: 1, medianSalary: 2_000_000, highestSalary: 2_000_000 });
    // The other year's student (d2 covers it) is its own year's.
    const next = await json(officer, YEAR + 1);
    expect(next.courses).toEqual([{ course: CSE, eligible: 1, registered: 1, offered: 1, placed: 1, medianSalary: 1_200_000, highestSalary: 1_200_000 }]);
    const old = await json(officer, YEAR - 2);
    expect(old.total).toEqual({ eligible: 0, registered: 0, offered: 0, placed: 0, medianSalary: null, highestSalary: null });
    expect(old.courses).toEqual([{ course: CSE, eligible: 0, registered: 0, offered: 0, placed: 0, medianSalary: null, highestSalary: null }]);
  });

  it("a year without students answers zeros", async () => {
    expect(await json(officer, 2030)).toEqual({ year: 2030, courses: [], total: { eligible: 0, registered: 0, offered: 0, placed: 0, medianSalary: null, highestSalary: null } });
  });

  it("lists the passing years of the university's students, newest first", async () => {
    expect(await placementReportYears(officer)).toEqual([YEAR + 1, YEAR, YEAR - 2]);
    expect(await placementReportYears(otherOfficer)).toEqual([YEAR]);
  });

  it("400 without a year or with a bad one", async () => {
    for (const query of ["", "?year=", "?year=twenty", "?year=1800", `?year=${YEAR}&format=xml`]) {
      const res = await report(officer, query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
    }
  });

  it("universities only: 401 logged out, 403 for every other role, 404 without an institute profile", async () => {
    expect((await report(null)).status).toBe(401);
    const { user: employer } = await createEmployer();
    const { user: candidate } = await createCandidate();
    for (const role of ["Admin", "Trainer", "Recruiter"] as const) expect((await report(await createUser({ role }))).status).toBe(403);
    for (const someone of [employer, candidate]) {
      const res = await report(someone);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("FORBIDDEN");
    }
    expect((await report(await createUser({ role: "University" }))).status).toBe(404);
  });

  it("answers the same report as a CSV download shaped for NIRF/NAAC with format=csv", async () => {
    session.user = officer;
    const res = await GET(new NextRequest(`http://localhost/api/v1/university/reports/placements?year=${YEAR}&format=csv`), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="placements-2026.csv"');
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe(
      "Academic year,Programme,No. of students eligible for placement,No. of students registered for placement,No. of students offered," +
        "No. of students placed,Median salary of placed graduates (INR per annum),Highest salary (INR per annum)",
    );
    expect(lines[0]).toBe(PLACEMENT_CSV_HEADER.join(","));
    // One row per programme (the formula neutralised), the total last, then the final line end.
    expect(lines.slice(1, 3).sort()).toEqual(["2025-26,'=cmd|calc,3,3,3,3,700000,800000", "2025-26,B.Tech CSE,7,6,6,4,525000,900000"]);
    expect(lines.slice(3)).toEqual(["2025-26,All programmes,10,9,9,7,600000,900000", ""]);
  });
});

describe("placementReportCsv", () => {
  it("writes an empty year as the header and a total of zeros, salaries blank", () => {
    const csv = placementReportCsv({ year: 2030, courses: [], total: { eligible: 0, registered: 0, offered: 0, placed: 0, medianSalary: null, highestSalary: null } });
    expect(csv.split("\r\n").slice(1)).toEqual(["2029-30,All programmes,0,0,0,0,,", ""]);
  });

  it("neutralises formulas and quotes commas in programme names; a half-rupee median stays exact", () => {
    const row = (course: string) => ({ course, eligible: 2, registered: 2, offered: 2, placed: 2, medianSalary: 450_000.5, highestSalary: 500_001 });
    const csv = placementReportCsv({ year: 2000, courses: [row("+SUM(A1)"), row("@now"), row("B.Sc, Physics")], total: row("x") });
    expect(csv.split("\r\n").slice(1, 4)).toEqual([
      "1999-00,'+SUM(A1),2,2,2,2,450000.5,500001",
      "1999-00,'@now,2,2,2,2,450000.5,500001",
      '1999-00,"B.Sc, Physics",2,2,2,2,450000.5,500001',
    ]);
  });
});
