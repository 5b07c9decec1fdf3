// The expiry reminder's link (/employer/applications?renew=<id>): the dashboard's loader finds the job
// to renew only when it is the employer's own and approved; anything else opens no dialog.
import { describe, expect, it } from "vitest";
import { loadJobToRenew } from "@/lib/job-posting/loaders";
import { createEmployer, createJob } from "@/tests/factories";

describe("loadJobToRenew", () => {
  it("gives the employer's own approved job, also a closed one", async () => {
    const { user, employer } = await createEmployer();
    const open = await createJob({ employerId: employer.id });
    const closed = await createJob({ employerId: employer.id, closedAt: new Date(), closeReason: "expired" });
    expect((await loadJobToRenew(user, { renew: open.id }))?.id).toBe(open.id);
    expect((await loadJobToRenew(user, { renew: closed.id }))?.isOpen).toBe(false);
  });

  it("gives null for no id, a malformed id, a pending job and another employer's job", async () => {
    const { user, employer } = await createEmployer();
    const pending = await createJob({ employerId: employer.id, status: "pending" });
    const theirs = await createJob();
    expect(await loadJobToRenew(user, {})).toBeNull();
    expect(await loadJobToRenew(user, { renew: "not an id" })).toBeNull();
    expect(await loadJobToRenew(user, { renew: pending.id })).toBeNull();
    expect(await loadJobToRenew(user, { renew: theirs.id })).toBeNull();
  });
});
