// Submittals (decisions.md section 17), the whole path: the recruiter submits (201 awaiting_consent, the
// candidate notified and mailed), the company sees nothing until the candidate agrees, then sees a profile
// without contact details, and accepts (the agency application at screening, in one transaction) or
// rejects with a reason. Refusals: the pool (404), a closed job, ALREADY_APPLIED at submit and at accept,
// ALREADY_SUBMITTED (also two recruiters at once), another's submittal (404), decided twice (409).
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { CandidateSubmittalsPage, CompanySubmittal, DeskSubmittalsPage, SubmittalJson } from "@/lib/desk/contract/common";
import { createEmployer, createUser } from "@/tests/factories";
import { mailsTo } from "@/tests/helpers/outbox";
import { createMatchCandidate } from "@/tests/matching/fixtures";
import { insertBatch, dayFromToday } from "@/tests/academy/batch-fixtures";
import { addMember } from "@/tests/teams/helpers";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { PITCH, candidateList, companyList, consent, deskList, review, snapshot, submit, submitted, world } = await import("@/tests/desk/submittal-fixtures");
const { getJobApplicants } = await import("@/lib/pipeline/service/applicants");

describe("the whole path", () => {
  it("submit, consent, the company's view without contact details, accept: the agency application at screening", async () => {
    const w = await world();
    const created = await submit(w.recruiter, { jobId: w.job.id, candidateId: w.candidate.id, pitch: PITCH });
    expect(created.status).toBe(201);
    const submittal = created.body.response as SubmittalJson;
    expect(submittal).toMatchObject({ status: "awaiting_consent", pitch: PITCH, job: { id: w.job.id, post: "Data Engineer", company: "Acme Tools" }, candidate: { id: w.candidate.id, name: "Priya Nair" }, recruiter: { name: "Riya Recruiter" }, applicationId: null });

    const [asked] = await db.notification.findMany({ where: { userId: w.candidate.id } });
    expect(asked).toMatchObject({ title: "TalentBridge would like to put you forward for Data Engineer at Acme Tools", link: "/candidate/submittals" });
    const [consentMail] = mailsTo(w.candidate.email);
    expect(consentMail.subject).toBe("TalentBridge would like to put you forward for Data Engineer at Acme Tools");
    expect(consentMail.text).toContain(PITCH);
    expect(consentMail.text).toContain("/candidate/submittals");

    // Nothing reaches the company before the candidate agrees: not the list, not a review, not a mail.
    expect((await companyList(w.owner, w.job.id)).body.response).toEqual({ submittals: [] });
    expect((await review(w.owner, submittal.id, { decision: "accept" })).status).toBe(404);
    expect(mailsTo(w.owner.email)).toHaveLength(0);

    const mineBefore = (await candidateList(w.candidate)).body.response as CandidateSubmittalsPage;
    expect(mineBefore.submittals).toEqual([
      expect.objectContaining({
        id: submittal.id,
        status: "awaiting_consent",
        pitch: PITCH,
        applicationStatus: null,
        job: { id: w.job.id, post: "Data Engineer", company: "Acme Tools", city: "Pune", payroll: expect.any(String), salary: null },
      }),
    ]);

    const agreed = await consent(w.candidate, submittal.id, true);
    expect(agreed.status).toBe(200);
    expect(agreed.body.response).toMatchObject({ id: submittal.id, status: "submitted" });
    for (const contact of [w.owner, w.member]) {
      const notes = await db.notification.findMany({ where: { userId: contact.id } });
      expect(notes).toEqual([expect.objectContaining({ title: "TalentBridge has put forward a candidate for Data Engineer", link: `/employer/submittals?jobId=${w.job.id}` })]);
      const [mail] = mailsTo(contact.email);
      expect(mail.subject).toBe("TalentBridge has put forward a candidate for Data Engineer");
      expect(mail.text).toContain(PITCH);
      expect(mail.text).toContain("3 years of experience");
      expect(mail.text).toMatch(/\/submittals\/review\?token=[^&\s]+&decision=accept/);
      expect(mail.text).toMatch(/\/submittals\/review\?token=[^&\s]+&decision=reject/);
      expect(mail.text).toContain(`/employer/applicant/${w.job.id}`);
      expect(mail.text).not.toContain(w.candidate.email);
      expect(mail.text).not.toContain("9876543210");
    }
    expect(mailsTo(w.interviewer.email)).toHaveLength(0);
    const told = await db.notification.findMany({ where: { userId: w.recruiter.id } });
    expect(told.map((n) => n.title)).toEqual(["Priya Nair agreed to be put forward for Data Engineer"]);

    const seen = await companyList(w.member, w.job.id);
    expect(seen.status).toBe(200);
    const [shown] = (seen.body.response as { submittals: CompanySubmittal[] }).submittals;
    expect(Object.keys(shown.candidate).sort()).toEqual(["city", "name", "skills", "workExperience"]);
    expect(shown).toMatchObject({ id: submittal.id, status: "submitted", pitch: PITCH, recruiter: { name: "Riya Recruiter" }, applicationId: null, candidate: { name: "Priya Nair", city: "Pune", workExperience: 3 } });
    expect(shown.candidate.skills).toEqual([{ name: w.A.name, level: 4, verified: true }]);
    const raw = JSON.stringify(seen.body);
    for (const secret of [w.candidate.email, "9876543210", "12 Test Street", "ABCPS1234K"]) expect(raw).not.toContain(secret);

    const accepted = await review(w.owner, submittal.id, { decision: "accept" });
    expect(accepted.status).toBe(200);
    const decided = accepted.body.response as CompanySubmittal;
    expect(decided.status).toBe("accepted");
    const application = await db.application.findUniqueOrThrow({ where: { id: decided.applicationId! }, include: { events: true } });
    expect(application).toMatchObject({ jobId: w.job.id, candidateId: w.candidate.id, status: "screening", source: "agency" });
    expect(application.events).toEqual([expect.objectContaining({ from: null, to: "screening", actorRole: "Employer", actorId: w.owner.id, actorTeamRole: "owner" })]);
    expect(await db.submittal.findUniqueOrThrow({ where: { id: submittal.id } })).toMatchObject({ status: "accepted", reviewedById: w.owner.id, applicationId: application.id });

    const candidateMails = mailsTo(w.candidate.email);
    expect(candidateMails.at(-1)?.subject).toBe("Acme Tools would like to consider you for Data Engineer");
    expect(await db.notification.count({ where: { userId: w.candidate.id, title: "Acme Tools would like to consider you for Data Engineer", link: `/candidate/applications/${application.id}` } })).toBe(1);
    expect(mailsTo(w.recruiter.email).map((m) => m.subject)).toEqual(["Priya Nair agreed to be put forward for Data Engineer", "Acme Tools accepted Priya Nair for Data Engineer"]);

    // The applicants list marks it; a second decision is stale.
    const applicants = await getJobApplicants(w.owner, { jobId: w.job.id, page: 1 } as Parameters<typeof getJobApplicants>[1]);
    expect(applicants.candidates).toEqual([expect.objectContaining({ applicationId: application.id, source: "agency", status: "screening" })]);
    const again = await review(w.member, submittal.id, { decision: "reject", reason: "other" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("STALE_STATE");
    expect(again.body.message).toBe("This candidate has already been reviewed.");

    const desk = (await deskList(w.recruiter, "?status=accepted")).body.response as DeskSubmittalsPage;
    expect(desk).toMatchObject({ total: 1, hasNextPage: false, submittals: [{ id: submittal.id, status: "accepted", applicationId: application.id }] });
  });

  it("declined: the company never sees it, the recruiter is told, and it cannot be submitted again", async () => {
    const w = await world();
    const id = ((await submit(w.recruiter, { jobId: w.job.id, candidateId: w.candidate.id, pitch: PITCH })).body.response as SubmittalJson).id;
    const declined = await consent(w.candidate, id, false);
    expect(declined.body.response).toMatchObject({ status: "declined" });
    expect((await companyList(w.owner, w.job.id)).body.response).toEqual({ submittals: [] });
    expect((await review(w.owner, id, { decision: "accept" })).status).toBe(404);
    expect(mailsTo(w.owner.email)).toHaveLength(0);
    expect(await db.notification.count({ where: { userId: w.owner.id } })).toBe(0);
    expect(mailsTo(w.recruiter.email).map((m) => m.subject)).toEqual(["Priya Nair declined to be put forward for Data Engineer"]);
    expect(((await deskList(w.recruiter, "?status=declined")).body.response as DeskSubmittalsPage).submittals.map((s) => s.id)).toEqual([id]);

    const twice = await consent(w.candidate, id, true);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("INVALID_TRANSITION");
    const again = await submit(w.recruiter, { jobId: w.job.id, candidateId: w.candidate.id, pitch: "Once more" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "ALREADY_SUBMITTED", message: "This candidate has already been put forward for this job." });
  });

  it("reject needs a reason (400); with one, the candidate hears kind words and the reason", async () => {
    const w = await world();
    const id = await submitted(w);
    const bare = await review(w.owner, id, { decision: "reject" });
    expect(bare.status).toBe(400);
    expect(bare.body.errors?.reason).toBe("Please choose a reason");
    expect((await review(w.owner, id, { decision: "reject", reason: "nonsense" })).status).toBe(400);
    expect((await db.submittal.findUniqueOrThrow({ where: { id } })).status).toBe("submitted");

    const rejected = await review(w.member, id, { decision: "reject", reason: "position_filled" });
    expect(rejected.body.response).toMatchObject({ status: "rejected", applicationId: null });
    expect(await db.submittal.findUniqueOrThrow({ where: { id } })).toMatchObject({ rejectReason: "position_filled", reviewedById: w.member.id });
    const last = mailsTo(w.candidate.email).at(-1)!;
    expect(last.subject).toBe("An update on Data Engineer at Acme Tools");
    expect(last.text).toContain("Position filled");
    expect(mailsTo(w.recruiter.email).at(-1)?.subject).toBe("Acme Tools rejected Priya Nair for Data Engineer");
    expect(await db.application.count({ where: { jobId: w.job.id } })).toBe(0);
  });
});

describe("refusals", () => {
  it("two recruiters submitting the same candidate at once: one 201, one 409 ALREADY_SUBMITTED", async () => {
    const w = await world();
    const other = await createUser({ role: "Recruiter", name: "Other Recruiter" });
    const body = { jobId: w.job.id, candidateId: w.candidate.id, pitch: PITCH };
    const answers = await Promise.all([submit(w.recruiter, body), submit(other, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)?.body.code).toBe("ALREADY_SUBMITTED");
    expect(await db.submittal.count({ where: { jobId: w.job.id } })).toBe(1);
    expect(await db.notification.count({ where: { userId: w.candidate.id } })).toBe(1);
    expect(mailsTo(w.candidate.email)).toHaveLength(1);
  });

  it("ALREADY_APPLIED at submit, and at accept (the candidate applied meanwhile: nothing changes)", async () => {
    const w = await world();
    const applicant = await createMatchCandidate({ name: "Direct Applicant" });
    await db.application.create({ data: { jobId: w.job.id, candidateId: applicant.id } });
    const early = await submit(w.recruiter, { jobId: w.job.id, candidateId: applicant.id, pitch: PITCH });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: "ALREADY_APPLIED", message: "This candidate has already applied to this job." });

    const id = await submitted(w);
    await db.application.create({ data: { jobId: w.job.id, candidateId: w.candidate.id } });
    const before = await snapshot(id, w.job.id);
    const late = await review(w.owner, id, { decision: "accept" });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("ALREADY_APPLIED");
    expect(await snapshot(id, w.job.id)).toEqual(before);
    expect(await db.application.count({ where: { jobId: w.job.id, source: "agency" } })).toBe(0);
  });

  it("the pool: hidden, withdrawn trainee, leaving, unknown and non-candidates are 404; a trainee who is not discoverable is welcome", async () => {
    const w = await world();
    const hidden = await createMatchCandidate({ discoverable: false });
    const trainee = await createMatchCandidate({ discoverable: false, name: "Tara Trainee" });
    const dropped = await createMatchCandidate({ discoverable: false });
    const leaving = await createMatchCandidate({});
    await db.user.update({ where: { id: leaving.id }, data: { deletionRequestedAt: new Date() } });
    const trainer = await createUser({ role: "Trainer" });
    const batch = await insertBatch({ trainerId: trainer.id, startDate: dayFromToday(-10), endDate: dayFromToday(10) });
    await db.enrollment.createMany({ data: [{ batchId: batch.id, candidateId: trainee.id, status: "enrolled" }, { batchId: batch.id, candidateId: dropped.id, status: "withdrawn" }] });

    for (const candidateId of [hidden.id, dropped.id, leaving.id, "no-such-user", w.owner.id, w.recruiter.id]) {
      const res = await submit(w.recruiter, { jobId: w.job.id, candidateId, pitch: PITCH });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Candidate not found");
    }
    expect((await submit(w.recruiter, { jobId: w.job.id, candidateId: trainee.id, pitch: PITCH })).status).toBe(201);
    expect(await db.notification.count({ where: { userId: { in: [hidden.id, dropped.id, leaving.id] } } })).toBe(0);
  });

  it("the job: closed is 409 JOB_CLOSED, pending or unknown 404; the pitch is required (400); recruiters only (403)", async () => {
    const w = await world();
    const body = { jobId: w.job.id, candidateId: w.candidate.id, pitch: PITCH };
    await db.job.update({ where: { id: w.job.id }, data: { closedAt: new Date(), closeReason: "filled" } });
    expect((await submit(w.recruiter, body)).body.code).toBe("JOB_CLOSED");
    await db.job.update({ where: { id: w.job.id }, data: { closedAt: null, closeReason: null, status: "pending" } });
    expect((await submit(w.recruiter, body)).status).toBe(404);
    expect((await submit(w.recruiter, { ...body, jobId: "nope" })).status).toBe(404);
    await db.job.update({ where: { id: w.job.id }, data: { status: "approved" } });
    const noPitch = await submit(w.recruiter, { ...body, pitch: "  " });
    expect(noPitch.status).toBe(400);
    expect(noPitch.body.errors?.pitch).toBe("Please write why this candidate fits the job");
    expect((await submit(w.recruiter, { ...body, pitch: "x".repeat(2001) })).status).toBe(400);
    expect((await submit(w.owner, body)).status).toBe(403);
    expect((await submit(null, body)).status).toBe(401);
    expect(await db.submittal.count({ where: { jobId: w.job.id } })).toBe(0);
  });

  it("someone else's submittal: another candidate's consent is 404; another company's review or list is 404; interviewers 403", async () => {
    const w = await world();
    const id = ((await submit(w.recruiter, { jobId: w.job.id, candidateId: w.candidate.id, pitch: PITCH })).body.response as SubmittalJson).id;
    const stranger = await createMatchCandidate({ name: "Someone Else" });
    expect((await consent(stranger, id, true)).status).toBe(404);
    expect((await consent(w.owner, id, true)).status).toBe(403);
    expect((await consent(w.candidate, id, "yes")).status).toBe(400);
    expect((await consent(w.candidate, id, true)).status).toBe(200);

    const { employer: rival, user: rivalOwner } = await createEmployer({ orgName: "Rival Works" });
    const { user: rivalRecruiter } = await addMember(rival.id, "recruiter");
    const before = await snapshot(id, w.job.id);
    expect((await review(rivalOwner, id, { decision: "accept" })).status).toBe(404);
    expect((await review(rivalRecruiter, id, { decision: "reject", reason: "other" })).status).toBe(404);
    expect((await companyList(rivalOwner, w.job.id)).status).toBe(404);
    expect((await review(w.interviewer, id, { decision: "accept" })).status).toBe(403);
    expect((await companyList(w.interviewer, w.job.id)).status).toBe(403);
    expect(await snapshot(id, w.job.id)).toEqual(before);
    // The candidate's list holds only their own.
    expect(((await candidateList(stranger)).body.response as CandidateSubmittalsPage).submittals).toEqual([]);
    expect(((await deskList(await createUser({ role: "Recruiter" }))).body.response as DeskSubmittalsPage).total).toBe(0);
  });
});
