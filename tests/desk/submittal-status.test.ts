// Submittals, decisions.md section 20: the lists carry `applicationStatus` (null until the company accepts,
// then where the application stands as it moves: interview, offered, hired, or rejected) on the desk's
// list, a candidate's profile on the desk and the company's list; and the candidate consents seeing the
// job's title, company, city and pay, with a link to the job (the page's data, the notification, the mail).
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { CandidateSubmittalsPage, CompanySubmittal, DeskCandidateDetail, DeskSubmittalsPage, SubmittalJson } from "@/lib/desk/contract/common";
import type { SessionUser } from "@/lib/auth/types";
import { mailsTo } from "@/tests/helpers/outbox";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { PITCH, candidateList, companyList, deskList, review, submit, submitted, world } = await import("@/tests/desk/submittal-fixtures");
const { call } = await import("@/tests/pipeline/helpers");
const statusRoute = await import("@/app/api/v1/applications/[id]/status/route");
const profileRoute = await import("@/app/api/v1/desk/candidates/[id]/route");

const move = (as: SessionUser, id: string, body: Record<string, unknown>) => call(statusRoute.PATCH, { as, method: "PATCH", params: { id }, body });

describe("applicationStatus on submittal lists", () => {
  it("is null until accepted, then follows the application through interview, offered and hired", async () => {
    const w = await world();
    const id = await submitted(w);
    const statusOnDesk = async () => ((await deskList(w.recruiter)).body.response as DeskSubmittalsPage).submittals.find((s) => s.id === id)?.applicationStatus;
    const statusAtCompany = async () => ((await companyList(w.owner, w.job.id)).body.response as { submittals: CompanySubmittal[] }).submittals[0].applicationStatus;
    expect(await statusOnDesk()).toBeNull();
    expect(await statusAtCompany()).toBeNull();

    const accepted = (await review(w.owner, id, { decision: "accept" })).body.response as CompanySubmittal;
    expect(accepted.applicationStatus).toBe("screening");
    const applicationId = accepted.applicationId!;
    for (const [from, to] of [
      ["screening", "interview"],
      ["interview", "offered"],
      ["offered", "hired"],
    ] as const) {
      expect((await move(w.owner, applicationId, { status: to, from, ...(to === "hired" ? { annualCtc: 900000 } : {}) })).status).toBe(200);
      expect(await statusOnDesk()).toBe(to);
      expect(await statusAtCompany()).toBe(to);
    }
    const detail = (await callRoute(w.recruiter, w.candidate.id)).body.response as DeskCandidateDetail;
    expect(detail.submittals).toEqual([expect.objectContaining({ id, status: "accepted", applicationStatus: "hired" })]);
    const mine = (await candidateList(w.candidate)).body.response as CandidateSubmittalsPage;
    expect(mine.submittals[0]).toMatchObject({ id, status: "accepted", applicationStatus: "hired" });
  });

  it("says a rejected application as rejected, and stays null for a submittal the company rejected", async () => {
    const w = await world({ orgName: "Globex Rejects" });
    const id = await submitted(w);
    const { applicationId } = (await review(w.owner, id, { decision: "accept" })).body.response as CompanySubmittal;
    expect((await move(w.owner, applicationId!, { status: "rejected", reason: "not_qualified" })).status).toBe(200);
    const list = (await deskList(w.recruiter, "?status=accepted")).body.response as DeskSubmittalsPage;
    expect(list.submittals).toEqual([expect.objectContaining({ id, status: "accepted", applicationStatus: "rejected" })]);

    const other = await world({ orgName: "Initech", post: "QA Lead" });
    const turnedDown = await submitted(other);
    expect((await review(other.owner, turnedDown, { decision: "reject", reason: "position_filled" })).status).toBe(200);
    const rejected = ((await deskList(other.recruiter)).body.response as DeskSubmittalsPage).submittals[0];
    expect(rejected).toMatchObject({ id: turnedDown, status: "rejected", applicationStatus: null });
  });
});

describe("the candidate's consent", () => {
  it("shows the job's title, company, city and pay (the range when given), with a link to the job", async () => {
    const w = await world();
    await db.job.update({ where: { id: w.job.id }, data: { salaryMin: 600000, salaryMax: 900000, salaryCurrency: "INR", salaryUnit: "YEAR" } });
    const created = await submit(w.recruiter, { jobId: w.job.id, candidateId: w.candidate.id, pitch: PITCH });
    expect(created.status).toBe(201);
    const id = (created.body.response as SubmittalJson).id;

    const page = (await candidateList(w.candidate)).body.response as CandidateSubmittalsPage;
    expect(page.submittals[0]).toMatchObject({
      id,
      job: { id: w.job.id, post: "Data Engineer", company: "Acme Tools", city: "Pune", payroll: "6-8 LPA", salary: { min: 600000, max: 900000, currency: "INR", unit: "YEAR" } },
    });

    const [note] = await db.notification.findMany({ where: { userId: w.candidate.id } });
    expect(note.body).toContain("Data Engineer at Acme Tools, Pune; pay: ₹6,00,000 – ₹9,00,000 a year.");
    const [mail] = mailsTo(w.candidate.email);
    expect(mail.text).toContain("Data Engineer at Acme Tools (Pune)");
    expect(mail.text).toContain("Pay: ₹6,00,000 – ₹9,00,000 a year");
    expect(mail.text).toContain(`/jobs/${w.job.id}`);
    expect(mail.html).toContain(`/jobs/${w.job.id}`);
  });

  it("says the company's pay text when the job has no structured range", async () => {
    const w = await world({ orgName: "Plain Pay Ltd" });
    await submit(w.recruiter, { jobId: w.job.id, candidateId: w.candidate.id, pitch: PITCH });
    const [note] = await db.notification.findMany({ where: { userId: w.candidate.id } });
    expect(note.body).toContain("pay: 6-8 LPA");
    const page = (await candidateList(w.candidate)).body.response as CandidateSubmittalsPage;
    expect(page.submittals[0].job).toMatchObject({ payroll: "6-8 LPA", salary: null });
  });
});

/** GET desk/candidates/{id} as `as`. */
async function callRoute(as: SessionUser, id: string) {
  return call(profileRoute.GET, { as, path: `/api/v1/desk/candidates/${id}`, params: { id } });
}
