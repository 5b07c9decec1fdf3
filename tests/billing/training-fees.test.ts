// Training fees (decisions.md section 21; decision 0057 "Training fees"): PATCH admin/programmes/{id},
// PLAN_REQUIRED, pay_now issuing a training invoice at once (GST by the candidate's state, due in 7 days),
// pay after placement made due by a hire at the least CTC or more within the window (nothing below it or
// after 365 days), lapsing, and one invoice per agreement when two placements race.
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { MyEnrollments } from "@/lib/academy/contract/enrolment";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { callRoute } = await import("@/tests/helpers/call-route");
const { createCandidate, createUser } = await import("@/tests/factories");
const { financeWithSettings } = await import("@/tests/billing/helpers");
const { addDays, createTrainer, dayFromToday, insertBatch } = await import("@/tests/academy/batch-fixtures");
const { offeredAgencyApplication } = await import("@/tests/desk/agency-fixtures");
const { lapseTrainingAgreements, settleTrainingFees } = await import("@/lib/billing/service/training-fees");
const { invoiceMailsTask } = await import("@/lib/billing/tasks/invoice-mails");
const { mailsTo } = await import("@/tests/helpers/outbox");
const programmeRoute = await import("@/app/api/v1/admin/programmes/[id]/route");
const { POST: enrollRoute } = await import("@/app/api/v1/training/batches/[id]/enroll/route");
const { GET: myRoute } = await import("@/app/api/v1/training/my-enrollments/route");
const statusRoute = await import("@/app/api/v1/applications/[id]/status/route");

const FEE = 1_000_000; // ₹10,000
const MIN_CTC = 600_000;

const patchProgramme = (as: SessionUser, id: string, body: unknown) =>
  callRoute(programmeRoute.PATCH, { as, method: "PATCH", path: `/api/v1/admin/programmes/${id}`, params: { id }, body });
const enrol = (as: SessionUser, batchId: string, body?: unknown) =>
  callRoute(enrollRoute, { as, method: "POST", path: `/api/v1/training/batches/${batchId}/enroll`, params: { id: batchId }, ...(body ? { body } : {}) });
const hire = (as: SessionUser, id: string, annualCtc: number) =>
  callRoute(statusRoute.PATCH, { as, method: "PATCH", path: `/api/v1/applications/${id}/status`, params: { id }, body: { status: "hired", from: "offered", annualCtc } });

const finance = await financeWithSettings(); // our company: Maharashtra
const trainer = await createTrainer();
expect((await patchProgramme(finance, "web-technologies", { fee: FEE, payAfterPlacement: { available: true, minAnnualCtc: MIN_CTC } })).status).toBe(200);
expect((await patchProgramme(finance, "it-sectors", { fee: FEE })).status).toBe(200);

const openBatch = (programmeId = "web-technologies") => insertBatch({ programmeId, startDate: dayFromToday(5), endDate: dayFromToday(40), trainerId: trainer.id });
const asUser = async (id: string): Promise<SessionUser> => {
  const user = await db.user.findUniqueOrThrow({ where: { id }, select: { id: true, name: true, email: true, role: true } });
  return user;
};

describe("PATCH admin/programmes/{id}", () => {
  it("Finance and admins set the fee and pay after placement; the programme answers with them; others 403", async () => {
    const admin = await createUser({ role: "Admin" });
    const res = await patchProgramme(admin, "digital-marketing", { fee: 2_500_000, payAfterPlacement: { available: true, minAnnualCtc: 500_000 } });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ id: "digital-marketing", fee: 2_500_000, payAfterPlacement: { available: true, minAnnualCtc: 500_000 } });
    expect((await patchProgramme(admin, "digital-marketing", { payAfterPlacement: { available: true } })).status).toBe(400);
    expect((await patchProgramme(admin, "no-such", { fee: 1 })).status).toBe(404);
    const { user } = await createCandidate();
    expect((await patchProgramme(user, "digital-marketing", { fee: 0 })).status).toBe(403);
  });
});

