// The company's signed review link (decisions.md section 17): the mail's token opens a confirmation page
// (GET changes nothing) whose buttons decide as the company, for 7 days. Refused with nothing changed:
// altered or garbled (400 INVALID_TOKEN), expired (410 GONE), reused or decided (409 STALE_STATE), opened
// by a logged-in member of another company (403 FORBIDDEN). A logged-in member of the company is recorded.
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { CompanySubmittal, ReviewLinkJson } from "@/lib/desk/contract/common";
import { createEmployer } from "@/tests/factories";
import { mailsTo } from "@/tests/helpers/outbox";
import { addMember } from "@/tests/teams/helpers";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { PITCH, decideByLink, describeLink, review, snapshot, submitted, tokenIn, world } = await import("@/tests/desk/submittal-fixtures");
const { signReviewToken, verifyReviewToken } = await import("@/lib/desk/service/review-link");

const DAY = 86_400_000;

/** Flips one character of the token's part (payload 0, signature 1), keeping it base64url. */
function alter(token: string, part: 0 | 1): string {
  const parts = token.split(".");
  const text = parts[part];
  const i = Math.floor(text.length / 2);
  parts[part] = `${text.slice(0, i)}${text[i] === "A" ? "B" : "A"}${text.slice(i + 1)}`;
  return parts.join(".");
}

async function linked() {
  const w = await world({ orgName: "Linked Works", post: "Fitter" });
  const id = await submitted(w);
  const token = tokenIn(mailsTo(w.owner.email)[0].text);
  return { ...w, id, token };
}

describe("signReviewToken / verifyReviewToken", () => {
  it("round-trips the facts; expires after its date; an altered part is invalid, never merely expired", () => {
    const expiresAt = new Date(Date.now() + 7 * DAY);
    const token = signReviewToken({ submittalId: "s1", employerId: "e1", expiresAt });
    const facts = verifyReviewToken(token);
    expect(facts).toMatchObject({ submittalId: "s1", employerId: "e1" });
    expect(Math.abs(facts.expiresAt.getTime() - expiresAt.getTime())).toBeLessThan(1000);
    expect(() => verifyReviewToken(token, new Date(Date.now() + 8 * DAY))).toThrow(expect.objectContaining({ status: 410, code: "GONE" }));
    for (const bad of [alter(token, 0), alter(token, 1), "", "abc", `${token}.x`, token.replace(".", "!"), `${token.split(".")[0]}.`]) {
      expect(() => verifyReviewToken(bad)).toThrow(expect.objectContaining({ status: 400, code: "INVALID_TOKEN", message: "This review link is not valid." }));
    }
  });
});

