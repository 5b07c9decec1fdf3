// "Who viewed my documents" (decisions.md section 12) through the route handlers: reads of a
// candidate's files by an employer the candidate applied to and by an admin are logged (with the
// organisation of the time), the owner's own reads are not, repeated reads within the window count
// once, each candidate sees only their own views, newest first and paged, and only candidates may ask.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { FileKind } from "@/lib/generated/prisma/enums";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

const dataDir = mkdtempSync(path.join(tmpdir(), "document-views-"));
process.env.DATA_DIR = dataDir;
delete process.env.UPLOADTHING_TOKEN;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const { db } = await import("@/lib/db");
const { getStorage, newStorageKey } = await import("@/lib/storage");
const { createCandidate, createEmployer, createJob, createUser, createUniversityRequest } = await import("@/tests/factories");
const { callRoute } = await import("@/tests/helpers/call-route");
const fileRoute = await import("@/app/api/v1/files/[id]/route");
const viewsRoute = await import("@/app/api/v1/candidate/document-views/route");
const { VIEW_REPEAT_WINDOW_MINUTES, listDocumentViews } = await import("@/lib/candidate-profile/service/document-views");

type User = Awaited<ReturnType<typeof createUser>>;
type View = { viewer: string; organisation: string | null; role: string; fileKind: string; viewedAt: string };

async function storeFile(ownerId: string, kind: FileKind) {
  const storageKey = await getStorage().put(newStorageKey(), new TextEncoder().encode("%PDF-1.4 test"), "application/pdf");
  return db.storedFile.create({ data: { ownerId, kind, mimeType: "application/pdf", size: 13, fileName: "file.pdf", storageKey } });
}

async function readFile(as: User, id: string): Promise<number> {
  session.user = as;
  const res = await fileRoute.GET(new NextRequest(`http://localhost/api/v1/files/${id}`), { params: Promise.resolve({ id }) });
  return res.status;
}

function views(as: User | null, query: Record<string, string> = {}) {
  const path = `/api/v1/candidate/document-views?${new URLSearchParams(query).toString()}`;
  return callRoute(viewsRoute.GET as Handler, { as, path });
}

async function viewsOf(as: User, query: Record<string, string> = {}): Promise<View[]> {
  const res = await views(as, query);
  expect(res.status).toBe(200);
  return res.body.response as View[];
}

/** A candidate with a resume and a PAN card, applied to a job of an approved employer. */
async function applicantWithFiles(orgName = "Infosphere Tech") {
  const { user: candidate } = await createCandidate({ name: "Priya" });
  const resume = await storeFile(candidate.id, "resume");
  const pan = await storeFile(candidate.id, "panCard");
  const { user: employer, employer: company } = await createEmployer({ orgName });
  const job = await createJob({ employerId: company.id });
  await db.application.create({ data: { candidateId: candidate.id, jobId: job.id } });
  return { candidate, resume, pan, employer, company };
}