describe("enrolling in a fee-charging batch", () => {
  it("400 PLAN_REQUIRED without a plan (or a state), and no seat is taken", async () => {
    const batch = await openBatch();
    const { user } = await createCandidate();
    const res = await enrol(user, batch.id);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("PLAN_REQUIRED");
    expect((await enrol(user, batch.id, { plan: "pay_now" })).body.code).toBe("PLAN_REQUIRED");
    expect((await db.batch.findUniqueOrThrow({ where: { id: batch.id } })).seatsTaken).toBe(0);
    expect(await db.enrollment.count({ where: { batchId: batch.id } })).toBe(0);
  });

  it("pay_after_placement where it is not offered: 400 on plan", async () => {
    const batch = await openBatch("it-sectors");
    const { user } = await createCandidate();
    const res = await enrol(user, batch.id, { plan: "pay_after_placement", billingState: "Karnataka" });
    expect(res.status).toBe(400);
    expect(res.body.errors?.plan).toBeDefined();
  });

  it("pay_now issues a training invoice at once: IGST for another state, CGST + SGST for ours, due in 7 days", async () => {
    const batch = await openBatch();
    for (const [state, tax] of [["Karnataka", { igst: 180_000n, cgst: 0n, sgst: 0n }], ["maharashtra", { igst: 0n, cgst: 90_000n, sgst: 90_000n }]] as const) {
      const { user } = await createCandidate();
      const res = await enrol(user, batch.id, { plan: "pay_now", billingState: state });
      expect(res.status).toBe(201);
      const invoice = await db.invoice.findFirstOrThrow({ where: { candidateId: user.id }, include: { lines: true } });
      expect(invoice).toMatchObject({ kind: "training", status: "issued", enrollmentId: (res.body.response as { id: string }).id, taxable: 1_000_000n, total: 1_180_000n, ...tax });
      expect(invoice.number).toMatch(/^TB\/\d\d-\d\d\/\d{5}$/);
      expect(invoice.lines[0]).toMatchObject({ sac: "999293", rate: BigInt(FEE) });
      expect(invoice.dueDate!.getTime() - invoice.issueDate!.getTime()).toBe(7 * 86_400_000);
      const mine = (await callRoute(myRoute, { as: user, path: "/api/v1/training/my-enrollments" })).body.response as MyEnrollments;
      expect(mine.enrollments[0].fee).toEqual({ plan: "pay_now", status: "issued", invoiceId: invoice.id });
    }
  });

  it("the invoice-mails task mails a training invoice issued inside the enrolment, once, with its PDF", async () => {
    const batch = await openBatch("it-sectors");
    const { user } = await createCandidate();
    expect((await enrol(user, batch.id, { plan: "pay_now", billingState: "Karnataka" })).status).toBe(201);
    const invoice = await db.invoice.findFirstOrThrow({ where: { candidateId: user.id } });
    expect(mailsTo(user.email).filter((m) => m.subject.startsWith("Invoice TB/"))).toHaveLength(0);
    await invoiceMailsTask.run({ now: new Date() });
    await invoiceMailsTask.run({ now: new Date() });
    const mailed = mailsTo(user.email).filter((m) => m.subject.startsWith(`Invoice ${invoice.number}`));
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.attachments?.[0]?.filename).toMatch(/\.pdf$/);
  });
});

