// The purge task (decisions.md section 12, docs/decisions/0020) at fixed times: what is erased 7 days
// after a deletion request, what stays (applications, shown as 'Deleted candidate'), the boundary,
// running twice, a storage failure, and visitors' unconfirmed alerts. Tests in this file share one
// database and run in order; the first one checks exact summaries before anything else is due.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { mailsTo } from "../helpers/outbox";

const dataDir = mkdtempSync(path.join(tmpdir(), "purge-test-"));
process.env.DATA_DIR = dataDir;
delete process.env.UPLOADTHING_TOKEN;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const { db } = await import("@/lib/db");
const { getStorage, newStorageKey } = await import("@/lib/storage");
const { createCandidate, createEmployer, createJob, createUniversityRequest, createUser, TEST_PASSWORD } = await import("@/tests/factories");
const { purgeTask } = await import("@/lib/privacy/tasks/purge");
const { findTask } = await import("@/lib/registry/tasks");
const { nextRun } = await import("@/lib/tasks/schedule");
const { verifyPassword } = await import("@/lib/security/password");
const { authenticate } = await import("@/lib/auth/credentials");
const { getJobApplicants } = await import("@/lib/pipeline/service/applicants");
const { getApplication } = await import("@/lib/pipeline/service/detail");
const { moveApplication } = await import("@/lib/pipeline/service/moves");
const { readStoredFile } = await import("@/lib/candidate-profile/service/files");

const DAY = 86_400_000;
const T0 = new Date("2026-10-01T06:00:00.000Z");
const at = (days: number, ms = 0) => new Date(T0.getTime() + days * DAY + ms);

async function storeFile(ownerId: string, kind: "resume" | "panCard") {
  const key = newStorageKey();
  await getStorage().put(key, new TextEncoder().encode(`${kind} of ${ownerId}`), "application/pdf");
  return db.storedFile.create({ data: { ownerId, kind, mimeType: "application/pdf", size: 10, fileName: `${kind}.pdf`, storageKey: key } });
}

/** A candidate with everything the purge erases, who applied to an employer's job, and asked for deletion at `requestedAt`. */
/** A batch of a test programme taught by a fresh trainer, with 2 seats. */
async function trainingBatch() {
  const trainer = await createUser({ role: "Trainer" });
  const programme = await db.programme.upsert({
    where: { id: "t-purge-programme" },
    create: { id: "t-purge-programme", slug: "t-purge-programme", title: "Purge Programme", summary: "s", durationWeeks: 1, position: 99 },
    update: {},
  });
  return db.batch.create({
    data: { programmeId: programme.id, title: "Purge batch", startDate: at(-10), endDate: at(20), mode: "online", seats: 2, trainerId: trainer.id },
  });
}

