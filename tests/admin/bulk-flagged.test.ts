// "Approve selected" never waves a flagged item through (issue 42, finding 3; decisions.md section 20): a job
// asking for fees (or moving contact off the site, or a near-copy) and an employer with a risk signal stay
// pending, reported `flagged`, with no decision logged and no mail; the clean ones in the same call are
// approved. Before the fix the fee-asking job went live with the rest.
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { db, mailCount, createEmployer, createJob, createUser, call } = await import("@/tests/helpers/moderation-kit");
const bulkEmployers = await import("@/app/api/v1/admin/employers/bulk-approve/route");
const bulkJobs = await import("@/app/api/v1/admin/jobs/bulk-approve/route");

const bulk = async (route: { POST: unknown }, as: SessionUser, ids: string[]) =>
  (await call(route.POST as Handler, { as, method: "POST", body: { ids } })).body.response as { decided: number; results: unknown[] };

describe("bulk approval and signals", () => {
  it("leaves a job asking for fees, or giving a WhatsApp number, pending as flagged", async () => {
    const admin = (await createUser({ role: "Admin" })) as SessionUser;
    const { user, employer } = await createEmployer({ status: "approved" });
    const clean = await createJob({ employerId: employer.id, status: "pending", post: "Clean Job" });
    const fees = await createJob({ employerId: employer.id, status: "pending", post: "Data Entry", description: "Pay a registration fee of Rs 500 to start." });
    const offSite = await createJob({ employerId: employer.id, status: "pending", post: "Helper", description: "WhatsApp us on 9876543210 to apply quickly." });
    const answer = await bulk(bulkJobs, admin, [clean.id, fees.id, offSite.id]);
    expect(answer).toEqual({
      decided: 1,
      results: [
        { id: clean.id, outcome: "decided", status: "approved" },
        { id: fees.id, outcome: "flagged", status: "pending" },
        { id: offSite.id, outcome: "flagged", status: "pending" },
      ],
    });
    expect(await db.adminDecision.count({ where: { jobId: { in: [fees.id, offSite.id] } } })).toBe(0);
    expect(mailCount(user.email)).toBe(1);
  });

  it("leaves an employer on a free e-mail address pending as flagged", async () => {
    const admin = (await createUser({ role: "Admin" })) as SessionUser;
    const matching = await createEmployer({ status: "pending", email: `hr-${Date.now()}@acme.example` });
    const freeMail = await createEmployer({ status: "pending", email: `recruiter${Date.now()}@gmail.com` });
    const answer = await bulk(bulkEmployers, admin, [matching.employer.id, freeMail.employer.id]);
    expect(answer.results).toEqual([
      { id: matching.employer.id, outcome: "decided", status: "approved" },
      { id: freeMail.employer.id, outcome: "flagged", status: "pending" },
    ]);
    expect(mailCount(freeMail.user.email)).toBe(0);
  });
});
