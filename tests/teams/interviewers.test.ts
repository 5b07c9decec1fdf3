// Interviewers (decisions.md section 16): PUT/GET applications/{id}/interviewers, what an interviewer
// may read (only what is assigned to them) and may not do (move, list applicants), who acted in the
// company's timeline (never in the candidate's), "Your interviews" and the purge of assignments.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { moveApplication } = await import("@/lib/pipeline/service/moves");
const { listAssignedInterviews } = await import("@/lib/teams/service/assigned");
const { call, createApplicationRow, pipelineFixture } = await import("@/tests/pipeline/helpers");
const { addMember, assign, ownerMemberId } = await import("@/tests/teams/helpers");
const interviewersRoute = await import("@/app/api/v1/applications/[id]/interviewers/route");
const detailRoute = await import("@/app/api/v1/applications/[id]/route");
const moveRoute = await import("@/app/api/v1/applications/[id]/status/route");
const bulkRoute = await import("@/app/api/v1/applications/bulk-status/route");
const applicantsRoute = await import("@/app/api/v1/applications/job-applicants-details/route");

type Interviewers = { interviewers: { memberId: string; name: string }[] };
type Detail = { events: { to: string; actor?: { name: string; role: string | null } }[] };

describe("PUT applications/{id}/interviewers", () => {
  it("replaces the set with members of the company; newcomers are notified and mailed once, the one assigning themselves is not", async () => {
    const { employer, company, application } = await pipelineFixture("applied", "Backend Developer");
    const priya = await addMember(company.id, "interviewer", "Priya Shah");
    const ravi = await addMember(company.id, "recruiter", "Ravi Iyer");
    const ownerId = await ownerMemberId(employer.id);
    const put = (as: typeof employer, memberIds: string[]) =>
      call(interviewersRoute.PUT, { as, method: "PUT", params: { id: application.id }, body: { memberIds } });

    const first = await put(employer, [priya.memberId, ownerId]);
    expect(first.status).toBe(200);
    // Assigned together: by name.
    expect((first.body.response as Interviewers).interviewers).toEqual(
      [
        { memberId: priya.memberId, name: "Priya Shah" },
        { memberId: ownerId, name: employer.name },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    const priyaNotes = await db.notification.findMany({ where: { userId: priya.user.id } });
    expect(priyaNotes).toMatchObject([
      { kind: "interviewer_assigned", title: "You are interviewing Asha Rao for Backend Developer", link: `/employer/application/${application.id}` },
    ]);
    expect(mailsTo(priya.user.email).map((mail) => mail.subject)).toEqual(["You are interviewing Asha Rao for Backend Developer"]);
    expect(mailsTo(priya.user.email)[0].text).toContain(`/employer/application/${application.id}`);
    expect(await db.notification.count({ where: { userId: employer.id, kind: "interviewer_assigned" } })).toBe(0);

    // The recruiter swaps the owner for themselves and keeps Priya: nobody new is told anything twice.
    const second = await put(ravi.user, [priya.memberId, ravi.memberId]);
    expect(second.status).toBe(200);
    expect((second.body.response as Interviewers).interviewers.map((i) => i.name)).toEqual(["Priya Shah", "Ravi Iyer"]);
    expect(await db.notification.count({ where: { userId: priya.user.id } })).toBe(1);
    expect(mailsTo(priya.user.email)).toHaveLength(1);
    expect(mailsTo(ravi.user.email)).toHaveLength(0);

    const cleared = await put(employer, []);
    expect((cleared.body.response as Interviewers).interviewers).toEqual([]);
    expect(await db.applicationInterviewer.count({ where: { applicationId: application.id } })).toBe(0);
  });

  it("400 naming memberIds for an unknown id or another company's member; 400 for the same id twice", async () => {
    const { employer, company, application } = await pipelineFixture();
    const other = await pipelineFixture();
    const mine = await addMember(company.id, "interviewer");
    const theirs = await addMember(other.company.id, "interviewer");
    for (const memberIds of [["no-such-member"], [mine.memberId, theirs.memberId]]) {
      const answer = await call(interviewersRoute.PUT, { as: employer, method: "PUT", params: { id: application.id }, body: { memberIds } });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("VALIDATION");
      expect(answer.body.errors?.memberIds).toBeTruthy();
    }
    const twice = await call(interviewersRoute.PUT, { as: employer, method: "PUT", params: { id: application.id }, body: { memberIds: [mine.memberId, mine.memberId] } });
    expect(twice.status).toBe(400);
    expect(await db.applicationInterviewer.count({ where: { applicationId: application.id } })).toBe(0);
  });

  it("an interviewer may not choose (403); another company and a candidate get 404", async () => {
    const { company, candidate, application } = await pipelineFixture();
    const interviewer = await addMember(company.id, "interviewer");
    await assign(application.id, interviewer.user.id);
    const other = await pipelineFixture();
    const body = { memberIds: [interviewer.memberId] };
    const asInterviewer = await call(interviewersRoute.PUT, { as: interviewer.user, method: "PUT", params: { id: application.id }, body });
    expect(asInterviewer.status).toBe(403);
    expect(asInterviewer.body.code).toBe("FORBIDDEN");
    for (const as of [other.employer, candidate]) {
      expect((await call(interviewersRoute.PUT, { as, method: "PUT", params: { id: application.id }, body: { memberIds: [] } })).status).toBe(404);
    }
  });
});

describe("an interviewer's reach", () => {
  it("reads an application assigned to them (200), not another of the company's (404) nor another company's (404)", async () => {
    const { company, job, application } = await pipelineFixture();
    const { application: unassigned } = await createApplicationRow(job.id, "applied", "Ravi Kumar");
    const foreign = await pipelineFixture();
    const interviewer = await addMember(company.id, "interviewer", "Priya Shah");
    await assign(application.id, interviewer.user.id);
    await assign(foreign.application.id, interviewer.user.id); // a stray row must not open another company's application

    expect((await call(detailRoute.GET, { as: interviewer.user, params: { id: application.id } })).status).toBe(200);
    expect((await call(interviewersRoute.GET, { as: interviewer.user, params: { id: application.id } })).status).toBe(200);
    for (const id of [unassigned.id, foreign.application.id]) {
      const answer = await call(detailRoute.GET, { as: interviewer.user, params: { id } });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe("NOT_FOUND");
      expect((await call(interviewersRoute.GET, { as: interviewer.user, params: { id } })).status).toBe(404);
    }
  });

  it("may not move an application, even an assigned one (403), nor list a job's applicants (403)", async () => {
    const { job, company, application } = await pipelineFixture("applied");
    const interviewer = await addMember(company.id, "interviewer");
    await assign(application.id, interviewer.user.id);
    const move = await call(moveRoute.PATCH, { as: interviewer.user, method: "PATCH", params: { id: application.id }, body: { status: "screening" } });
    expect(move.status).toBe(403);
    const bulk = await call(bulkRoute.PATCH, { as: interviewer.user, method: "PATCH", body: { ids: [application.id], status: "screening" } });
    expect(bulk.status).toBe(403);
    const list = await call(applicantsRoute.GET, { as: interviewer.user, path: `/api/v1/applications/job-applicants-details?jobId=${job.id}` });
    expect(list.status).toBe(403);
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("applied");
  });
});

describe("who acted", () => {
  it("the company's view names each actor and role; the candidate's view has no actor at all", async () => {
    const { employer, company, candidate, application } = await pipelineFixture("applied");
    const recruiter = await addMember(company.id, "recruiter", "Ravi Iyer");
    await moveApplication(recruiter.user, { id: application.id, status: "screening" });
    await moveApplication(employer, { id: application.id, status: "shortlisted" });
    // What the site did (no member): TalentBridge.
    await db.applicationEvent.create({ data: { applicationId: application.id, from: "shortlisted", to: "rejected", actorRole: "Admin" } });

    const theirs = await call(detailRoute.GET, { as: recruiter.user, params: { id: application.id } });
    expect((theirs.body.response as Detail).events.map((e) => e.actor)).toEqual([
      { name: "Asha Rao", role: "candidate" },
      { name: "Ravi Iyer", role: "recruiter" },
      { name: employer.name, role: "owner" },
      { name: "TalentBridge", role: null },
    ]);

    const own = await call(detailRoute.GET, { as: candidate, params: { id: application.id } });
    expect(own.status).toBe(200);
    expect((own.body.response as Detail).events.every((e) => !("actor" in e))).toBe(true);
    expect(JSON.stringify(own.body)).not.toContain("Ravi Iyer");
  });
});

describe("Your interviews", () => {
  it("lists the applications assigned to the member, 20 a page, with the interview time and whether they submitted", async () => {
    const { employer, company, job, application } = await pipelineFixture("applied", "Data Engineer");
    const interviewer = await addMember(company.id, "interviewer");
    const at = new Date(Date.now() + 5 * 86_400_000).toISOString();
    await moveApplication(employer, { id: application.id, status: "interview", interview: { at, mode: "video", location: "https://meet.example/x", durationMinutes: 60 } });
    const extra = [];
    for (let i = 0; i < 20; i++) extra.push((await createApplicationRow(job.id, "applied", `Candidate ${i}`)).application.id);
    await assign(application.id, interviewer.user.id);
    await assign(extra[0], interviewer.user.id);
    await db.scorecard.create({ data: { applicationId: application.id, authorId: interviewer.user.id, ratings: [{ criterion: "Communication", rating: 3 }], recommendation: "yes" } });
    for (const id of extra.slice(1)) await assign(id, interviewer.user.id);

    const first = await listAssignedInterviews(interviewer.user, { page: 1 });
    expect(first.items).toHaveLength(20);
    expect(first.hasNextPage).toBe(true);
    const second = await listAssignedInterviews(interviewer.user, { page: 2 });
    expect(second.items).toHaveLength(1);
    const row = [...first.items, ...second.items].find((item) => item.applicationId === application.id);
    expect(row).toMatchObject({ candidateName: "Asha Rao", post: "Data Engineer", status: "interview", interviewAt: at, submitted: true });
    expect([...first.items, ...second.items].filter((item) => item.submitted)).toHaveLength(1);

    // Another member of the company has none.
    const other = await addMember(company.id, "recruiter");
    expect((await listAssignedInterviews(other.user, { page: 1 })).items).toEqual([]);
  });
});

describe("erasing a member", () => {
  it("the purge ends their assignments (their scorecards stay the company's)", async () => {
    const { purgeTask } = await import("@/lib/privacy/tasks/purge");
    const { company, application } = await pipelineFixture();
    const interviewer = await addMember(company.id, "interviewer");
    await assign(application.id, interviewer.user.id);
    await db.scorecard.create({ data: { applicationId: application.id, authorId: interviewer.user.id, ratings: [], recommendation: "no" } });
    await db.user.update({ where: { id: interviewer.user.id }, data: { deletionRequestedAt: new Date(Date.now() - 30 * 86_400_000) } });
    await purgeTask.run({ now: new Date() });
    expect(await db.applicationInterviewer.count({ where: { userId: interviewer.user.id } })).toBe(0);
    expect(await db.scorecard.count({ where: { authorId: interviewer.user.id } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: interviewer.user.id } })).name).not.toBe("Member interviewer");
  });
});