async function fullCandidate(requestedAt: Date | null) {
  const { user, profile } = await createCandidate({ complete: true, name: "Priya Sharma" });
  const resume = await storeFile(user.id, "resume");
  const pan = await storeFile(user.id, "panCard");
  await db.candidateProfile.update({ where: { id: profile.id }, data: { resumeFileId: resume.id, panCardFileId: pan.id } });
  const { user: employerUser, employer } = await createEmployer();
  const job = await createJob({ employerId: employer.id, post: "Data Analyst" });
  const application = await db.application.create({ data: { jobId: job.id, candidateId: user.id } });
  await db.applicationEvent.create({ data: { applicationId: application.id, to: "applied", actorRole: "Candidate", actorId: user.id } });
  await db.savedJob.create({ data: { userId: user.id, jobId: job.id } });
  await db.skill.upsert({ where: { id: "t-purge-sql" }, create: { id: "t-purge-sql", name: "Purge SQL", category: "Test" }, update: {} });
  await db.candidateSkill.create({ data: { userId: user.id, skillId: "t-purge-sql", level: 3 } });
  await db.jobInvitation.create({ data: { jobId: job.id, candidateId: user.id, invitedById: employerUser.id, message: "Please apply" } });
  const batch = await trainingBatch();
  const enrollment = await db.enrollment.create({ data: { batchId: batch.id, candidateId: user.id, status: "enrolled" } });
  await db.batch.update({ where: { id: batch.id }, data: { seatsTaken: { increment: 1 } } });
  await db.certificate.create({
    data: { code: `CERT${user.id}`.slice(0, 16), enrollmentId: enrollment.id, candidateId: user.id, name: user.name, programmeTitle: "P", batchTitle: "B", startDate: at(-10), endDate: at(-1), score: 80 },
  });
  await db.jobAlert.create({ data: { userId: user.id, name: "Analyst jobs", frequency: "daily" } });
  await db.notification.create({ data: { userId: user.id, kind: "x", title: "t", body: "b", link: "/" } });
  await db.session.create({ data: { id: `s-${user.id}`, userId: user.id, expiresAt: at(30) } });
  await db.passwordResetToken.create({ data: { userId: user.id, tokenHash: `h-${user.id}`, expiresAt: at(1) } });
  await db.consent.create({ data: { userId: user.id, document: "terms", version: "2026-11" } });
  await db.fileView.create({ data: { ownerId: user.id, viewerId: employerUser.id, viewerName: employer.orgName, viewerRole: "Employer", fileKind: "resume" } });
  await db.emailCode.create({ data: { email: user.email, codeHash: "x", expiresAt: at(1) } });
  await db.user.update({ where: { id: user.id }, data: { deletionRequestedAt: requestedAt, pendingEmail: "new-address@test.example" } });
  return { user, resume, pan, employerUser, employer, job, application, batch };
}

const erasedFields = (id: string) =>
  db.user.findUniqueOrThrow({ where: { id }, select: { name: true, email: true, mobile: true, pendingEmail: true, deletedAt: true, passwordHash: true } });

