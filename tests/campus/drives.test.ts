// Placement drives (decisions.md section 18): POST drives by an admin and by a company (and what they
// refuse), who sees which drive (GET drives, GET drives/{id}), a university's answer, and registering
// (the pinned codes: 404 for another institute's drive, 409 NOT_OPEN, 403 NOT_ELIGIBLE, 409 twice).
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import { createEmployer, createJob, createUser } from "@/tests/factories";
import { accept, closeRegistration, createStudent, createUniversity, driveBody } from "@/tests/campus/drive-fixtures";
import type { SessionUser } from "@/lib/auth/types";
import type { DriveDetail, DriveJson } from "@/lib/campus/contract/common";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const drivesRoute = await import("@/app/api/v1/drives/route");
const driveRoute = await import("@/app/api/v1/drives/[id]/route");
const respondRoute = await import("@/app/api/v1/drives/[id]/respond/route");
const registerRoute = await import("@/app/api/v1/drives/[id]/register/route");
const { createDrive } = await import("@/lib/campus/service/drives");
const { listDrives, getDrive } = await import("@/lib/campus/service/drive-lists");
const { registerForDrive } = await import("@/lib/campus/service/drive-register");

const create = (as: SessionUser, body: unknown) => callRoute(drivesRoute.POST, { as, method: "POST", path: "/api/v1/drives", body });
const list = (as: SessionUser) => callRoute(drivesRoute.GET, { as, path: "/api/v1/drives" });
const read = (as: SessionUser, id: string) => callRoute(driveRoute.GET, { as, path: `/api/v1/drives/${id}`, params: { id } });
const respond = (as: SessionUser, id: string, answer: boolean) =>
  callRoute(respondRoute.POST, { as, method: "POST", path: `/api/v1/drives/${id}/respond`, params: { id }, body: { accept: answer } });
const register = (as: SessionUser, id: string) => callRoute(registerRoute.POST, { as, method: "POST", path: `/api/v1/drives/${id}/register`, params: { id } });

const admin = () => createUser({ role: "Admin", name: "Site Admin" });

