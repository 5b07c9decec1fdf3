// "Application received" (decisions.md section 19, issue 30): applying through the API mails the
// candidate a receipt naming the job and the company, with a link to the application's timeline; sent
// once the application is committed, never for a refused attempt, and a mail outage keeps the application.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mail } from "@/tests/helpers/mail-outage";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { createCandidate, createEmployer, createJob } from "@/tests/factories";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
vi.mock("@/lib/email", async (importOriginal) => (await import("@/tests/helpers/mail-outage")).failingMail(importOriginal));

const { POST } = await import("@/app/api/v1/applications/create-application/route");

const apply = (as: Parameters<typeof callRoute>[1]["as"], jobId: string) =>
  callRoute(POST, { as, method: "POST", path: "/api/v1/applications/create-application", body: { jobId } });

beforeEach(() => {
  mail.fail = false;
});

describe("POST applications/create-application: the candidate's receipt", () => {
  it("mails 'Application received' with the job, the company and the link to the applications timeline", async () => {
    const { employer } = await createEmployer({ orgName: "Receipt Works Pvt Ltd" });
    const job = await createJob({ employerId: employer.id, post: "Warehouse Supervisor" });
    const { user } = await createCandidate({ complete: true, name: "Meera Iyer" });

    const res = await apply(user, job.id);
    expect(res.status).toBe(201);

    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [receipt] = mails;
    expect(receipt.subject.startsWith("Application received")).toBe(true);
    expect(receipt.subject).toBe("Application received: Warehouse Supervisor at Receipt Works Pvt Ltd");
    expect(receipt.text).toContain("Hello Meera Iyer,");
    expect(receipt.text).toContain("Your application for Warehouse Supervisor at Receipt Works Pvt Ltd has been received.");
    expect(receipt.text).toMatch(/https?:\/\/[^\s]+\/candidate\/applications$/m);
    expect(receipt.html).toContain("/candidate/applications");
    expect(receipt.html).toContain("Receipt Works Pvt Ltd");
  });

  it("escapes the job's and the company's text in the HTML", async () => {
    const { employer } = await createEmployer({ orgName: "A & B <Tools>" });
    const job = await createJob({ employerId: employer.id, post: "Fitter <Grade 2>" });
    const { user } = await createCandidate({ complete: true });
    expect((await apply(user, job.id)).status).toBe(201);
    const [receipt] = mailsTo(user.email);
    expect(receipt.html).toContain("Fitter &lt;Grade 2&gt;");
    expect(receipt.html).toContain("A &amp; B &lt;Tools&gt;");
    expect(receipt.html).not.toContain("<Tools>");
  });

  it("sends nothing for a second attempt (409) or an incomplete profile (403)", async () => {
    const job = await createJob();
    const { user } = await createCandidate({ complete: true });
    expect((await apply(user, job.id)).status).toBe(201);
    expect((await apply(user, job.id)).status).toBe(409);
    expect(mailsTo(user.email)).toHaveLength(1);

    const { user: incomplete } = await createCandidate({ complete: false });
    expect((await apply(incomplete, job.id)).status).toBe(403);
    expect(mailsTo(incomplete.email)).toHaveLength(0);
  });

  it("keeps the application (201) when the mail cannot be sent", async () => {
    const job = await createJob();
    const { user } = await createCandidate({ complete: true });
    mail.fail = true;
    const res = await apply(user, job.id);
    expect(res.status).toBe(201);
    expect(await db.application.count({ where: { jobId: job.id, candidateId: user.id } })).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(0);
  });
});
