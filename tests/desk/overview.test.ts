// The desk's home: the recruiter's own submittals by state and placements, those whose 90-day guarantee
// ends within 14 India days counted apart; other recruiters' work is not theirs; recruiters only.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { createJob, createUser } = await import("@/tests/factories");
const { agencySubmittal, placementStarted } = await import("@/tests/desk/agency-fixtures");
const { deskOverview } = await import("@/lib/desk/service/overview");

describe("deskOverview", () => {
  it("counts the recruiter's submittals by state and placements, guarantees ending within 14 days apart", async () => {
    const me = await createUser({ role: "Recruiter" });
    const other = await createUser({ role: "Recruiter" });
    const job = await createJob("approved");
    await agencySubmittal(job.id, me.id, "Waiting One", { status: "awaiting_consent" });
    await agencySubmittal(job.id, me.id, "With Company", { status: "submitted" });
    await agencySubmittal(job.id, other.id, "Not Mine", { status: "submitted" });
    // Each placement comes with its accepted submittal (three of mine).
    await placementStarted(me, 80, "Ends Soon");
    await placementStarted(me, 10, "Just Started");
    await placementStarted(me, 85, "Fell Through", "fell_through");
    await placementStarted(other, 80, "Someone Else's");

    expect(await deskOverview(me)).toEqual({ awaitingConsent: 1, withCompanies: 1, accepted: 3, activePlacements: 2, guaranteesEndingSoon: 1 });
    await expect(deskOverview(await createUser({ role: "Employer" }))).rejects.toMatchObject({ status: 403 });
  });
});
