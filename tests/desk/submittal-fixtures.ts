// Shared by the submittal tests: a company (owner, recruiter and interviewer members) with an open job,
// a recruiter of the desk, a discoverable candidate with skills, and the calls as route handlers.
// The including test file mocks server-only and lib/auth/guards before importing this.
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { createEmployer, createJob, createUser } from "@/tests/factories";
import { callRoute } from "@/tests/helpers/call-route";
import { createMatchCandidate, createSkills } from "@/tests/matching/fixtures";
import { addMember } from "@/tests/teams/helpers";

const desk = await import("@/app/api/v1/desk/submittals/route");
const company = await import("@/app/api/v1/submittals/route");
const consentRoute = await import("@/app/api/v1/submittals/[id]/consent/route");
const reviewRoute = await import("@/app/api/v1/submittals/[id]/review/route");
const linkRoute = await import("@/app/api/v1/submittals/review-link/route");
const mine = await import("@/app/api/v1/candidate/submittals/route");

export const submit = (as: SessionUser | null, body: unknown) => callRoute(desk.POST, { as, method: "POST", path: "/api/v1/desk/submittals", body });
export const deskList = (as: SessionUser | null, query = "") => callRoute(desk.GET, { as, path: `/api/v1/desk/submittals${query}` });
export const consent = (as: SessionUser | null, id: string, accept: unknown) =>
  callRoute(consentRoute.POST, { as, method: "POST", path: `/api/v1/submittals/${id}/consent`, params: { id }, body: { accept } });
export const companyList = (as: SessionUser | null, jobId: string) => callRoute(company.GET, { as, path: `/api/v1/submittals?jobId=${encodeURIComponent(jobId)}` });
export const review = (as: SessionUser | null, id: string, body: unknown) =>
  callRoute(reviewRoute.POST, { as, method: "POST", path: `/api/v1/submittals/${id}/review`, params: { id }, body });
export const describeLink = (as: SessionUser | null, token: string) =>
  callRoute(linkRoute.GET, { as, path: `/api/v1/submittals/review-link?token=${encodeURIComponent(token)}` });
export const decideByLink = (as: SessionUser | null, body: unknown) => callRoute(linkRoute.POST, { as, method: "POST", path: "/api/v1/submittals/review-link", body });
export const candidateList = (as: SessionUser | null) => callRoute(mine.GET, { as, path: "/api/v1/candidate/submittals" });

export const PITCH = "Five years of Rust in production.\nLed the move to event sourcing.";

/** A company with an owner (who signed up), a recruiter and an interviewer, an open job, a desk recruiter and a candidate. */
export async function world(opts: { orgName?: string; post?: string } = {}) {
  const { Rust: A } = await createSkills("Rust");
  const { user: owner, employer } = await createEmployer({ orgName: opts.orgName ?? "Acme Tools" });
  const { user: member } = await addMember(employer.id, "recruiter", "Meera Member");
  const { user: interviewer } = await addMember(employer.id, "interviewer", "Ivan Interviewer");
  const job = await createJob({ employerId: employer.id, post: opts.post ?? "Data Engineer", city: "Pune" });
  const recruiter = await createUser({ role: "Recruiter", name: "Riya Recruiter" });
  const candidate = await createMatchCandidate({ name: "Priya Nair", skills: [{ id: A.id, level: 4, verified: true }], city: "Pune", workExperience: 3 });
  return { A, owner, employer, member, interviewer, job, recruiter, candidate };
}

export type World = Awaited<ReturnType<typeof world>>;

/** A submittal the candidate has agreed to (status submitted); its id. */
export async function submitted(w: World): Promise<string> {
  const res = await submit(w.recruiter, { jobId: w.job.id, candidateId: w.candidate.id, pitch: PITCH });
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${res.body.message}`);
  const id = (res.body.response as { id: string }).id;
  const answer = await consent(w.candidate, id, true);
  if (answer.status !== 200) throw new Error(`consent: ${answer.status} ${answer.body.message}`);
  return id;
}

/** Everything a refused decision must leave as it was: the submittal's row and the job's applications and events. */
export async function snapshot(submittalId: string, jobId: string) {
  const [submittal, applications, events, notifications] = await Promise.all([
    db.submittal.findUniqueOrThrow({ where: { id: submittalId }, select: { status: true, reviewedAt: true, reviewedById: true, rejectReason: true, applicationId: true } }),
    db.application.count({ where: { jobId } }),
    db.applicationEvent.count({ where: { application: { jobId } } }),
    db.notification.count(),
  ]);
  return { submittal, applications, events, notifications };
}

/** The signed token of the review link in a company mail. */
export function tokenIn(text: string): string {
  const match = /\/submittals\/review\?token=([^&\s]+)&decision=accept/.exec(text);
  if (!match) throw new Error("no review link in the mail");
  return decodeURIComponent(match[1]);
}
