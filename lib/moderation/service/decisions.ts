// Moderation decisions (decisions.md section 5, docs/decisions/0009): an admin approves or rejects
// employers and jobs and answers university requests. Each decision names the status the admin saw
// (`from`): the change is a conditional update on it through transition(), so of concurrent decisions
// exactly one wins; its AdminDecision row is written in the same transaction and the mail goes after
// commit. Asking for the status the item already has changes nothing (200, no log row, no mail);
// an item that left `from` otherwise answers 409 STALE_STATE.
import { conflict } from "@/lib/api/errors";
import type { AdminEmployerJson, AdminJobJson, AdminRequestJson } from "@/lib/moderation/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Mail } from "@/lib/email";
import { employerDecisionMail, jobDecisionMail } from "@/lib/moderation/mails";
import { requestDecisionMail } from "@/lib/university/mails";
import { STALE_STATE_MESSAGE, transition, type Tx } from "@/lib/transitions/transition";
import { nudgeTask } from "@/lib/queue";
import { assertAdmin } from "@/lib/admin/service/access";
import { duplicateNameIds } from "@/lib/moderation/service/employer-signals";
import { refreshEmployerVerified } from "@/lib/employers/service/verification";
import { employerSelect, jobSelect, requestSelect, toAdminEmployer, toAdminJob, toAdminRequest } from "@/lib/moderation/service/serialize";
import type { Decision, RequestDecision } from "@/lib/moderation/schemas";

/** Thrown inside the transaction when the item already has the status asked for (nothing to do). */
class Unchanged extends Error {}

type DecisionSpec<S extends string, R> = {
  what: string;
  notFoundMessage: string;
  from: S;
  to: S;
  /** `updateMany` where the item is still in `from`. */
  update: (tx: Tx) => Promise<{ count: number }>;
  /** The item's status now, or null when there is no such (live) item. */
  current: (tx: Tx) => Promise<S | null>;
  /** The AdminDecision row. */
  record: (tx: Tx) => Promise<unknown>;
  load: () => Promise<R>;
  mail: (result: R) => Mail;
};

/** A decision's item as the console shows it, and whether this call changed it (false: it already had the status). */
export type Decided<R> = { item: R; changed: boolean };

export async function decide<S extends string, R>(spec: DecisionSpec<S, R>): Promise<Decided<R>> {
  let current: S | null = null;
  try {
    const item = await transition(spec.what, {
      // from === to can never be a change: it is either the no-op or stale.
      update: (tx) => (spec.from === spec.to ? Promise.resolve({ count: 0 }) : spec.update(tx)),
      exists: async (tx) => (current = await spec.current(tx)) !== null,
      record: async (tx) => void (await spec.record(tx)),
      load: spec.load,
      mails: (result) => [spec.mail(result)],
      notFoundMessage: spec.notFoundMessage,
      onStale: async () => {
        throw current === spec.to ? new Unchanged() : conflict(STALE_STATE_MESSAGE, "STALE_STATE");
      },
    });
    return { item, changed: true };
  } catch (error) {
    if (error instanceof Unchanged) return { item: await spec.load(), changed: false };
    throw error;
  }
}

/**
 * Approves or rejects an employer. Rejecting hides its jobs everywhere, because the public lists show
 * only jobs of approved employers; the jobs keep their own status, so approving again restores them.
 */
export async function decideEmployer(admin: SessionUser, input: Decision): Promise<AdminEmployerJson> {
  return (await decideEmployerItem(admin, input)).item;
}

/** decideEmployer, telling whether it changed anything (bulk approval reports it per item). */
export async function decideEmployerItem(admin: SessionUser, input: Decision): Promise<Decided<AdminEmployerJson>> {
  assertAdmin(admin);
  const { id, from, status, reason } = input;
  return decide({
    what: `employer ${id}`,
    notFoundMessage: "Employer not found.",
    from,
    to: status,
    update: (tx) => tx.employer.updateMany({ where: { id, status: from }, data: { status } }),
    current: async (tx) => (await tx.employer.findUnique({ where: { id }, select: { status: true } }))?.status ?? null,
    // The badge follows the status (docs/decisions/0021): recomputed with the decision, in its transaction.
    record: async (tx) => {
      await tx.adminDecision.create({ data: { adminId: admin.id, employerId: id, status, reason: reason ?? null } });
      await refreshEmployerVerified(tx, id);
    },
    load: () => readAdminEmployer(id),
    mail: (employer) => employerDecisionMail({ to: employer.email, orgName: employer.orgName, status, reason }),
  });
}

