// Issue 16, "Download my data" (decisions.md section 12): GET account/export answers a ZIP of
// account.json and the person's own files, per role, with nothing of anyone else; 3 a day, then 429.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { FileKind } from "@/lib/generated/prisma/enums";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

// Real local storage in a temporary folder (read per call by getStorage).
const dataDir = mkdtempSync(path.join(tmpdir(), "export-test-"));
process.env.DATA_DIR = dataDir;
delete process.env.UPLOADTHING_TOKEN;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const { db } = await import("@/lib/db");
const { getStorage, newStorageKey } = await import("@/lib/storage");
const { createCandidate, createEmployer, createJob, createUniversityRequest, createUser } = await import("@/tests/factories");
const { exportAccount, exportFileName, EXPORT_THROTTLED } = await import("@/lib/privacy/service/export");
const route = await import("@/app/api/v1/account/export/route");

type Json = Record<string, unknown> & { [key: string]: unknown };

async function storeFile(ownerId: string, kind: FileKind, fileName: string, text: string) {
  const bytes = new TextEncoder().encode(text);
  const storageKey = await getStorage().put(newStorageKey(), bytes, "application/pdf");
  const row = await db.storedFile.create({
    data: { ownerId, kind, fileName, mimeType: kind === "resume" ? "application/pdf" : "image/png", size: bytes.byteLength, storageKey },
  });
  return { row, bytes };
}

async function callExport(user: SessionUser | null) {
  session.user = user;
  return route.GET(new NextRequest("http://localhost/api/v1/account/export"), { params: Promise.resolve({}) });
}

/** The export of `user` through the service, each call on a day of its own so the daily limit never bites here. */
let day = 0;
async function exportOf(user: SessionUser) {
  const now = new Date(Date.UTC(2030, 0, 1 + day++, 6));
  const { bytes } = await exportAccount(user, { now });
  const entries = unzipSync(bytes);
  const json = JSON.parse(strFromU8(entries["account.json"])) as Json;
  return { entries, json, text: strFromU8(entries["account.json"]) };
}

