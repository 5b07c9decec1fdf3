// Reported messages (the candidate reports, the admin dismisses or removes) and messages in
// "Download my data" and the purge (decisions.md sections 12 and 16).
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import type { MessageJson, MessageReportJson, MessagesJson } from "@/lib/messages/contract";
import { REMOVED_MESSAGE_TEXT } from "@/lib/messages/rules";
import { createUser } from "@/tests/factories";
import { addMember, assign, threadFixture } from "@/tests/messages/fixtures";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { GET: readThread, POST: write } = await import("@/app/api/v1/applications/[id]/messages/route");
const { POST: report } = await import("@/app/api/v1/messages/[id]/report/route");
const { GET: listReports } = await import("@/app/api/v1/admin/message-reports/route");
const { POST: resolve } = await import("@/app/api/v1/admin/message-reports/[id]/route");
const { readCandidate } = await import("@/lib/registry/personal-data/candidate");
const { readEmployer } = await import("@/lib/registry/personal-data/company");
const { purgeTask } = await import("@/lib/privacy/tasks/purge");

const post = async (as: SessionUser, id: string, body: string) =>
  (await callRoute(write, { as, method: "POST", params: { id }, body: { body }, ip: "203.0.113.20" })).body.response as MessageJson;
const thread = async (as: SessionUser, id: string) => (await callRoute(readThread, { as, params: { id } })).body.response as MessagesJson;
const reportMessage = (as: SessionUser, id: string, details?: string) =>
  callRoute(report, { as, method: "POST", params: { id }, body: details === undefined ? {} : { details } });

describe("reporting a message", () => {
  it("the candidate reports a company's message once (201, then 409 ALREADY_REPORTED)", async () => {
    const { owner, candidate, application } = await threadFixture();
    const message = await post(owner, application.id, "Pay a fee of 5000 to continue.");
    const first = await reportMessage(candidate, message.id, "They ask for money.\nTwice.");
    expect(first.status).toBe(201);
    const second = await reportMessage(candidate, message.id);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("ALREADY_REPORTED");
    expect(await db.messageReport.findMany({ where: { messageId: message.id } })).toMatchObject([{ details: "They ask for money.\nTwice." }]);
  });

  it("only company messages in the candidate's own threads: their own, another's and unknown ids are 404; a company 403", async () => {
    const { owner, candidate, application } = await threadFixture();
    const company = await post(owner, application.id, "Hello");
    const own = await post(candidate, application.id, "Hi");
    const { candidate: stranger } = await threadFixture();
    expect((await reportMessage(candidate, own.id)).status).toBe(404);
    expect((await reportMessage(stranger, company.id)).status).toBe(404);
    expect((await reportMessage(candidate, "no-such-message")).status).toBe(404);
    expect((await reportMessage(owner, company.id)).status).toBe(403);
  });
});