describe("pay after placement", () => {
  async function agreed() {
    const batch = await openBatch();
    const recruiter = await createUser({ role: "Recruiter" });
    const made = await offeredAgencyApplication(recruiter);
    const application = await db.application.findUniqueOrThrow({ where: { id: made.applicationId }, select: { candidateId: true } });
    const candidate = await asUser(application.candidateId);
    const res = await enrol(candidate, batch.id, { plan: "pay_after_placement", billingState: "Karnataka" });
    expect(res.status).toBe(201);
    return { batch, candidate, employer: made.employer, applicationId: made.applicationId, enrollmentId: (res.body.response as { id: string }).id };
  }
  const agreement = (enrollmentId: string) => db.trainingFeeAgreement.findUniqueOrThrow({ where: { enrollmentId } });

  it("is active with no invoice until a hire at the least CTC or more, which issues the invoice and makes it due", async () => {
    const { candidate, employer, applicationId, enrollmentId } = await agreed();
    expect(await agreement(enrollmentId)).toMatchObject({ status: "active", invoiceId: null, minAnnualCtc: MIN_CTC });
    let mine = (await callRoute(myRoute, { as: candidate, path: "/api/v1/training/my-enrollments" })).body.response as MyEnrollments;
    expect(mine.enrollments[0].fee).toEqual({ plan: "pay_after_placement", status: "active", invoiceId: null });

    expect((await hire(employer, applicationId, 700_000)).status).toBe(200);
    const due = await agreement(enrollmentId);
    expect(due).toMatchObject({ status: "due", placedCtc: 700_000 });
    const invoice = await db.invoice.findUniqueOrThrow({ where: { id: due.invoiceId! } });
    expect(invoice).toMatchObject({ kind: "training", status: "issued", candidateId: candidate.id, igst: 180_000n, total: 1_180_000n });
    mine = (await callRoute(myRoute, { as: candidate, path: "/api/v1/training/my-enrollments" })).body.response as MyEnrollments;
    expect(mine.enrollments[0].fee).toEqual({ plan: "pay_after_placement", status: "due", invoiceId: invoice.id });
  });

  it("a hire below the least CTC bills nothing", async () => {
    const { employer, applicationId, enrollmentId, candidate } = await agreed();
    expect((await hire(employer, applicationId, MIN_CTC - 1)).status).toBe(200);
    expect(await agreement(enrollmentId)).toMatchObject({ status: "active", invoiceId: null });
    expect(await db.invoice.count({ where: { candidateId: candidate.id } })).toBe(0);
  });

  it("a placement more than 365 days after the batch's end bills nothing; the daily run then lapses it (once)", async () => {
    const { batch, candidate, enrollmentId } = await agreed();
    const end = batch.endDate.toISOString().slice(0, 10);
    const lastDay = new Date(`${addDays(end, 365)}T12:00:00+05:30`);
    const after = new Date(`${addDays(end, 366)}T12:00:00+05:30`);
    expect(await db.$transaction((tx) => settleTrainingFees(tx, { candidateId: candidate.id, annualCtc: 900_000, at: after }))).toEqual([]);
    expect(await agreement(enrollmentId)).toMatchObject({ status: "active", invoiceId: null });
    expect(await lapseTrainingAgreements(lastDay)).toBe(0);
    // The other tests' active agreements (same dates) lapse too.
    expect(await lapseTrainingAgreements(after)).toBeGreaterThanOrEqual(1);
    expect(await lapseTrainingAgreements(after)).toBe(0);
    expect(await agreement(enrollmentId)).toMatchObject({ status: "lapsed", invoiceId: null });
    // Lapsed is never billed, even by a later placement.
    expect(await db.$transaction((tx) => settleTrainingFees(tx, { candidateId: candidate.id, annualCtc: 900_000, at: lastDay }))).toEqual([]);
  });

  it("two placements at once issue one invoice", async () => {
    const { candidate, enrollmentId } = await agreed();
    const settle = () => db.$transaction((tx) => settleTrainingFees(tx, { candidateId: candidate.id, annualCtc: 800_000, at: new Date() }), { timeout: 30_000, maxWait: 30_000 });
    const [a, b] = await Promise.all([settle(), settle()]);
    expect([...a, ...b]).toHaveLength(1);
    expect(await db.invoice.count({ where: { candidateId: candidate.id, kind: "training" } })).toBe(1);
    expect((await agreement(enrollmentId)).invoiceId).toBe([...a, ...b][0]);
  });
});