// Two candidates apply to one job; the second one's data must never show in the first one's export.
async function world() {
  const admin = await createUser({ role: "Admin", name: "Admin Person", email: `admin-${Date.now()}@secret-admin.example` });
  const { user: employerUser, employer } = await createEmployer({ orgName: "Export Test Co" });
  await db.employer.update({ where: { id: employer.id }, data: { gstin: "27AAPFU0939F1ZV" } });
  const job = await createJob({ employerId: employer.id, post: "Export Tester" });
  const otherJob = await createJob({ post: "Someone Else's Job" });

  await db.skill.create({ data: { id: "t-export-docker", name: "Export Docker", category: "Test" } });
  const trainer = await createUser({ role: "Trainer", name: "Export Trainer" });
  await db.programme.create({ data: { id: "t-export-prog", slug: "t-export-prog", title: "Export Programme", summary: "s", durationWeeks: 2, position: 99 } });
  const batch = await db.batch.create({
    data: { programmeId: "t-export-prog", title: "Export Batch", startDate: new Date("2026-10-01"), endDate: new Date("2026-10-20"), mode: "online", seats: 5, trainerId: trainer.id },
  });
  const session = await db.trainingSession.create({
    data: { batchId: batch.id, startsAt: new Date("2026-10-02T04:30:00Z"), endsAt: new Date("2026-10-02T06:30:00Z"), topic: "Export topic" },
  });
  const { user: me } = await createCandidate({ complete: true, name: "Asha Export" });
  const { user: other } = await createCandidate({ complete: true, name: "Other Person" });
  await db.candidateProfile.update({ where: { userId: other.id }, data: { panCardNumber: "ZZZPZ9999Z" } });

  const resume = await storeFile(me.id, "resume", "my-cv.pdf", "%PDF-1.4 Asha's resume");
  const pan = await storeFile(me.id, "panCard", "pan.png", "PNG Asha's PAN card");
  await db.candidateProfile.update({ where: { userId: me.id }, data: { resumeFileId: resume.row.id, panCardFileId: pan.row.id } });
  const otherResume = await storeFile(other.id, "resume", "other-cv.pdf", "%PDF-1.4 the other resume");
  await db.candidateProfile.update({ where: { userId: other.id }, data: { resumeFileId: otherResume.row.id } });

  for (const [user, status] of [
    [me, "interview"],
    [other, "rejected"],
  ] as const) {
    const application = await db.application.create({ data: { jobId: job.id, candidateId: user.id, status } });
    await db.applicationEvent.createMany({
      data: [
        { applicationId: application.id, to: "applied", actorRole: "Candidate", actorId: user.id },
        {
          applicationId: application.id,
          from: "applied",
          to: status,
          actorRole: "Employer",
          actorId: employerUser.id,
          message: `Message for ${user.name}`,
          note: `PRIVATE NOTE about ${user.name}`,
          interviewAt: status === "interview" ? new Date("2030-02-01T05:00:00Z") : null,
          interviewMode: status === "interview" ? "video" : null,
        },
      ],
    });
    await db.savedJob.create({ data: { userId: user.id, jobId: job.id } });
    await db.candidateSkill.create({ data: { userId: user.id, skillId: "t-export-docker", level: 4, source: "verified", certificateCode: `CERT-${user.id}` } });
    await db.jobInvitation.create({ data: { jobId: job.id, candidateId: user.id, invitedById: employerUser.id, message: `Invite for ${user.name}` } });
    const enrollment = await db.enrollment.create({ data: { batchId: batch.id, candidateId: user.id, status: "completed", score: 88 } });
    await db.attendance.create({ data: { sessionId: session.id, enrollmentId: enrollment.id } });
    await db.certificate.create({
      data: { code: `C${user.id}`.slice(0, 16), enrollmentId: enrollment.id, candidateId: user.id, name: user.name, programmeTitle: "Export Programme", batchTitle: "Export Batch", startDate: batch.startDate, endDate: batch.endDate, score: 88, skills: ["Export Docker"] },
    });
    await db.jobAlert.create({ data: { userId: user.id, name: `Alert of ${user.name}`, frequency: "daily", city: "Pune" } });
    await db.notification.create({ data: { userId: user.id, kind: "status", title: `Note to ${user.name}`, body: "b", link: "/x" } });
    await db.consent.create({ data: { userId: user.id, document: "privacy", version: "2026-11-24" } });
    await db.fileView.create({
      data: { ownerId: user.id, viewerId: employerUser.id, viewerName: `Viewer of ${user.name}`, organisation: "Export Test Co", viewerRole: "Employer", fileKind: "resume" },
    });
  }
  await db.adminDecision.createMany({
    data: [
      { adminId: admin.id, employerId: employer.id, status: "approved", reason: "Looks genuine" },
      { adminId: admin.id, jobId: job.id, status: "approved" },
      { adminId: admin.id, jobId: otherJob.id, status: "rejected", reason: "Other employer's job" },
    ],
  });
  return { admin, employerUser, employer, job, me, other, resume, pan };
}

const w = await world();

describe("GET account/export", () => {
  it("answers a ZIP download with account.json and the candidate's files, byte for byte", async () => {
    const res = await callExport(w.me);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="talentbridge-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(["account.json", "files/panCard-pan.png", "files/resume-my-cv.pdf"]);
    expect(entries["files/resume-my-cv.pdf"]).toEqual(w.resume.bytes);
    expect(entries["files/panCard-pan.png"]).toEqual(w.pan.bytes);
  });

  it("refuses visitors", async () => {
    expect((await callExport(null)).status).toBe(401);
  });

  it("names the file after the day in India time", () => {
    // 20:00 UTC on Jan 1 is already Jan 2 in India.
    expect(exportFileName(new Date("2030-01-01T20:00:00Z"))).toBe("talentbridge-data-2030-01-02.zip");
  });
});

