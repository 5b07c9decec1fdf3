// An interviewer asking for a forbidden field finds it absent in every call that answers applicant data
// (issue 44, decisions.md section 20), beside interviewer-privacy.test.ts (the application call and
// page): the applicants list and the dashboard (refused or empty), the agency's lists (refused), the
// messages, the scorecards, the panel, the notifications, the interviews page and their own data export.
// Each case looks for the candidate's actual value in the answer. What they do get: the job's
// description and the résumé, which the file call serves them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { callRoute } from "@/tests/helpers/call-route";
import { addMember } from "@/tests/messages/fixtures";
import { assignedInterviewer, HIDDEN_PROFILE } from "@/tests/teams/privacy-fixture";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const applicants = await import("@/app/api/v1/applications/job-applicants-details/route");
const dashboard = await import("@/app/api/v1/applications/job-applicants/route");
const detail = await import("@/app/api/v1/applications/[id]/route");
const messages = await import("@/app/api/v1/applications/[id]/messages/route");
const scorecard = await import("@/app/api/v1/applications/[id]/scorecard/route");
const scorecards = await import("@/app/api/v1/applications/[id]/scorecards/route");
const interviewers = await import("@/app/api/v1/applications/[id]/interviewers/route");
const status = await import("@/app/api/v1/applications/[id]/status/route");
const notifications = await import("@/app/api/v1/notifications/route");
const submittals = await import("@/app/api/v1/submittals/route");
const awaiting = await import("@/app/api/v1/submittals/awaiting/route");
const { readStoredFile } = await import("@/lib/candidate-profile/service/files");
const { getStorage, newStorageKey } = await import("@/lib/storage");
const { getApplicationPage } = await import("@/lib/teams/service/application-page");
const { loadInterviews } = await import("@/lib/teams/loaders/interviews");
const { exportAccount } = await import("@/lib/privacy/service/export");

const HIDDEN = {
  ...HIDDEN_PROFILE,
  // The candidate's own number (every test account's default is another).
  phone: "9123400001",
  noticePeriod: "noticePeriodDays",
} as const;
const DESCRIPTION = "Own the payments service end to end; on call one week in six.";

let owner: SessionUser;
let interviewer: SessionUser;
let applicationId = "";
let jobId = "";
let email = "";
let resumeId = "";

// Real local storage in a temporary folder (read per call by getStorage): the résumé is served for real.
const dataDir = mkdtempSync(path.join(tmpdir(), "interviewer-privacy-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  delete process.env.UPLOADTHING_TOKEN;
  const fixture = await assignedInterviewer();
  ({ owner, interviewer } = fixture);
  applicationId = fixture.application.id;
  jobId = fixture.job.id;
  email = fixture.candidate.email;
  await db.job.update({ where: { id: jobId }, data: { description: DESCRIPTION } });
  await db.user.update({ where: { id: fixture.candidate.id }, data: { mobile: HIDDEN.phone } });
  const bytes = new TextEncoder().encode("%PDF-1.4 Asha Rao's résumé");
  const storageKey = await getStorage().put(newStorageKey(), bytes, "application/pdf");
  const resume = await db.storedFile.create({
    data: { ownerId: fixture.candidate.id, kind: "resume", mimeType: "application/pdf", fileName: "asha.pdf", storageKey, size: bytes.byteLength },
  });
  resumeId = resume.id;
  await db.candidateProfile.update({ where: { userId: fixture.candidate.id }, data: { noticePeriodDays: 45, resumeFileId: resume.id } });
  // What the interviewer's own reads may carry: a message of the company, a scorecard, an interview, notifications.
  await callRoute(messages.POST, { as: owner, method: "POST", params: { id: applicationId }, body: { body: "Hello Asha, when can you talk?" } });
  const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
  await callRoute(status.PATCH, { as: owner, method: "PATCH", params: { id: applicationId }, body: { status: "interview", interview: { at, mode: "video" } } });
  const ratings = [{ criterion: "Communication", rating: 3 }];
  await callRoute(scorecard.PUT, { as: interviewer, method: "PUT", params: { id: applicationId }, body: { ratings, recommendation: "yes", notes: "Clear." } });
});

