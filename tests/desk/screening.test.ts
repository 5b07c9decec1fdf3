// What a recruiter screens with (decisions.md section 20): for a candidate who lets employers find them,
// the desk's profile carries e-mail, mobile, current and expected salary, notice period and the résumé,
// whose bytes a recruiter reads through GET files/{id} (logged for the candidate as TalentBridge's). A
// trainee who is not discoverable shows none of it and their résumé is a 404; so is any other document,
// an older file, and a candidate leaving. Employers still see none of it before accepting a submittal.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { DeskCandidateDetail } from "@/lib/desk/contract/common";
import type { FileKind } from "@/lib/generated/prisma/enums";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

const dataDir = mkdtempSync(path.join(tmpdir(), "desk-screening-"));
process.env.DATA_DIR = dataDir;
delete process.env.UPLOADTHING_TOKEN;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const { db } = await import("@/lib/db");
const { getStorage, newStorageKey } = await import("@/lib/storage");
const { createUser } = await import("@/tests/factories");
const { callRoute } = await import("@/tests/helpers/call-route");
const { insertBatch, dayFromToday } = await import("@/tests/academy/batch-fixtures");
const { createMatchCandidate } = await import("@/tests/matching/fixtures");
const { PITCH, companyList, describeLink, submitted, tokenIn, world } = await import("@/tests/desk/submittal-fixtures");
const { mailsTo } = await import("@/tests/helpers/outbox");
const fileRoute = await import("@/app/api/v1/files/[id]/route");
const profileRoute = await import("@/app/api/v1/desk/candidates/[id]/route");
const { listDocumentViews } = await import("@/lib/candidate-profile/service/document-views");

async function storeFile(ownerId: string, kind: FileKind) {
  const storageKey = await getStorage().put(newStorageKey(), new TextEncoder().encode("%PDF-1.4 test"), "application/pdf");
  return db.storedFile.create({ data: { ownerId, kind, mimeType: "application/pdf", size: 13, fileName: "cv.pdf", storageKey } });
}

async function readFile(as: SessionUser, id: string): Promise<number> {
  session.user = as;
  const res = await fileRoute.GET(new NextRequest(`http://localhost/api/v1/files/${id}`), { params: Promise.resolve({ id }) });
  return res.status;
}

const profile = (as: SessionUser, id: string) => callRoute(profileRoute.GET, { as, path: `/api/v1/desk/candidates/${id}`, params: { id } });

/** A candidate with contact details, pay, notice, a current résumé, an older one and a PAN card. */
async function screenable(opts: { name: string; discoverable: boolean }) {
  const user = await createMatchCandidate({ name: opts.name, discoverable: opts.discoverable });
  const older = await storeFile(user.id, "resume");
  const resume = await storeFile(user.id, "resume");
  const pan = await storeFile(user.id, "panCard");
  await db.user.update({ where: { id: user.id }, data: { mobile: "+919812345678" } });
  await db.candidateProfile.update({
    where: { userId: user.id },
    data: { currentSalary: 720000, expectedSalary: 1100000, noticePeriodDays: 45, resumeFileId: resume.id, panCardFileId: pan.id },
  });
  return { user, resume, older, pan };
}

describe("screening a candidate of the desk's pool", () => {
  it("a discoverable candidate: contact details, pay, notice and the résumé (read through files, logged)", async () => {
    const recruiter = await createUser({ role: "Recruiter", name: "Riya Recruiter" });
    const { user, resume, older, pan } = await screenable({ name: "Open Person", discoverable: true });
    const res = await profile(recruiter, user.id);
    expect(res.status).toBe(200);
    expect((res.body.response as DeskCandidateDetail).screening).toEqual({
      email: user.email,
      mobile: "+919812345678",
      currentSalary: 720000,
      expectedSalary: 1100000,
      noticePeriodDays: 45,
      isFresher: false,
      resume: { fileId: resume.id, fileName: "cv.pdf" },
    });

    expect(await readFile(recruiter, resume.id)).toBe(200);
    // Only the current résumé: not an older file, not a document.
    expect(await readFile(recruiter, older.id)).toBe(404);
    expect(await readFile(recruiter, pan.id)).toBe(404);
    const views = await listDocumentViews(user, { page: 1, limit: 20 });
    expect(views.items).toEqual([expect.objectContaining({ viewer: "Riya Recruiter", organisation: "TalentBridge Staffing", role: "Recruiter", fileKind: "resume" })]);

    // Once they ask to delete their account, nothing more.
    await db.user.update({ where: { id: user.id }, data: { deletionRequestedAt: new Date() } });
    expect(await readFile(recruiter, resume.id)).toBe(404);
    expect((await profile(recruiter, user.id)).status).toBe(404);
  });

  it("a trainee who does not let employers find them: no screening fields, and the résumé is a 404", async () => {
    const recruiter = await createUser({ role: "Recruiter" });
    const { user, resume } = await screenable({ name: "Quiet Trainee", discoverable: false });
    const trainer = await createUser({ role: "Trainer" });
    const batch = await insertBatch({ trainerId: trainer.id, title: "Web Feb", startDate: dayFromToday(-10), endDate: dayFromToday(20) });
    await db.enrollment.create({ data: { batchId: batch.id, candidateId: user.id, status: "enrolled" } });

    const res = await profile(recruiter, user.id);
    expect(res.status).toBe(200);
    const detail = res.body.response as DeskCandidateDetail;
    expect(detail).toMatchObject({ trainee: true, discoverable: false, screening: null });
    const text = JSON.stringify(res.body);
    for (const secret of [user.email, "+919812345678", "720000", "1100000"]) expect(text).not.toContain(secret);
    expect(await readFile(recruiter, resume.id)).toBe(404);
  });

  it("employers still see none of it: the company's list, the review link and its mail", async () => {
    const w = await world();
    await db.user.update({ where: { id: w.candidate.id }, data: { mobile: "+919812345678" } });
    await db.candidateProfile.update({ where: { userId: w.candidate.id }, data: { currentSalary: 720000, expectedSalary: 1100000, noticePeriodDays: 45 } });
    const resume = await storeFile(w.candidate.id, "resume");
    await db.candidateProfile.update({ where: { userId: w.candidate.id }, data: { resumeFileId: resume.id } });
    await submitted(w);

    const [mail] = mailsTo(w.owner.email);
    const seen = [
      JSON.stringify((await companyList(w.owner, w.job.id)).body),
      JSON.stringify((await describeLink(null, tokenIn(mail.text))).body),
      mail.text,
      mail.html,
    ].join("\n");
    expect(seen).toContain(PITCH.split("\n")[0]);
    for (const secret of [w.candidate.email, "+919812345678", "720000", "7,20,000", "1100000", "11,00,000", resume.id]) expect(seen).not.toContain(secret);
    // Nor the résumé's bytes before the company accepts (it has no application of the candidate yet).
    expect(await readFile(w.owner, resume.id)).toBe(404);
  });
});
