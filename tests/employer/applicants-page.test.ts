// Issue 12: /employer/applicant/{another employer's job} answered 200 with the not-found text. The
// page calls notFound(), and nothing above it may stream a shell first: a loading.tsx (a Suspense
// boundary) on its path sends the 200 status before the page runs, and notFound() then only swaps
// the content.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

const { createCandidate, createEmployer, createJob } = await import("@/tests/factories");
const { db } = await import("@/lib/db");
const { default: ApplicantsPage } = await import("@/app/employer/applicant/[id]/page");

// notFound() throws an error whose digest Next turns into the 404 response.
const NOT_FOUND_DIGEST = "NEXT_HTTP_ERROR_FALLBACK;404";

async function render(id: string): Promise<unknown> {
  return ApplicantsPage({ params: Promise.resolve({ id }) }).catch((error: { digest?: string }) => error);
}

describe("/employer/applicant/{id}", () => {
  it("is notFound() for another employer's job, a deleted one, an unknown or malformed id", async () => {
    const { employer: a } = await createEmployer();
    const { user: b, employer: bEmployer } = await createEmployer();
    const job = await createJob({ employerId: a.id });
    const { user: candidate } = await createCandidate({ complete: true });
    await db.application.create({ data: { jobId: job.id, candidateId: candidate.id } });
    const deleted = await createJob({ employerId: bEmployer.id, deletedAt: new Date() });
    session.user = b;
    for (const id of [job.id, deleted.id, "no-such-job", "x".repeat(100)]) {
      expect(await render(id), id).toMatchObject({ digest: NOT_FOUND_DIGEST });
    }
  });

  it("renders the owner's job", async () => {
    const { user, employer } = await createEmployer();
    const job = await createJob({ employerId: employer.id, post: "Owner's job" });
    session.user = user;
    const element = await render(job.id);
    expect(element).not.toHaveProperty("digest");
    expect(JSON.stringify(element, (_key, value: unknown) => (typeof value === "function" ? undefined : value))).toContain(
      "Owner's job",
    );
  });

  it("has no loading.tsx on its path, so the 404 status is not committed as 200 by a streamed shell", () => {
    const app = path.join(process.cwd(), "app");
    for (const dir of ["", "employer", "employer/applicant", "employer/applicant/[id]"]) {
      expect(existsSync(path.join(app, dir, "loading.tsx")), `app/${dir}/loading.tsx`).toBe(false);
    }
  });
});