/** Asserts no hidden value (nor the e-mail) is in the answer. */
function expectNothingHidden(answer: unknown) {
  const text = typeof answer === "string" ? answer : JSON.stringify(answer);
  for (const [field, value] of [...Object.entries(HIDDEN), ["email", email]]) expect(text, field).not.toContain(value);
}

const get = (handler: Parameters<typeof callRoute>[0], path: string, params?: Record<string, string>) => callRoute(handler, { as: interviewer, path, params });

describe("every call an interviewer makes that touches an applicant", () => {
  it("the applicants list: 403, nothing of the applicant", async () => {
    const res = await get(applicants.GET, `/api/v1/applications/job-applicants-details?jobId=${jobId}`);
    expect(res.status).toBe(403);
    expectNothingHidden(res.body);
    expect(JSON.stringify(res.body)).not.toContain("Asha");
  });

  it("the dashboard: no jobs", async () => {
    const res = await get(dashboard.GET, "/api/v1/applications/job-applicants");
    expect([200, 403]).toContain(res.status);
    if (res.status === 200) expect((res.body.response as { docs: unknown[] }).docs).toEqual([]);
    expectNothingHidden(res.body);
  });

  it("the agency's lists: 403", async () => {
    for (const res of [await get(submittals.GET, `/api/v1/submittals?jobId=${jobId}`), await get(awaiting.GET, "/api/v1/submittals/awaiting")]) {
      expect(res.status).toBe(403);
      expectNothingHidden(res.body);
    }
  });

  it.each([
    ["the application", detail.GET, "/api/v1/applications/{id}"],
    ["the messages", messages.GET, "/api/v1/applications/{id}/messages"],
    ["the scorecards", scorecards.GET, "/api/v1/applications/{id}/scorecards"],
    ["the panel", interviewers.GET, "/api/v1/applications/{id}/interviewers"],
  ] as const)("%s: answered without any hidden field", async (_name, handler, path) => {
    const res = await get(handler, path.replace("{id}", applicationId), { id: applicationId });
    expect(res.status).toBe(200);
    expectNothingHidden(res.body);
  });

  it("the notifications, the interviews page and the application page's data", async () => {
    const bell = await get(notifications.GET, "/api/v1/notifications");
    expect(bell.status).toBe(200);
    expectNothingHidden(bell.body);
    expectNothingHidden(await loadInterviews(interviewer, {}));
    expectNothingHidden(await getApplicationPage(interviewer, { id: applicationId }));
  });

  it("their own data export", async () => {
    const { bytes } = await exportAccount(interviewer);
    const text = Object.values(unzipSync(bytes)).map((entry) => strFromU8(entry)).join("\n");
    expect(text).toMatch(/"recommendation":\s*"yes"/);
    expectNothingHidden(text);
  });
});

describe("the values looked for are real", () => {
  it("the owner's applicants list carries each of them", async () => {
    const res = await callRoute(applicants.GET, { as: owner, path: `/api/v1/applications/job-applicants-details?jobId=${jobId}` });
    const text = JSON.stringify(res.body);
    for (const [field, value] of [...Object.entries(HIDDEN).filter(([field]) => field !== "pan"), ["email", email]]) expect(text, field).toContain(value);
  });
});

describe("what an interviewer needs", () => {
  it("the job's description and the résumé link, which the file call serves to them (and not to an unassigned interviewer)", async () => {
    const page = await getApplicationPage(interviewer, { id: applicationId });
    expect(page.detail.job.description).toBe(DESCRIPTION);
    expect(page.applicant).toMatchObject({ view: "interviewer", applicant: { profile: { resumeFile: `/api/v1/files/${resumeId}` } } });
    expect(strFromU8((await readStoredFile(interviewer, resumeId)).bytes)).toContain("résumé");
    const other = await addMember((await db.job.findUniqueOrThrow({ where: { id: jobId } })).employerId, "interviewer", "Unassigned");
    await expect(readStoredFile(other, resumeId)).rejects.toMatchObject({ status: 404 });
  });
});