describe("purge", () => {
  it("erases a candidate 7 days after the request, keeps the application, and does nothing the second time", async () => {
    const due = await fullCandidate(at(0));
    const notYet = await fullCandidate(at(0, 1));
    const active = await fullCandidate(null);
    const visitorOld = await db.jobAlert.create({ data: { email: "visitor@test.example", name: "Old", frequency: "weekly", status: "pending", createdAt: at(0) } });
    const visitorNew = await db.jobAlert.create({ data: { email: "visitor@test.example", name: "New", frequency: "weekly", status: "pending", createdAt: at(0, 1) } });
    const visitorConfirmed = await db.jobAlert.create({ data: { email: "visitor@test.example", name: "Kept", frequency: "weekly", status: "active", createdAt: at(-30) } });

    // One millisecond before the 7 days: nothing is due.
    expect(await purgeTask.run({ now: at(7, -1) })).toEqual({ summary: "0 accounts erased, 0 unconfirmed alerts removed" });
    expect((await erasedFields(due.user.id)).deletedAt).toBeNull();

    const now = at(7);
    expect(await purgeTask.run({ now })).toEqual({ summary: "1 account erased, 1 unconfirmed alert removed" });

    // The bytes are gone from storage, and so is every personal row.
    expect(await getStorage().get(due.resume.storageKey)).toBeNull();
    expect(await getStorage().get(due.pan.storageKey)).toBeNull();
    const id = due.user.id;
    const counts = await Promise.all([
      db.storedFile.count({ where: { ownerId: id } }),
      db.candidateProfile.count({ where: { userId: id } }),
      db.savedJob.count({ where: { userId: id } }),
      db.jobAlert.count({ where: { userId: id } }),
      db.notification.count({ where: { userId: id } }),
      db.session.count({ where: { userId: id } }),
      db.passwordResetToken.count({ where: { userId: id } }),
      db.consent.count({ where: { userId: id } }),
      db.fileView.count({ where: { ownerId: id } }),
      db.emailCode.count({ where: { email: due.user.email } }),
      db.candidateSkill.count({ where: { userId: id } }),
      db.jobInvitation.count({ where: { candidateId: id } }),
      db.enrollment.count({ where: { candidateId: id } }),
      db.certificate.count({ where: { candidateId: id } }),
    ]);
    expect(counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // The seat Priya held is free again.
    expect((await db.batch.findUniqueOrThrow({ where: { id: due.batch.id } })).seatsTaken).toBe(0);
    const erased = await erasedFields(id);
    expect(erased).toMatchObject({ name: "Deleted candidate", email: `deleted-${id}@deleted.invalid`, mobile: null, pendingEmail: null, deletedAt: now });
    expect(await verifyPassword(erased.passwordHash, TEST_PASSWORD)).toBe(false);
    await expect(authenticate({ email: due.user.email, password: TEST_PASSWORD, role: "Candidate", ip: "10.1.1.1" })).rejects.toMatchObject({ status: 401 });

    // The application and its history stay; the employer sees no personal field.
    expect(await db.application.count({ where: { id: due.application.id } })).toBe(1);
    expect(await db.applicationEvent.count({ where: { applicationId: due.application.id } })).toBe(1);
    const page = await getJobApplicants(due.employerUser, { jobId: due.job.id, page: 1 });
    expect(page.total).toBe(1);
    expect(page.counts.applied).toBe(1);
    expect(page.candidates[0]).toMatchObject({ id, applicationId: due.application.id, fullName: "Deleted candidate", email: "", mobile: "" });
    expect(page.candidates[0].profile).toMatchObject({ resumeFile: null, dob: null, currentAddress: null, currentCompany: null, language: [] });
    expect(JSON.stringify(page.candidates[0])).not.toMatch(/Priya|Test Street|Test Corp/);
    const detail = await getApplication(due.employerUser, { id: due.application.id });
    expect(detail.candidate).toEqual({ id, fullName: "Deleted candidate", email: "", mobile: "" });
    await expect(readStoredFile(due.employerUser, due.resume.id)).rejects.toMatchObject({ status: 404 });
    // The employer may still move it; nobody is notified or mailed.
    const moved = await moveApplication(due.employerUser, { id: due.application.id, status: "rejected", reason: "other" });
    expect(moved.status).toBe("rejected");
    expect(await db.notification.count({ where: { userId: id } })).toBe(0);
    expect(mailsTo(erased.email)).toEqual([]);
    // The employer who viewed the résumé keeps its organisation name elsewhere; nothing links to the erased account.

    // The others are untouched: one still inside its 7 days, one never asked.
    for (const other of [notYet, active]) {
      expect((await erasedFields(other.user.id)).name).toBe("Priya Sharma");
      expect(await getStorage().get(other.resume.storageKey)).not.toBeNull();
      expect(await db.candidateProfile.count({ where: { userId: other.user.id } })).toBe(1);
    }
    expect(await db.jobAlert.findUnique({ where: { id: visitorOld.id } })).toBeNull();
    expect(await db.jobAlert.findUnique({ where: { id: visitorNew.id } })).not.toBeNull();
    expect(await db.jobAlert.findUnique({ where: { id: visitorConfirmed.id } })).not.toBeNull();

    // Twice at the same moment: nothing more happens.
    expect(await purgeTask.run({ now })).toEqual({ summary: "0 accounts erased, 0 unconfirmed alerts removed" });
    expect((await erasedFields(id)).deletedAt).toEqual(now);
    // The next one falls due a millisecond later.
    expect(await purgeTask.run({ now: at(7, 1) })).toEqual({ summary: "1 account erased, 1 unconfirmed alert removed" });
    expect((await erasedFields(notYet.user.id)).name).toBe("Deleted candidate");
  });

  it("keeps an employer's company and closed jobs, anonymises its login; erases a university with its requests", async () => {
    const { user: employerUser, employer } = await createEmployer();
    const job = await createJob({ employerId: employer.id, closedAt: at(10), closeReason: "cancelled" });
    const { user: universityUser, university, request } = await createUniversityRequest();
    await db.user.updateMany({ where: { id: { in: [employerUser.id, universityUser.id] } }, data: { deletionRequestedAt: at(10) } });

    await purgeTask.run({ now: at(17) });
    expect(await erasedFields(employerUser.id)).toMatchObject({ name: "Deleted user", email: `deleted-${employerUser.id}@deleted.invalid`, mobile: null });
    expect(await db.employer.findUnique({ where: { id: employer.id }, select: { orgName: true } })).toEqual({ orgName: employer.orgName });
    expect(await db.job.findUnique({ where: { id: job.id }, select: { closedAt: true, closeReason: true } })).toEqual({ closedAt: at(10), closeReason: "cancelled" });
    expect((await erasedFields(universityUser.id)).name).toBe("Deleted user");
    expect(await db.university.findUnique({ where: { id: university.id } })).toBeNull();
    expect(await db.universityRequest.findUnique({ where: { id: request.id } })).toBeNull();
  });

  it("a storage failure leaves that account for the next run (the run fails, so the queue retries); the others go", async () => {
    const failing = await fullCandidate(at(20));
    const fine = await fullCandidate(at(20));
    const storage = getStorage();
    const realDelete = storage.delete.bind(storage);
    const spy = vi.spyOn(storage, "delete").mockImplementation(async (key) => {
      if (key === failing.pan.storageKey) throw new Error("storage down");
      return realDelete(key);
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect(purgeTask.run({ now: at(27) })).rejects.toThrow(
        "1 account erased, 0 unconfirmed alerts removed; 1 account could not be erased (storage), retried next run",
      );
      expect(error.mock.calls.flat().join(" ")).not.toContain(failing.user.email);
    } finally {
      spy.mockRestore();
      error.mockRestore();
    }
    expect((await erasedFields(fine.user.id)).deletedAt).toEqual(at(27));
    expect((await erasedFields(failing.user.id)).deletedAt).toBeNull();
    expect(await db.storedFile.count({ where: { ownerId: failing.user.id } })).toBe(2);

    expect(await purgeTask.run({ now: at(28) })).toEqual({ summary: "1 account erased, 0 unconfirmed alerts removed" });
    expect(await getStorage().get(failing.pan.storageKey)).toBeNull();
    expect((await erasedFields(failing.user.id)).name).toBe("Deleted candidate");
  });

  it("skips an account whose request was cancelled between the read and the erasure", async () => {
    const user = await createUser({ role: "Candidate" });
    await db.user.update({ where: { id: user.id }, data: { deletionRequestedAt: at(40) } });
    // The purge reads the due accounts, then the owner cancels before its transaction.
    const findMany = db.user.findMany.bind(db.user);
    const spy = vi.spyOn(db.user, "findMany").mockImplementationOnce((async (args: Parameters<typeof db.user.findMany>[0]) => {
      const rows = await findMany(args);
      await db.user.update({ where: { id: user.id }, data: { deletionRequestedAt: null } });
      return rows;
    }) as unknown as typeof db.user.findMany);
    try {
      expect(await purgeTask.run({ now: at(47) })).toEqual({ summary: "0 accounts erased, 0 unconfirmed alerts removed" });
    } finally {
      spy.mockRestore();
    }
    expect(await erasedFields(user.id)).toMatchObject({ name: user.name, email: user.email, deletedAt: null });
  });

  it("is registered: daily at 03:30 India time", () => {
    const task = findTask("purge");
    expect(task).toBe(purgeTask);
    expect(nextRun(task!.cron, new Date("2026-11-24T00:00:00.000Z")).toISOString()).toBe("2026-11-24T22:00:00.000Z");
  });
});