describe("the admin's reported messages", () => {
  it("lists open reports; remove replaces the text for both sides and resolves every open report of it", async () => {
    const { owner, employer, candidate, application, job } = await threadFixture({ post: "Sales Lead" });
    const recruiter = await addMember(employer.id, "recruiter", "Neha Kulkarni");
    const bad = await post(recruiter, application.id, "Send your bank password.");
    const fine = await post(owner, application.id, "See you Monday.");
    await reportMessage(candidate, bad.id, "Phishing");
    await reportMessage(candidate, fine.id);
    const admin = await createUser({ role: "Admin" });

    const listed = await callRoute(listReports, { as: admin, path: "/api/v1/admin/message-reports" });
    expect(listed.status).toBe(200);
    // Earlier tests of this file left open reports of their own: only this thread's count here.
    expect(Number(listed.headers.get("x-total-count"))).toBeGreaterThanOrEqual(2);
    const items = (listed.body.response as MessageReportJson[]).filter((item) => item.applicationId === application.id);
    expect(items).toHaveLength(2);
    const badReport = items.find((item) => item.messageId === bad.id)!;
    expect(badReport).toMatchObject({ body: "Send your bank password.", author: "Neha Kulkarni", post: job.post, orgName: employer.orgName, candidate: "Asha Rao", details: "Phishing", removed: false, resolution: null });
    expect((await callRoute(listReports, { as: candidate })).status).toBe(403);

    const removed = await callRoute(resolve, { as: admin, method: "POST", params: { id: badReport.id }, body: { action: "remove" } });
    expect(removed.status).toBe(200);
    expect(removed.body.response).toMatchObject({ id: badReport.id, resolution: "removed" });
    for (const who of [candidate, owner]) {
      expect((await thread(who, application.id)).messages.find((m) => m.id === bad.id)?.body).toBe(REMOVED_MESSAGE_TEXT);
    }
    const again = await callRoute(resolve, { as: admin, method: "POST", params: { id: badReport.id }, body: { action: "dismiss" } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("STALE_STATE");
    expect((await callRoute(resolve, { as: admin, method: "POST", params: { id: "nope" }, body: { action: "dismiss" } })).status).toBe(404);

    const fineReport = items.find((item) => item.messageId === fine.id)!;
    expect((await callRoute(resolve, { as: admin, method: "POST", params: { id: fineReport.id }, body: { action: "dismiss" } })).body.response).toMatchObject({ resolution: "dismissed" });
    expect((await thread(owner, application.id)).messages.find((m) => m.id === fine.id)?.body).toBe("See you Monday.");
    const ours = (res: { body: { response?: unknown } }) => (res.body.response as MessageReportJson[]).filter((item) => item.applicationId === application.id);
    expect(ours(await callRoute(listReports, { as: admin, path: "/api/v1/admin/message-reports" }))).toEqual([]);
    const all = await callRoute(listReports, { as: admin, path: "/api/v1/admin/message-reports?status=all" });
    expect(ours(all).map((item) => item.resolution).sort()).toEqual(["dismissed", "removed"]);
  });
});

describe("personal data", () => {
  async function conversation() {
    const fixture = await threadFixture({ post: "QA Engineer" });
    const interviewer = await addMember(fixture.employer.id, "interviewer", "Rohan Desai");
    await assign(fixture.application.id, interviewer.id);
    const company = await post(interviewer, fixture.application.id, "Can you do Tuesday?");
    await post(fixture.candidate, fixture.application.id, "Yes, Tuesday works.");
    await reportMessage(fixture.candidate, company.id, "Rude");
    await db.companyMute.create({ data: { candidateId: fixture.candidate.id, employerId: fixture.employer.id } });
    return { ...fixture, interviewer, company };
  }

  it("the candidate's export has both sides of their threads (the company by its name), their reports and mutes", async () => {
    const { candidate, employer, company } = await conversation();
    const data = await readCandidate(candidate.id, () => null);
    expect(data.messages.map((m) => [m.from, m.author, m.body, m.post])).toEqual([
      ["company", employer.orgName, "Can you do Tuesday?", "QA Engineer"],
      ["candidate", "you", "Yes, Tuesday works.", "QA Engineer"],
    ]);
    expect(data.messageReports).toMatchObject([{ messageId: company.id, details: "Rude", resolution: null }]);
    expect(data.mutedCompanies).toMatchObject([{ orgName: employer.orgName }]);
  });

  it("a member's export has the messages they wrote", async () => {
    const { interviewer } = await conversation();
    expect((await readEmployer(interviewer.id)).messagesWritten).toMatchObject([{ post: "QA Engineer", body: "Can you do Tuesday?" }]);
  });

  it("the purge deletes a candidate's own messages, reports and mutes; the company's messages stay", async () => {
    const { candidate, employer, application } = await conversation();
    const now = new Date();
    await db.user.update({ where: { id: candidate.id }, data: { deletionRequestedAt: new Date(now.getTime() - 8 * 86_400_000) } });
    await purgeTask.run({ now });
    const left = await db.message.findMany({ where: { applicationId: application.id } });
    expect(left.map((m) => [m.side, m.body])).toEqual([["company", "Can you do Tuesday?"]]);
    expect(await db.messageReport.count({ where: { reporterId: candidate.id } })).toBe(0);
    expect(await db.companyMute.count({ where: { candidateId: candidate.id, employerId: employer.id } })).toBe(0);
  });

  it("the purge keeps a member's messages as the company's, their author cut (shown as the company)", async () => {
    const { interviewer, owner, employer, application } = await conversation();
    const now = new Date();
    await db.user.update({ where: { id: interviewer.id }, data: { deletionRequestedAt: new Date(now.getTime() - 8 * 86_400_000) } });
    await purgeTask.run({ now });
    const [kept] = await db.message.findMany({ where: { applicationId: application.id, side: "company" } });
    expect(kept).toMatchObject({ body: "Can you do Tuesday?", authorId: null });
    expect((await thread(owner, application.id)).messages[0]).toMatchObject({ from: "company", author: employer.orgName });
  });
});
