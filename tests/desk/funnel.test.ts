// The desk's funnel (decisions.md section 17; GET desk/reports/funnel): counts and medians per
// recruiter, per company and in total on a crafted dataset, the India-day range (both ends), the
// defaults, the CSV (header, rows, formulas neutralised, RFC 4180 quoting), recruiters only, bad ranges.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { FunnelJson } from "@/lib/desk/contract/common";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { callRoute } = await import("@/tests/helpers/call-route");
const { session } = await import("@/tests/helpers/mock-guards");
const { createCandidate, createEmployer, createJob, createUser } = await import("@/tests/factories");
const { agencySubmittal } = await import("@/tests/desk/agency-fixtures");
const { funnelCsv, FUNNEL_CSV_HEADER } = await import("@/lib/desk/rules/funnel-csv");
const { addDays } = await import("@/lib/desk/rules/placements");
const { formatIndiaDay } = await import("@/lib/format/date");
const { GET } = await import("@/app/api/v1/desk/reports/funnel/route");

const RANGE = "?from=2026-09-01&to=2026-09-30";
const EVIL = '=cmd|"calc", Globex';
const at = (iso: string) => new Date(iso);

const report = async (as: SessionUser | null, query = RANGE) => callRoute(GET, { as, path: `/api/v1/desk/reports/funnel${query}` });

let ravi: SessionUser;
let meera: SessionUser;

beforeAll(async () => {
  ravi = await createUser({ role: "Recruiter", name: "Ravi Kumar" });
  meera = await createUser({ role: "Recruiter", name: "Meera Shah" });
  const acme = (await createEmployer({ orgName: "Acme Tools" })).employer;
  const globex = (await createEmployer({ orgName: EVIL })).employer;
  const acmeJob = await createJob({ employerId: acme.id, post: "QA Engineer" });
  const globexJob = await createJob({ employerId: globex.id, post: "Data Analyst" });
  const mid = at("2026-09-10T06:00:00.000Z");

  // Ravi. R1: every step (2, 3, 4 and 2 days between them).
  await agencySubmittal(acmeJob.id, ravi.id, "R One", {
    createdAt: mid,
    reviewedAfterDays: 2,
    steps: [{ to: "interview", days: 3 }, { to: "offered", days: 4 }, { to: "hired", days: 2 }],
  });
  // R2: accepted after 4.25 days, interviewed a day later.
  await agencySubmittal(acmeJob.id, ravi.id, "R Two", { createdAt: mid, reviewedAfterDays: 4.25, steps: [{ to: "interview", days: 1 }] });
  await agencySubmittal(globexJob.id, ravi.id, "R Three", { createdAt: mid, status: "rejected" });
  await agencySubmittal(globexJob.id, ravi.id, "R Four", { createdAt: mid, status: "awaiting_consent" });
  await agencySubmittal(acmeJob.id, ravi.id, "R Five", { createdAt: mid, status: "declined" });
  // The range's last minutes in India (23:45 on the 30th) count; 00:15 on 1 October does not.
  await agencySubmittal(globexJob.id, ravi.id, "R Six", { createdAt: at("2026-09-30T18:15:00.000Z"), status: "submitted" });
  await agencySubmittal(globexJob.id, ravi.id, "R Seven", { createdAt: at("2026-09-30T18:45:00.000Z"), status: "submitted" });
  // 23:45 on 31 August in India: before the range.
  await agencySubmittal(acmeJob.id, ravi.id, "R Before", { createdAt: at("2026-08-31T18:15:00.000Z"), steps: [{ to: "interview", days: 1 }] });

  // Meera. M1: accepted after a day, interviewed 2 days later, offered 6 days after that.
  await agencySubmittal(globexJob.id, meera.id, "M One", { createdAt: mid, reviewedAfterDays: 1, steps: [{ to: "interview", days: 2 }, { to: "offered", days: 6 }] });
  // M2: offered without an interview, hired a day later.
  await agencySubmittal(globexJob.id, meera.id, "M Two", { createdAt: mid, reviewedAfterDays: 3, steps: [{ to: "offered", days: 5 }, { to: "hired", days: 1 }] });
  await agencySubmittal(acmeJob.id, meera.id, "M Three", { createdAt: mid, status: "submitted" });
  // 00:15 on 1 September in India: the range's first minutes.
  await agencySubmittal(acmeJob.id, meera.id, "M Four", { createdAt: at("2026-08-31T18:45:00.000Z"), status: "submitted" });

  // A recruiter whose account is gone.
  await agencySubmittal(acmeJob.id, null, "X One", { createdAt: mid, status: "submitted" });
});