describe("POST drives", () => {
  it("an admin names the company; the universities are invited, notified and mailed", async () => {
    const { user: uniUser, university } = await createUniversity({ name: "Pune Institute" });
    const res = await create(await admin(), driveBody([university.id], { companyName: "Globex" }));
    expect(res.status).toBe(201);
    const drive = res.body.response as DriveJson;
    expect(drive).toMatchObject({
      title: "Campus Hiring 2027",
      company: "Globex",
      jobs: [],
      universities: [{ id: university.id, instituteName: "Pune Institute", response: "pending" }],
      eligibility: { passingYears: [2027], minMarks: 60, maxBacklogs: 0 },
      salary: 600_000,
      status: "open",
    });
    expect(drive.rounds.map((r) => r.name)).toEqual(["Aptitude test", "Interview"]);
    expect(await db.driveRound.findMany({ where: { driveId: drive.id }, orderBy: { position: "asc" }, select: { position: true } })).toEqual([{ position: 1 }, { position: 2 }]);
    const subject = "Globex invites your students to a placement drive: Campus Hiring 2027";
    expect(await db.notification.findMany({ where: { userId: uniUser.id }, select: { title: true, link: true } })).toEqual([{ title: subject, link: "/university/drives" }]);
    const mails = mailsTo(uniUser.email);
    expect(mails.map((m) => m.subject)).toEqual([subject]);
    expect(mails[0].text).toContain("/university/drives");
    // The admin's own export counts the drives they created.
    const { readAdmin } = await import("@/lib/registry/personal-data/common");
    const creator = await db.drive.findUniqueOrThrow({ where: { id: drive.id }, select: { createdById: true } });
    expect(await readAdmin(creator.createdById!)).toEqual({ drivesCreated: 1 });
  });

  it("an admin without a company name, unknown universities, a past deadline, rounds before it: 400 naming the field", async () => {
    const { university } = await createUniversity();
    const as = await admin();
    const noName = await create(as, driveBody([university.id]));
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toHaveProperty("companyName");
    const unknown = await create(as, driveBody([university.id, "nope"], { companyName: "Globex" }));
    expect(unknown.body.errors).toHaveProperty("universityIds");
    const past = await create(as, driveBody([university.id], { companyName: "Globex", registrationCloses: new Date(Date.now() - 60_000).toISOString() }));
    expect(past.body.errors).toHaveProperty("registrationCloses");
    const body = driveBody([university.id], { companyName: "Globex" });
    const early = await create(as, { ...body, rounds: [{ name: "Test", at: new Date(Date.now() + 60_000).toISOString() }] });
    expect(early.status).toBe(400);
    expect(early.body.errors).toHaveProperty("rounds");
    expect(await db.drive.count({ where: { universities: { some: { universityId: university.id } } } })).toBe(0);
  });

  it("a company's drive carries its name and its own approved jobs only; an admin's drive of one company's jobs is that company's", async () => {
    const { university } = await createUniversity();
    const { user: owner, employer } = await createEmployer({ orgName: "Initech" });
    const mine = await createJob({ employerId: employer.id, post: "Graduate Engineer" });
    const theirs = await createJob({ post: "Analyst" });
    const pendingJob = await createJob({ employerId: employer.id, status: "pending" });

    const res = await create(owner, driveBody([university.id], { companyName: "Ignored", jobIds: [mine.id] }));
    expect(res.status).toBe(201);
    expect(res.body.response).toMatchObject({ company: "Initech", jobs: [{ id: mine.id, post: "Graduate Engineer" }] });
    for (const jobIds of [[theirs.id], [pendingJob.id]]) {
      const refused = await create(owner, driveBody([university.id], { jobIds }));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toHaveProperty("jobIds");
    }

    const byAdmin = await createDrive(await admin(), { ...driveBody([university.id], { companyName: "Initech Campus", jobIds: [mine.id] }) } as never);
    expect(await db.drive.findUniqueOrThrow({ where: { id: byAdmin.id }, select: { employerId: true } })).toEqual({ employerId: employer.id });
    // The company sees both of its drives.
    expect((await listDrives(owner, { page: 1 })).drives.map((d) => d.id)).toContain(byAdmin.id);
  });

  it("a company not approved: 403; a university or a candidate: 403", async () => {
    const { university } = await createUniversity();
    const { user: pending } = await createEmployer("pending");
    expect((await create(pending, driveBody([university.id]))).status).toBe(403);
    const { user: uniUser } = await createUniversity();
    expect((await create(uniUser, driveBody([university.id]))).status).toBe(403);
  });
});