describe("GET / POST submittals/review-link", () => {
  it("the page's facts without contact details, then the decision by a visitor: accepted as the company, reviewer unknown", async () => {
    const w = await linked();
    const shown = await describeLink(null, w.token);
    expect(shown.status).toBe(200);
    const facts = shown.body.response as ReviewLinkJson;
    expect(facts).toMatchObject({ submittalId: w.id, pitch: PITCH, job: { id: w.job.id, post: "Fitter", company: "Linked Works", city: "Pune" }, candidate: { name: "Priya Nair", city: "Pune", workExperience: 3 }, recruiter: { name: "Riya Recruiter" } });
    expect(JSON.stringify(shown.body)).not.toContain(w.candidate.email);
    expect((await db.submittal.findUniqueOrThrow({ where: { id: w.id } })).status).toBe("submitted");

    const decided = await decideByLink(null, { token: w.token, decision: "accept" });
    expect(decided.status).toBe(200);
    const result = decided.body.response as CompanySubmittal;
    expect(result.status).toBe("accepted");
    expect(await db.submittal.findUniqueOrThrow({ where: { id: w.id } })).toMatchObject({ status: "accepted", reviewedById: null, applicationId: result.applicationId });
    const application = await db.application.findUniqueOrThrow({ where: { id: result.applicationId! }, include: { events: true } });
    expect(application).toMatchObject({ source: "agency", status: "screening" });
    expect(application.events).toEqual([expect.objectContaining({ from: null, to: "screening", actorRole: "Employer", actorId: null, actorTeamRole: null })]);
    expect(mailsTo(w.candidate.email).at(-1)?.subject).toBe("Linked Works would like to consider you for Fitter");

    // Reused: refused, nothing changes; the page says so too.
    const before = await snapshot(w.id, w.job.id);
    const reused = await decideByLink(null, { token: w.token, decision: "reject", reason: "other" });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: "STALE_STATE", message: "This candidate has already been reviewed." });
    expect((await describeLink(null, w.token)).body.code).toBe("STALE_STATE");
    expect(await snapshot(w.id, w.job.id)).toEqual(before);
  });

  it("a logged-in member of the company is recorded as the reviewer; reject needs a reason", async () => {
    const w = await linked();
    const bare = await decideByLink(w.member, { token: w.token, decision: "reject" });
    expect(bare.status).toBe(400);
    expect(bare.body.errors?.reason).toBe("Please choose a reason");
    const rejected = await decideByLink(w.member, { token: w.token, decision: "reject", reason: "experience" });
    expect(rejected.status).toBe(200);
    expect(await db.submittal.findUniqueOrThrow({ where: { id: w.id } })).toMatchObject({ status: "rejected", reviewedById: w.member.id, rejectReason: "experience" });
    expect(mailsTo(w.candidate.email).at(-1)?.text).toContain("Not enough experience");
  });

  it("altered, garbled, expired or another company's: refused and nothing changes", async () => {
    const w = await linked();
    const before = await snapshot(w.id, w.job.id);

    for (const token of [alter(w.token, 0), alter(w.token, 1), "garbled", `${w.token}x`]) {
      const res = await decideByLink(null, { token, decision: "accept" });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "INVALID_TOKEN", message: "This review link is not valid." });
      expect((await describeLink(null, token)).status).toBe(400);
    }

    const expired = signReviewToken({ submittalId: w.id, employerId: w.employer.id, expiresAt: new Date(Date.now() - 1000) });
    const late = await decideByLink(w.owner, { token: expired, decision: "accept" });
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ code: "GONE", message: "This review link has expired. Open the applicants page to decide." });

    // Genuinely signed, but naming another company than the job's: not a link of this company.
    const { employer: rival, user: rivalOwner } = await createEmployer({ orgName: "Rival Works" });
    const forged = signReviewToken({ submittalId: w.id, employerId: rival.id, expiresAt: new Date(Date.now() + DAY) });
    expect((await decideByLink(rivalOwner, { token: forged, decision: "accept" })).body.code).toBe("INVALID_TOKEN");

    // The real link opened by a logged-in member of another company (any role).
    const { user: rivalInterviewer } = await addMember(rival.id, "interviewer");
    for (const viewer of [rivalOwner, rivalInterviewer]) {
      const res = await decideByLink(viewer, { token: w.token, decision: "accept" });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "FORBIDDEN", message: "This link belongs to another company." });
      expect((await describeLink(viewer, w.token)).status).toBe(403);
    }
    expect(await snapshot(w.id, w.job.id)).toEqual(before);

    // Still undecided: the company decides in the app.
    expect((await review(w.owner, w.id, { decision: "accept" })).status).toBe(200);
  });

  it("decided in the app first: the link is then refused (409), and a deleted job's link is 404", async () => {
    const w = await linked();
    expect((await review(w.member, w.id, { decision: "reject", reason: "not_qualified" })).status).toBe(200);
    const before = await snapshot(w.id, w.job.id);
    expect((await decideByLink(null, { token: w.token, decision: "accept" })).body.code).toBe("STALE_STATE");
    expect(await snapshot(w.id, w.job.id)).toEqual(before);

    const other = await linked();
    await db.job.update({ where: { id: other.job.id }, data: { deletedAt: new Date() } });
    expect((await describeLink(null, other.token)).status).toBe(404);
  });
});