describe("GET desk/reports/funnel", () => {
  it("counts each step and the median days between steps per recruiter, per company and in total", async () => {
    const res = await report(meera);
    expect(res.status).toBe(200);
    const funnel = res.body.response as FunnelJson;
    expect(funnel.from).toBe("2026-09-01");
    expect(funnel.to).toBe("2026-09-30");
    expect(funnel.total).toEqual({
      submitted: 9,
      accepted: 4,
      // R1, R2, M1, and M2, who was offered without an interview: reaching the offer counts the interview step too.
      interviewed: 4,
      offered: 3,
      hired: 2,
      // [2, 4.25, 1, 3] -> 2.5; [3, 1, 2] -> 2; [4, 6] -> 5; [2, 1] -> 1.5
      medianDays: { submittedToAccepted: 2.5, acceptedToInterviewed: 2, interviewedToOffered: 5, offeredToHired: 1.5 },
    });
    // Most submitted first, then by name.
    expect(funnel.byRecruiter.map((row) => [row.name, row.submitted, row.accepted, row.interviewed, row.offered, row.hired])).toEqual([
      ["Meera Shah", 4, 2, 2, 2, 1],
      ["Ravi Kumar", 4, 2, 2, 1, 1],
      ["Former recruiter", 1, 0, 0, 0, 0],
    ]);
    const byName = Object.fromEntries(funnel.byRecruiter.map((row) => [row.name, row]));
    // [2, 4.25] -> 3.125, rounded to one decimal.
    expect(byName["Ravi Kumar"].medianDays).toEqual({ submittedToAccepted: 3.1, acceptedToInterviewed: 2, interviewedToOffered: 4, offeredToHired: 2 });
    expect(byName["Meera Shah"].medianDays).toEqual({ submittedToAccepted: 2, acceptedToInterviewed: 2, interviewedToOffered: 6, offeredToHired: 1 });
    expect(byName["Ravi Kumar"].id).toBe(ravi.id);
    expect(byName["Former recruiter"]).toMatchObject({ id: "none", medianDays: { submittedToAccepted: null, acceptedToInterviewed: null, interviewedToOffered: null, offeredToHired: null } });

    expect(funnel.byCompany.map((row) => [row.name, row.submitted, row.accepted, row.interviewed, row.offered, row.hired])).toEqual([
      ["Acme Tools", 5, 2, 2, 1, 1],
      [EVIL, 4, 2, 2, 2, 1],
    ]);
    expect(funnel.byCompany[0].medianDays).toEqual({ submittedToAccepted: 3.1, acceptedToInterviewed: 2, interviewedToOffered: 4, offeredToHired: 2 });
    expect(funnel.byCompany[1].medianDays).toEqual({ submittedToAccepted: 2, acceptedToInterviewed: 2, interviewedToOffered: 6, offeredToHired: 1 });
  });

  it("covers the India days asked for: a range of one day, and an empty one", async () => {
    const firstDay = (await report(ravi, "?from=2026-09-01&to=2026-09-01")).body.response as FunnelJson;
    expect(firstDay.total.submitted).toBe(1);
    expect(firstDay.byRecruiter.map((row) => row.name)).toEqual(["Meera Shah"]);
    const august = (await report(ravi, "?from=2026-08-31&to=2026-08-31")).body.response as FunnelJson;
    expect(august.total).toMatchObject({ submitted: 1, accepted: 1, interviewed: 1 });
    const empty = (await report(ravi, "?from=2025-01-01&to=2025-01-31")).body.response as FunnelJson;
    expect(empty).toEqual({
      from: "2025-01-01",
      to: "2025-01-31",
      total: { submitted: 0, accepted: 0, interviewed: 0, offered: 0, hired: 0, medianDays: { submittedToAccepted: null, acceptedToInterviewed: null, interviewedToOffered: null, offeredToHired: null } },
      byRecruiter: [],
      byCompany: [],
    });
  });

  it("defaults to the 90 days up to today (India), or the 90 days ending on `to`", async () => {
    const today = formatIndiaDay(new Date());
    const plain = (await report(ravi, "")).body.response as FunnelJson;
    expect([plain.from, plain.to]).toEqual([addDays(today, -89), today]);
    const toOnly = (await report(ravi, "?to=2026-09-30")).body.response as FunnelJson;
    expect([toOnly.from, toOnly.to]).toEqual(["2026-07-03", "2026-09-30"]);
    // September's nine and the one of 31 August.
    expect(toOnly.total.submitted).toBe(10);
    const blank = await report(ravi, "?from=&to=");
    expect(blank.status).toBe(200);
  });

  it("400 for a bad range", async () => {
    const bad = ["?from=2026-09-30&to=2026-09-01", "?from=2026-02-30&to=2026-03-10", "?from=yesterday", "?from=2000-01-01&to=2026-09-30", "?format=xml", `?from=${addDays(formatIndiaDay(new Date()), 5)}`];
    for (const query of bad) {
      const res = await report(ravi, query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
    }
  });

  it("recruiters only: 401 logged out, 403 for every other role", async () => {
    expect((await report(null)).status).toBe(401);
    const { user: employer } = await createEmployer();
    const { user: candidate } = await createCandidate();
    for (const role of ["Admin", "Trainer", "University"] as const) expect((await report(await createUser({ role }))).status).toBe(403);
    for (const other of [employer, candidate]) expect((await report(other)).status).toBe(403);
  });

  it("answers the same report as a CSV download with format=csv", async () => {
    session.user = ravi;
    const res = await GET(new NextRequest(`http://localhost/api/v1/desk/reports/funnel${RANGE}&format=csv`), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="funnel-2026-09-01-to-2026-09-30.csv"');
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe(FUNNEL_CSV_HEADER.join(","));
    expect(lines[0]).toBe(
      "scope,name,submitted,accepted,interviewed,offered,hired,median_days_submitted_to_accepted,median_days_accepted_to_interviewed,median_days_interviewed_to_offered,median_days_offered_to_hired",
    );
    expect(lines.slice(1)).toEqual([
      "total,All,9,4,4,3,2,2.5,2,5,1.5",
      "recruiter,Meera Shah,4,2,2,2,1,2,2,6,1",
      "recruiter,Ravi Kumar,4,2,2,1,1,3.1,2,4,2",
      "recruiter,Former recruiter,1,0,0,0,0,,,,",
      "company,Acme Tools,5,2,2,1,1,3.1,2,4,2",
      `company,"'=cmd|""calc"", Globex",4,2,2,2,1,2,2,6,1`,
      "",
    ]);
  });
});

describe("funnelCsv", () => {
  const counts = { submitted: 1, accepted: 0, interviewed: 0, offered: 0, hired: 0, medianDays: { submittedToAccepted: null, acceptedToInterviewed: null, interviewedToOffered: null, offeredToHired: null } };
  const row = (name: string) => ({ id: name, name, ...counts });

  it("neutralises formulas (= + - @, tab) and quotes commas, quotes and line breaks", () => {
    const csv = funnelCsv({
      from: "2026-09-01",
      to: "2026-09-30",
      total: counts,
      byRecruiter: [row("=cmd"), row("+SUM(A1)"), row("-2+3"), row("@now"), row("\tTabbed"), row("Plain Name")],
      byCompany: [row("Smith, Jones & Co"), row('The "Best" Ltd'), row("Two\nLines")],
    });
    expect(csv.split("\r\n").slice(2, -1)).toEqual([
      "recruiter,'=cmd,1,0,0,0,0,,,,",
      "recruiter,'+SUM(A1),1,0,0,0,0,,,,",
      "recruiter,'-2+3,1,0,0,0,0,,,,",
      "recruiter,'@now,1,0,0,0,0,,,,",
      "recruiter,'\tTabbed,1,0,0,0,0,,,,",
      "recruiter,Plain Name,1,0,0,0,0,,,,",
      'company,"Smith, Jones & Co",1,0,0,0,0,,,,',
      'company,"The ""Best"" Ltd",1,0,0,0,0,,,,',
      'company,"Two\nLines",1,0,0,0,0,,,,',
    ]);
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});