describe("a candidate's export", () => {
  it("holds the account, consents, profile with document numbers, files, applications, saved jobs, alerts, notifications and document views", async () => {
    const { json } = await exportOf(w.me);
    expect(json.account).toMatchObject({ id: w.me.id, role: "Candidate", email: w.me.email, name: "Asha Export", mobile: "9876543210" });
    expect(json.consents).toEqual([expect.objectContaining({ document: "privacy", version: "2026-11-24" })]);
    expect(json.profile).toMatchObject({
      panCardNumber: "ABCPS1234K",
      dob: "1998-04-12",
      resumeFile: "files/resume-my-cv.pdf",
      panCardFile: "files/panCard-pan.png",
      passPortFile: null,
      isProfileCompleted: true,
      // decisions.md section 19's fields join the export with the profile row (it omits only ids).
      isFresher: false,
      currentSalary: null,
      expectedSalary: null,
      noticePeriodDays: null,
    });
    expect(json.files).toEqual([
      expect.objectContaining({ kind: "resume", fileName: "my-cv.pdf", mimeType: "application/pdf", size: w.resume.bytes.byteLength, path: "files/resume-my-cv.pdf" }),
      expect.objectContaining({ kind: "panCard", fileName: "pan.png", path: "files/panCard-pan.png" }),
    ]);
    const applications = json.applications as Json[];
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ job: { id: w.job.id, post: "Export Tester", orgName: "Export Test Co" }, status: "interview" });
    const events = applications[0].events as Json[];
    expect(events.map((e) => e.to)).toEqual(["applied", "interview"]);
    expect(events[1]).toMatchObject({ message: "Message for Asha Export", interviewMode: "video", actorRole: "Employer" });
    expect(json.savedJobs).toEqual([expect.objectContaining({ jobId: w.job.id, post: "Export Tester" })]);
    expect(json.alerts).toEqual([expect.objectContaining({ name: "Alert of Asha Export", frequency: "daily", city: "Pune", paused: false })]);
    expect(json.notifications).toEqual([expect.objectContaining({ title: "Note to Asha Export" })]);
    expect(json.documentViews).toEqual([
      expect.objectContaining({ viewerName: "Viewer of Asha Export", organisation: "Export Test Co", viewerRole: "Employer", fileKind: "resume" }),
    ]);
    expect(json.skills).toEqual([
      expect.objectContaining({ skillId: "t-export-docker", name: "Export Docker", level: 4, source: "verified", certificateCode: `CERT-${w.me.id}` }),
    ]);
    expect(json.invitations).toEqual([
      expect.objectContaining({ jobId: w.job.id, post: "Export Tester", orgName: "Export Test Co", message: "Invite for Asha Export" }),
    ]);
    expect(JSON.stringify(json.invitations)).not.toContain(w.employerUser.id);
    expect(json.training).toEqual([
      expect.objectContaining({ programme: "Export Programme", batch: "Export Batch", startDate: "2026-10-01", status: "completed", score: 88, attended: [expect.objectContaining({ session: "Export topic", markedByTrainer: false })] }),
    ]);
    expect(json.certificates).toEqual([expect.objectContaining({ code: `C${w.me.id}`.slice(0, 16), programmeTitle: "Export Programme", score: 88, revokedAt: null })]);
  });

  it("leaves out the employer's private notes, who moved the application, and everything of the other candidate", async () => {
    const { entries, json, text } = await exportOf(w.me);
    const events = (json.applications as Json[])[0].events as Json[];
    for (const event of events) {
      expect(event).not.toHaveProperty("note");
      expect(event).not.toHaveProperty("actorId");
    }
    expect(text).not.toContain("PRIVATE NOTE");
    expect(text).not.toContain(w.employerUser.id);
    for (const foreign of ["Other Person", w.other.id, w.other.email, "ZZZPZ9999Z", "other-cv.pdf"]) expect(text).not.toContain(foreign);
    for (const bytes of Object.values(entries)) expect(strFromU8(bytes)).not.toContain("the other resume");
  });

  it("lists a file whose bytes are gone with path null instead of a broken entry", async () => {
    const { user } = await createCandidate();
    const lost = await db.storedFile.create({
      data: { ownerId: user.id, kind: "passport", fileName: "passport.jpg", mimeType: "image/jpeg", size: 10, storageKey: newStorageKey() },
    });
    await db.candidateProfile.update({ where: { userId: user.id }, data: { passPortFileId: lost.id } });
    const { entries, json } = await exportOf(user);
    expect(Object.keys(entries)).toEqual(["account.json"]);
    expect(json.files).toEqual([expect.objectContaining({ fileName: "passport.jpg", path: null })]);
    expect(json.profile).toMatchObject({ passPortFile: null });
  });
});

