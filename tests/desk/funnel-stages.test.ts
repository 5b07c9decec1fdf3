// The funnel counts everyone who REACHED a step (decisions.md section 20): people who skip stages (an
// offer without an interview, a hire straight from screening, a rejection after the interview) count
// for every step before the one they reached, so no step ever exceeds the one before it; the medians
// still count only people who went through both steps.
import { describe, expect, it, vi } from "vitest";
import type { FunnelJson, FunnelRow } from "@/lib/desk/contract/common";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { callRoute } = await import("@/tests/helpers/call-route");
const { createEmployer, createJob, createUser } = await import("@/tests/factories");
const { agencySubmittal } = await import("@/tests/desk/agency-fixtures");
const { GET } = await import("@/app/api/v1/desk/reports/funnel/route");

const STEPS = ["submitted", "accepted", "interviewed", "offered", "hired"] as const;
const countsOf = (row: Omit<FunnelRow, "id" | "name">) => STEPS.map((step) => row[step]);

describe("GET desk/reports/funnel with people who skip stages", () => {
  it("counts each person at every step up to the one they reached: the funnel never goes up", async () => {
    const recruiter = await createUser({ role: "Recruiter", name: "Ravi Kumar" });
    const other = await createUser({ role: "Recruiter", name: "Meera Shah" });
    const { employer } = await createEmployer({ orgName: "Skipping Co" });
    const job = await createJob({ employerId: employer.id, post: "QA Engineer" });
    const createdAt = new Date("2026-10-10T06:00:00.000Z");

    // Offered without an interview, then hired.
    await agencySubmittal(job.id, recruiter.id, "Offer Direct", { createdAt, steps: [{ to: "offered", days: 2 }, { to: "hired", days: 1 }] });
    // Hired straight from screening (older data, or a company that skipped every step).
    await agencySubmittal(job.id, recruiter.id, "Hire Direct", { createdAt, steps: [{ to: "hired", days: 5 }] });
    // Interviewed, then rejected: reached the interview, nothing after.
    await agencySubmittal(job.id, recruiter.id, "Rejected Later", { createdAt, steps: [{ to: "interview", days: 1 }, { to: "rejected", days: 1 }] });
    // Shortlisted, then offered: skips the interview only.
    await agencySubmittal(job.id, other.id, "Shortlist Offer", { createdAt, steps: [{ to: "shortlisted", days: 1 }, { to: "offered", days: 1 }] });
    // Every step in order (3, 4 and 2 days between them).
    await agencySubmittal(job.id, other.id, "Every Step", { createdAt, steps: [{ to: "interview", days: 3 }, { to: "offered", days: 4 }, { to: "hired", days: 2 }] });
    // Accepted and still at screening; consented but not decided; not answered.
    await agencySubmittal(job.id, other.id, "At Screening", { createdAt });
    await agencySubmittal(job.id, other.id, "With Company", { createdAt, status: "submitted" });
    await agencySubmittal(job.id, other.id, "Not Asked Yet", { createdAt, status: "awaiting_consent" });

    const res = await callRoute(GET, { as: recruiter, path: "/api/v1/desk/reports/funnel?from=2026-10-01&to=2026-10-31" });
    expect(res.status).toBe(200);
    const funnel = res.body.response as FunnelJson;

    expect(countsOf(funnel.total)).toEqual([7, 6, 5, 4, 3]);
    const byName = Object.fromEntries(funnel.byRecruiter.map((row) => [row.name, countsOf(row)]));
    expect(byName).toEqual({ "Ravi Kumar": [3, 3, 3, 2, 2], "Meera Shah": [4, 3, 2, 2, 1] });
    expect(funnel.byCompany.map((row) => [row.name, ...countsOf(row)])).toEqual([["Skipping Co", 7, 6, 5, 4, 3]]);
    for (const row of [funnel.total, ...funnel.byRecruiter, ...funnel.byCompany]) {
      const counts = countsOf(row);
      for (let step = 1; step < counts.length; step++) expect(counts[step], STEPS[step]).toBeLessThanOrEqual(counts[step - 1]);
    }

    // Medians only over people who went through both steps: the skipped interviews add no 0-day gaps.
    // accepted -> interviewed: Rejected Later (1), Every Step (3) -> 2; interviewed -> offered: Every Step (4);
    // offered -> hired: Offer Direct (1), Every Step (2) -> 1.5.
    expect(funnel.total.medianDays).toMatchObject({ acceptedToInterviewed: 2, interviewedToOffered: 4, offeredToHired: 1.5 });
  });
});