describe("who sees a drive", () => {
  it("admin all, the company its own, an invited university with its own answer; others 404", async () => {
    const one = await createUniversity();
    const other = await createUniversity();
    const { user: owner } = await createEmployer();
    const { user: rival } = await createEmployer();
    const drive = (await create(owner, driveBody([one.university.id, other.university.id]))).body.response as DriveJson;
    const third = await createUniversity();

    expect((await list(await admin())).body.response).toMatchObject({ drives: expect.arrayContaining([expect.objectContaining({ id: drive.id })]) });
    const seenByOne = (await list(one.user)).body.response as { drives: DriveJson[] };
    expect(seenByOne.drives.map((d) => d.id)).toEqual([drive.id]);
    expect(seenByOne.drives[0].universities).toEqual([{ id: one.university.id, instituteName: one.university.instituteName, response: "pending" }]);
    expect(((await list(rival)).body.response as { drives: DriveJson[] }).drives).toEqual([]);
    expect(((await list(third.user)).body.response as { drives: DriveJson[] }).drives).toEqual([]);

    expect((await read(owner, drive.id)).status).toBe(200);
    expect((await read(one.user, drive.id)).status).toBe(200);
    expect((await read(rival, drive.id)).status).toBe(404);
    expect((await read(third.user, drive.id)).status).toBe(404);
  });

  it("students see only what their university accepted; the roster shows rounds, the university its own students", async () => {
    const one = await createUniversity();
    const other = await createUniversity();
    const { user: owner } = await createEmployer();
    const drive = (await create(owner, driveBody([one.university.id, other.university.id]))).body.response as DriveJson;
    const a = await createStudent(one.university.id, { name: "Asha Rao", rollNo: "A-1" });
    const b = await createStudent(other.university.id, { name: "Bilal Khan", rollNo: "B-1" });
    const candidate = await createUser({ role: "Candidate" });

    expect((await listDrives(a.user, { page: 1 })).drives).toEqual([]);
    expect((await read(a.user, drive.id)).status).toBe(404);
    await accept(drive.id, one.university.id);
    await accept(drive.id, other.university.id);
    expect((await listDrives(a.user, { page: 1 })).drives.map((d) => d.id)).toEqual([drive.id]);
    expect((await listDrives(candidate, { page: 1 })).drives).toEqual([]);

    await registerForDrive(a.user, { id: drive.id });
    await registerForDrive(b.user, { id: drive.id });
    const forCompany = (await read(owner, drive.id)).body.response as DriveDetail;
    expect(forCompany.roster?.[0]).toMatchObject({ name: "Aptitude test", position: 1, total: 2 });
    expect(forCompany.roster?.[0].students.map((s) => [s.name, s.status])).toEqual([
      [expect.any(String), "in"],
      [expect.any(String), "in"],
    ]);
    expect(forCompany.roster?.[1]).toMatchObject({ total: 0, students: [] });
    const forOne = await getDrive(one.user, { id: drive.id });
    expect(forOne.roster?.[0].students).toEqual([{ registrationId: expect.any(String), name: "Asha Rao", rollNo: "A-1", universityId: one.university.id, institute: one.university.instituteName, status: "in" }]);
    // A student gets eligibility, never the roster.
    const forStudent = await getDrive(a.user, { id: drive.id });
    expect(forStudent).toMatchObject({ registered: true, currentRound: 1 });
    expect(forStudent.roster).toBeUndefined();
  });
});

describe("POST drives/{id}/respond", () => {
  it("accepting notifies the eligible students only; the answer can change until registration closes", async () => {
    const { user: uniUser, university } = await createUniversity();
    const { user: owner } = await createEmployer();
    const drive = (await create(owner, driveBody([university.id]))).body.response as DriveJson;
    const fit = await createStudent(university.id);
    const unfit = await createStudent(university.id, { backlogs: 2 });

    const res = await respond(uniUser, drive.id, true);
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ id: drive.id, universities: [{ id: university.id, response: "accepted" }] });
    expect(await db.notification.count({ where: { userId: fit.user.id, link: "/candidate/drives" } })).toBe(1);
    expect(await db.notification.count({ where: { userId: unfit.user.id } })).toBe(0);
    expect(await db.notification.count({ where: { userId: owner.id, title: { contains: "accepted your placement drive" } } })).toBe(1);
    // The same answer again changes nothing; declining is allowed while nobody registered.
    expect((await respond(uniUser, drive.id, true)).status).toBe(200);
    expect(await db.notification.count({ where: { userId: fit.user.id } })).toBe(1);
    expect((await respond(uniUser, drive.id, false)).body.response).toMatchObject({ universities: [{ response: "declined" }] });
    await respond(uniUser, drive.id, true);
    await registerForDrive(fit.user, { id: drive.id });
    const decline = await respond(uniUser, drive.id, false);
    expect(decline.status).toBe(409);
    expect(decline.body.code).toBe("CONFLICT");

    await closeRegistration(drive.id);
    const late = await respond(uniUser, drive.id, true);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("NOT_OPEN");
  });

  it("a drive the university was not invited to: 404", async () => {
    const { university } = await createUniversity();
    const { user: stranger } = await createUniversity();
    const drive = await createDrive(await admin(), driveBody([university.id], { companyName: "Globex" }) as never);
    expect((await respond(stranger, drive.id, true)).status).toBe(404);
  });
});