/** The employer as the console lists it, with its signals. */
async function readAdminEmployer(id: string): Promise<AdminEmployerJson> {
  const row = await db.employer.findUniqueOrThrow({ where: { id }, select: employerSelect });
  return toAdminEmployer({ row, duplicateName: (await duplicateNameIds([id])).has(id) });
}

/** Approves or rejects a job (not a deleted one: 404). */
export async function decideJob(admin: SessionUser, input: Decision): Promise<AdminJobJson> {
  const { item } = await decideJobItem(admin, input);
  // An approved job is open now: instant alerts should not wait for the next minute's tick.
  if (input.status === "approved") nudgeTask("alerts-instant");
  return item;
}

/** decideJob without the alerts nudge (a bulk approval nudges once), telling whether it changed anything. */
export function decideJobItem(admin: SessionUser, input: Decision): Promise<Decided<AdminJobJson>> {
  assertAdmin(admin);
  const { id, from, status, reason } = input;
  return decide({
    what: `job ${id}`,
    notFoundMessage: "Job not found.",
    from,
    to: status,
    update: (tx) => (status === "approved" ? approveJob(tx, id, from) : tx.job.updateMany({ where: { id, deletedAt: null, status: from }, data: { status } })),
    current: async (tx) => (await tx.job.findFirst({ where: { id, deletedAt: null }, select: { status: true } }))?.status ?? null,
    record: (tx) => tx.adminDecision.create({ data: { adminId: admin.id, jobId: id, status, reason: reason ?? null } }),
    load: async () => toAdminJob(await db.job.findUniqueOrThrow({ where: { id }, select: jobSelect })),
    mail: (job) =>
      jobDecisionMail({
        to: job.employer.email,
        orgName: job.employer.orgName,
        post: job.post,
        status,
        reason,
        employerApproved: job.employer.status === "approved",
      }),
  });
}

/**
 * Approval opens the job: its validThrough is counted from now by the days the employer chose, and
 * openedAt (what alerts look for) is now. Conditional on the status the admin saw, like every decision.
 */
async function approveJob(tx: Tx, id: string, from: string): Promise<{ count: number }> {
  const now = new Date();
  const count = await tx.$executeRaw`
    UPDATE "Job" SET "status" = 'approved', "openedAt" = ${now},
      "validThrough" = ${now}::timestamp + make_interval(days => "validForDays"), "updatedAt" = ${now}
    WHERE "id" = ${id} AND "deletedAt" IS NULL AND "status" = ${from}::"ModerationStatus"`;
  return { count };
}

/** Accepts or declines a university request; the response is stored, shown to the university and mailed. */
export async function decideRequest(admin: SessionUser, input: RequestDecision): Promise<AdminRequestJson> {
  return (await decideRequestItem(admin, input)).item;
}

/** decideRequest, telling whether it changed anything (bulk acceptance reports it per item). */
export async function decideRequestItem(admin: SessionUser, input: RequestDecision): Promise<Decided<AdminRequestJson>> {
  assertAdmin(admin);
  const { id, from, status, response } = input;
  return decide({
    what: `request ${id}`,
    notFoundMessage: "Request not found.",
    from,
    to: status,
    update: (tx) => tx.universityRequest.updateMany({ where: { id, status: from }, data: { status, response: response ?? null } }),
    current: async (tx) => (await tx.universityRequest.findUnique({ where: { id }, select: { status: true } }))?.status ?? null,
    record: (tx) => tx.adminDecision.create({ data: { adminId: admin.id, requestId: id, status, reason: response ?? null } }),
    load: async () => toAdminRequest(await db.universityRequest.findUniqueOrThrow({ where: { id }, select: requestSelect })),
    mail: (request) =>
      requestDecisionMail({
        to: request.university.email,
        instituteName: request.university.instituteName,
        kindLabel: request.kindLabel,
        programme: request.programme,
        startDate: request.startDate,
        endDate: request.endDate,
        status,
        response,
      }),
  });
}