describe("logging reads of a candidate's files", () => {
  it("logs an employer's read of the resume with the company name, and an admin's read as TalentBridge Staffing", async () => {
    const { candidate, resume, pan, employer } = await applicantWithFiles();
    const admin = await createUser({ role: "Admin", name: "Asha Admin" });

    expect(await readFile(employer, resume.id)).toBe(200);
    expect(await readFile(admin, pan.id)).toBe(200);

    const page = await viewsOf(candidate);
    expect(page).toEqual([
      { viewer: "Asha Admin", organisation: "TalentBridge Staffing", role: "Admin", fileKind: "panCard", viewedAt: expect.any(String) },
      { viewer: employer.name, organisation: "Infosphere Tech", role: "Employer", fileKind: "resume", viewedAt: expect.any(String) },
    ]);
    expect(Date.parse(page[0].viewedAt)).toBeGreaterThanOrEqual(Date.parse(page[1].viewedAt));
  });

  it("does not log the owner's own reads, refused reads or reads of missing bytes", async () => {
    const { candidate, resume, pan, employer } = await applicantWithFiles();
    expect(await readFile(candidate, resume.id)).toBe(200);
    expect(await readFile(candidate, pan.id)).toBe(200);
    // an employer may not see ID documents; a university sees nothing
    expect(await readFile(employer, pan.id)).toBe(404);
    const { user: university } = await createUniversityRequest();
    expect(await readFile(university, resume.id)).toBe(404);
    // the row exists but its bytes are gone
    const lost = await db.storedFile.create({
      data: { ownerId: candidate.id, kind: "passport", mimeType: "image/png", size: 1, fileName: "p.png", storageKey: newStorageKey() },
    });
    expect(await readFile(await createUser({ role: "Admin" }), lost.id)).toBe(404);

    expect(await viewsOf(candidate)).toEqual([]);
    expect(await db.fileView.count({ where: { ownerId: candidate.id } })).toBe(0);
  });

  it(`logs one person's repeated reads of the same kind once within ${VIEW_REPEAT_WINDOW_MINUTES} minutes, and again after`, async () => {
    const { candidate, resume, pan, employer } = await applicantWithFiles();
    const admin = await createUser({ role: "Admin" });
    for (let i = 0; i < 3; i++) expect(await readFile(employer, resume.id)).toBe(200);
    expect(await db.fileView.count({ where: { ownerId: candidate.id } })).toBe(1);

    // another kind, and another person, are new views
    expect(await readFile(admin, pan.id)).toBe(200);
    expect(await readFile(admin, resume.id)).toBe(200);
    expect(await db.fileView.count({ where: { ownerId: candidate.id } })).toBe(3);

    // once the window has passed, the same read is logged again
    const past = new Date(Date.now() - (VIEW_REPEAT_WINDOW_MINUTES + 1) * 60_000);
    await db.fileView.updateMany({ where: { ownerId: candidate.id, viewerId: employer.id }, data: { viewedAt: past } });
    expect(await readFile(employer, resume.id)).toBe(200);
    expect(await db.fileView.count({ where: { ownerId: candidate.id, viewerId: employer.id } })).toBe(2);
  });

  it("keeps the organisation of the time after the company is renamed", async () => {
    const { candidate, resume, employer, company } = await applicantWithFiles("Old Name Ltd");
    expect(await readFile(employer, resume.id)).toBe(200);
    await db.employer.update({ where: { id: company.id }, data: { orgName: "New Name Ltd" } });
    expect((await viewsOf(candidate)).map((v) => v.organisation)).toEqual(["Old Name Ltd"]);
  });
});

describe("GET candidate/document-views", () => {
  it("lists only the candidate's own views", async () => {
    const first = await applicantWithFiles();
    const second = await applicantWithFiles("Other Corp");
    expect(await readFile(second.employer, second.resume.id)).toBe(200);

    expect(await viewsOf(first.candidate)).toEqual([]);
    expect((await viewsOf(second.candidate)).map((v) => v.organisation)).toEqual(["Other Corp"]);
  });

  it("pages newest first in SQL, with hasNextPage", async () => {
    const { user: candidate } = await createCandidate();
    const base = Date.parse("2026-11-01T10:00:00.000Z");
    await db.fileView.createMany({
      data: Array.from({ length: 5 }, (_, i) => ({
        ownerId: candidate.id,
        viewerName: `Viewer ${i}`,
        viewerRole: "Employer" as const,
        organisation: `Org ${i}`,
        fileKind: "resume" as const,
        viewedAt: new Date(base + i * 60_000),
      })),
    });

    // The API answers the page as a bare array (decisions.md section 12); the service also says whether more follow.
    const one = await viewsOf(candidate, { limit: "2" });
    expect(await listDocumentViews(candidate, { page: 1, limit: 2 })).toMatchObject({ page: 1, hasNextPage: true });
    expect(one.map((v) => v.viewer)).toEqual(["Viewer 4", "Viewer 3"]);
    expect(one[0].viewedAt).toBe(new Date(base + 4 * 60_000).toISOString());

    const three = await viewsOf(candidate, { limit: "2", page: "3" });
    expect(await listDocumentViews(candidate, { page: 3, limit: 2 })).toMatchObject({ page: 3, hasNextPage: false });
    expect(three.map((v) => v.viewer)).toEqual(["Viewer 0"]);

    expect(await viewsOf(candidate, { page: "9" })).toEqual([]);
  });

  it("refuses bad paging with 400 VALIDATION", async () => {
    const { user: candidate } = await createCandidate();
    const queries: Record<string, string>[] = [{ page: "0" }, { limit: "1000" }, { page: "abc" }];
    for (const query of queries) {
      const res = await views(candidate, query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: "VALIDATION" });
    }
  });

  it("answers 401 to visitors and 403 to employers, admins and universities", async () => {
    expect((await views(null)).status).toBe(401);
    const { user: employer } = await createEmployer();
    const admin = await createUser({ role: "Admin" });
    const { user: university } = await createUniversityRequest();
    for (const user of [employer, admin, university]) {
      const res = await views(user);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: "FORBIDDEN" });
    }
  });
});