describe("POST drives/{id}/register", () => {
  async function acceptedDrive() {
    const { university } = await createUniversity();
    const drive = await createDrive(await admin(), driveBody([university.id], { companyName: "Globex" }) as never);
    await accept(drive.id, university.id);
    return { drive, university };
  }

  it("201 once; a second time 409 CONFLICT", async () => {
    const { drive, university } = await acceptedDrive();
    const { user } = await createStudent(university.id);
    const first = await register(user, drive.id);
    expect(first.status).toBe(201);
    expect(first.body.response).toEqual({ id: expect.any(String), driveId: drive.id });
    const again = await register(user, drive.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "CONFLICT", message: "You are already registered." });
  });

  it("ineligible: 403 NOT_ELIGIBLE with each reason", async () => {
    const { drive, university } = await acceptedDrive();
    const { user } = await createStudent(university.id, { marks: 55, backlogs: 1 });
    const res = await register(user, drive.id);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "NOT_ELIGIBLE", message: "You are not eligible for this drive." });
    expect((res.body as { reasons?: string[] }).reasons).toEqual(["Minimum marks 60%; yours are 55%.", "At most 0 backlogs allowed; you have 1."]);
    expect(await db.driveRegistration.count({ where: { driveId: drive.id } })).toBe(0);
  });

  it("after the deadline: 409 NOT_OPEN naming the day", async () => {
    const { drive, university } = await acceptedDrive();
    const { user } = await createStudent(university.id);
    await closeRegistration(drive.id);
    const res = await register(user, drive.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("NOT_OPEN");
    expect(res.body.message).toMatch(/^Registration for this drive closed on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
  });

  it("another institute's drive, a pending or cancelled one, or a candidate who is no student: 404", async () => {
    const { drive } = await acceptedDrive();
    const { university: mine } = await createUniversity();
    const { user } = await createStudent(mine.id);
    expect((await register(user, drive.id)).status).toBe(404);
    expect((await register(await createUser({ role: "Candidate" }), drive.id)).status).toBe(404);
    const pending = await createDrive(await admin(), driveBody([mine.id], { companyName: "Globex" }) as never);
    expect((await register(user, pending.id)).status).toBe(404);
    await accept(pending.id, mine.id);
    await db.drive.update({ where: { id: pending.id }, data: { cancelledAt: new Date() } });
    expect((await register(user, pending.id)).status).toBe(404);
  });

  it("concurrency: ten registrations of one student at once make one row; the others are 409", async () => {
    const { drive, university } = await acceptedDrive();
    const { user } = await createStudent(university.id);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => registerForDrive(user, { id: drive.id })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409, code: "CONFLICT" });
    expect(await db.driveRegistration.count({ where: { driveId: drive.id } })).toBe(1);
  });

  // Needs a second connection (a Postgres server; the in-memory database runs one statement at a time).
  it.skipIf(!process.env.DATABASE_URL)("an offer accepted meanwhile under one_offer, holding the student's row, keeps the registration out", async () => {
    const { drive, university } = await acceptedDrive();
    const { user, student } = await createStudent(university.id);
    const earlier = await db.drive.create({ data: { title: "Earlier", companyName: "Earlier Co", registrationCloses: new Date(Date.now() - 86_400_000) } });
    let locked!: () => void;
    let release!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // What an offer acceptance does (G3's service): lock the student, write the accepted offer, commit.
    const acceptance = db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "Student" WHERE "id" = ${student.id} FOR UPDATE`;
        await tx.offer.create({ data: { driveId: earlier.id, studentId: student.id, universityId: university.id, salary: 500_000, joiningDate: new Date("2027-07-01T00:00:00Z"), status: "accepted" } });
        locked();
        await released;
      },
      { timeout: 20_000 },
    );
    await lockTaken;
    const registration = registerForDrive(user, { id: drive.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await acceptance;
    await expect(registration).rejects.toMatchObject({ status: 403, code: "NOT_ELIGIBLE" });
    expect(await db.driveRegistration.count({ where: { driveId: drive.id } })).toBe(0);
  });
});