describe("an employer's export", () => {
  it("holds the company with its GSTIN, its jobs with applicant counts, and the decisions about them without the admin", async () => {
    const { json, text } = await exportOf(w.employerUser);
    expect(json.account).toMatchObject({ role: "Employer", email: w.employerUser.email });
    expect(json.company).toMatchObject({ id: w.employer.id, orgName: "Export Test Co", gstin: "27AAPFU0939F1ZV", status: "approved" });
    const jobs = json.jobs as Json[];
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ id: w.job.id, post: "Export Tester", status: "approved", applicantCount: 2, closedAt: null });
    expect(jobs[0]).toHaveProperty("validThrough");
    const decisions = json.decisions as Json[];
    expect(decisions.map((d) => [d.subject, d.status, d.reason])).toEqual([
      ["company", "approved", "Looks genuine"],
      ["job", "approved", null],
    ]);
    // Applicants are counted, never named; the admin stays anonymous; other employers' jobs stay out.
    for (const foreign of ["Asha Export", "Other Person", w.me.email, w.admin.id, w.admin.email, "Admin Person", "Someone Else's Job", "Other employer's job"]) {
      expect(text).not.toContain(foreign);
    }
    expect(json).not.toHaveProperty("applications");
  });
});

describe("a university's export", () => {
  it("holds the institute and its requests with their decisions, and no other university's", async () => {
    const mine = await createUniversityRequest("accepted");
    const theirs = await createUniversityRequest("pending");
    await db.universityRequest.update({ where: { id: theirs.request.id }, data: { programme: "Someone else's programme" } });
    await db.adminDecision.create({ data: { adminId: w.admin.id, requestId: mine.request.id, status: "accepted", reason: "Welcome" } });
    const { json, text } = await exportOf(mine.user);
    expect(json.institute).toMatchObject({ id: mine.university.id, instituteName: "Test Institute", city: "Pune" });
    expect(json.requests).toEqual([
      expect.objectContaining({
        id: mine.request.id,
        programme: "Robotics",
        startDate: "2099-01-10",
        status: "accepted",
        decisions: [expect.objectContaining({ status: "accepted", reason: "Welcome" })],
      }),
    ]);
    expect(text).not.toContain("Someone else's programme");
    expect(text).not.toContain(w.admin.id);
  });
});

describe("the daily limit", () => {
  it("allows 3 exports a day per account, then 429 RATE_LIMITED with Retry-After; the next day allows again", async () => {
    const { user } = await createCandidate();
    const { user: neighbour } = await createCandidate();
    const day = new Date("2031-05-05T10:00:00Z");
    for (let i = 0; i < 3; i++) await exportAccount(user, { now: day });
    const refused = await exportAccount(user, { now: day }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ status: 429, code: "RATE_LIMITED", message: EXPORT_THROTTLED });
    expect((refused as { headers: Record<string, string> }).headers["Retry-After"]).toBe(String(14 * 3600));
    // Someone else's count is their own; tomorrow starts afresh.
    await expect(exportAccount(neighbour, { now: day })).resolves.toBeDefined();
    await expect(exportAccount(user, { now: new Date("2031-05-06T10:00:00Z") })).resolves.toBeDefined();
  });

  it("answers the fourth download of the day through the API with the error envelope", async () => {
    const { user } = await createCandidate();
    for (let i = 0; i < 3; i++) expect((await callExport(user)).status).toBe(200);
    const res = await callExport(user);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ success: false, code: "RATE_LIMITED", message: EXPORT_THROTTLED });
  });

  it("gives the count back when an export fails, so a storage outage does not use up the day", async () => {
    const { user } = await createCandidate();
    await storeFile(user.id, "resume", "cv.pdf", "%PDF-1.4 x");
    const now = new Date("2031-07-07T10:00:00Z");
    const get = vi.spyOn(getStorage(), "get").mockRejectedValueOnce(new Error("storage down"));
    await expect(exportAccount(user, { now })).rejects.toThrow("storage down");
    get.mockRestore();
    for (let i = 0; i < 3; i++) await exportAccount(user, { now });
    await expect(exportAccount(user, { now })).rejects.toMatchObject({ status: 429 });
  });
});
