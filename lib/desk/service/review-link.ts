// The company's review link (decisions.md section 17): the mail to a company's owners and recruiters
// carries a signed token naming the submittal, the company and when it expires (REVIEW_LINK_DAYS). The
// link opens a confirmation page (opening decides nothing: mail scanners follow links); its buttons
// decide as the company. The token is `<payload>.<signature>`, both base64url: the payload is JSON, the
// signature HMAC-SHA256 under a key of its own derived from the app secret, compared in constant time.
// Refused, with nothing changed: an altered or garbled token (400 INVALID_TOKEN), an expired one (410
// GONE), a decided submittal, the link used before included (409 STALE_STATE), and a logged-in member of
// another company (403 FORBIDDEN).
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { ApiError, conflict, forbidden, notFound } from "@/lib/api/errors";
import { getAuthSecret } from "@/lib/auth/secret";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CompanySubmittal, ReviewLinkJson } from "@/lib/desk/contract/common";
import type { ReviewByLinkInput } from "@/lib/desk/schemas/common";
import { decideSubmittal, reviewableSelect, type ReviewActor } from "@/lib/desk/service/submittal-review";
import { candidateSummary, candidateSummarySelect } from "@/lib/desk/service/submittal-rows";
import { ALREADY_REVIEWED_MESSAGE, AGENCY_NAME, CANDIDATE_GONE, EXPIRED_REVIEW_LINK, INVALID_REVIEW_LINK, OTHER_COMPANY_LINK } from "@/lib/desk/rules/submittals";
import { companyMembership } from "@/lib/job-posting/service/approved-employer";

export type ReviewTokenPayload = { submittalId: string; employerId: string; expiresAt: Date };

let reviewKey: Buffer | undefined;
/** The link's own key: HMAC(app secret, label), so no other token of the app can pass for a review link. */
function key(): Buffer {
  reviewKey ??= createHmac("sha256", getAuthSecret()).update("submittal-review-link-v1").digest();
  return reviewKey;
}

const sign = (payload: string) => createHmac("sha256", key()).update(payload).digest();

/** The token of a company's review link (expiresAt to the second). */
export function signReviewToken({ submittalId, employerId, expiresAt }: ReviewTokenPayload): string {
  const payload = Buffer.from(JSON.stringify({ s: submittalId, e: employerId, x: Math.floor(expiresAt.getTime() / 1000) })).toString("base64url");
  return `${payload}.${sign(payload).toString("base64url")}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const payloadSchema = z.object({ s: z.string().min(1).max(64), e: z.string().min(1).max(64), x: z.number().int().positive() });

const invalid = () => new ApiError(400, INVALID_REVIEW_LINK, { code: "INVALID_TOKEN" });

/** The token's facts if its signature holds and it has not expired: 400 INVALID_TOKEN, else 410 GONE. */
export function verifyReviewToken(token: string, now: Date = new Date()): ReviewTokenPayload {
  // A genuine token is about 150 characters; anything far longer is not worth hashing.
  if (token.length > 600) throw invalid();
  const parts = token.trim().split(".");
  if (parts.length !== 2 || !parts.every((part) => BASE64URL.test(part))) throw invalid();
  const [payload, signature] = parts;
  const given = Buffer.from(signature, "base64url");
  const expected = sign(payload);
  // The signature first: an altered expiry is an altered link, not an expired one.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let facts: z.output<typeof payloadSchema>;
  try {
    facts = payloadSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch {
    throw invalid();
  }
  const expiresAt = new Date(facts.x * 1000);
  if (expiresAt <= now) throw new ApiError(410, EXPIRED_REVIEW_LINK, { code: "GONE" });
  return { submittalId: facts.s, employerId: facts.e, expiresAt };
}

/**
 * The viewer's place: a logged-in member of the link's company acts as themselves; one of another
 * company is refused; anyone else (a visitor, another role, an Employer login in no company) is the link alone.
 */
async function actorFor(viewer: SessionUser | null, employerId: string): Promise<ReviewActor> {
  if (!viewer || viewer.role !== "Employer") return null;
  const membership = await companyMembership(viewer.id);
  if (!membership) return null;
  if (membership.id !== employerId) throw forbidden(OTHER_COMPANY_LINK);
  return { userId: viewer.id, teamRole: membership.role };
}

/** Checks the link's submittal: still before the company, and of the link's company (a signed token naming another is invalid). */
async function checkLinked(payload: ReviewTokenPayload): Promise<void> {
  const row = await db.submittal.findUnique({ where: { id: payload.submittalId }, select: { status: true, job: { select: { employerId: true, deletedAt: true } } } });
  if (!row || row.job.deletedAt !== null) throw notFound(CANDIDATE_GONE);
  if (row.job.employerId !== payload.employerId) throw invalid();
  // Decided already (the link reused, or someone decided in the app): nothing to do. Only submitted
  // ones are ever mailed, so an earlier state cannot be reached by a genuine link.
  if (row.status !== "submitted") throw conflict(ALREADY_REVIEWED_MESSAGE, "STALE_STATE");
}

const describeSelect = {
  id: true,
  pitch: true,
  job: { select: { id: true, post: true, city: true, employer: { select: { orgName: true } } } },
  candidate: { select: candidateSummarySelect },
  recruiter: { select: { name: true } },
} as const satisfies Prisma.SubmittalSelect;

/** What the confirmation page shows: the job, the pitch and the candidate without contact details. */
export async function describeReviewLink(viewer: SessionUser | null, token: string): Promise<ReviewLinkJson> {
  const payload = verifyReviewToken(token);
  await actorFor(viewer, payload.employerId);
  await checkLinked(payload);
  const row = await db.submittal.findUnique({ where: { id: payload.submittalId }, select: describeSelect });
  if (!row) throw notFound(CANDIDATE_GONE);
  return {
    submittalId: row.id,
    pitch: row.pitch,
    expiresAt: payload.expiresAt.toISOString(),
    job: { id: row.job.id, post: row.job.post, company: row.job.employer.orgName, city: row.job.city },
    candidate: candidateSummary(row.candidate),
    recruiter: { name: row.recruiter?.name ?? AGENCY_NAME },
  };
}

/** The confirmation page's decision, as the company (reviewedById: the logged-in member of it, else nobody). */
export async function reviewByLink(viewer: SessionUser | null, { token, decision, reason }: ReviewByLinkInput): Promise<CompanySubmittal> {
  const payload = verifyReviewToken(token);
  const actor = await actorFor(viewer, payload.employerId);
  await checkLinked(payload);
  const row = await db.submittal.findUnique({ where: { id: payload.submittalId }, select: reviewableSelect });
  if (!row) throw notFound(CANDIDATE_GONE);
  return decideSubmittal(row, { decision, reason }, actor);
}
