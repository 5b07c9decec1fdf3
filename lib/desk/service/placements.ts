// The desk's placements (decisions.md sections 17 and 20): GET desk/placements and PATCH
// desk/placements/{id}. Placements are the desk's shared record: every recruiter sees all of them (a
// colleague covers for one who is away), `mine` keeps one's own, `due` those waiting for a check-in
// (lib/desk/service/check-ins.ts). A change is a conditional update on the placement as the service read
// it (lib/transitions: a second "fell through", or a change lost to someone else's, is 409 STALE_STATE).
// - Terms (`annualCtc`, `startDate`) are the placement's recruiter's, Finance's and admins' to change
//   (PLACEMENT_TERMS_ROLES in lib/desk/rules/check-ins.ts); to anyone else
//   the placement is a 404. A start date changes only while active; the CTC also afterwards.
// - Falling through, any recruiter of the desk (or an admin), only within the guarantee (today, India,
//   on or before startDate + guaranteeDays; else 409 INVALID_TRANSITION); the company's owners and
//   recruiters are then notified and mailed (without the desk's reason), and so is the placement's
//   recruiter when someone else recorded it. Its placement fee invoice is cancelled (a draft) or credited
//   (issued) in the same transaction (lib/billing/service/placement-fees.ts).
import "server-only";
import { settleTrainingFees } from "@/lib/billing/service/training-fees";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Mail } from "@/lib/email";
import { formatIndiaDay } from "@/lib/format/date";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/service";
import { companyContacts } from "@/lib/teams/service/contacts";
import { settleFellThroughFee } from "@/lib/billing/service/placement-fees";
import { transition } from "@/lib/transitions/transition";
import type { PlacementJson } from "@/lib/desk/contract/common";
import { fellThroughMail, fellThroughTitle, type PlacementFacts } from "@/lib/desk/mails/placements";
import { checkInDue, mayEditPlacementTerms, PLACEMENT_TERMS_ROLES } from "@/lib/desk/rules/check-ins";
import { GUARANTEE_ENDED_MESSAGE, guaranteeEndsOn, indiaToday, PLACEMENT_NOT_FOUND, withinGuarantee } from "@/lib/desk/rules/placements";
import { DESK_PAGE_SIZE, type PlacementsQuery, type UpdatePlacementInput } from "@/lib/desk/schemas/common";
import { dueCheckInPage } from "@/lib/desk/service/check-ins";
import { dayValue } from "@/lib/desk/service/placement-on-hire";

export { PLACEMENT_NOT_FOUND };

export const placementSelect = {
  id: true,
  startDate: true,
  guaranteeDays: true,
  status: true,
  fellThroughAt: true,
  annualCtc: true,
  recruiterId: true,
  recruiter: { select: { id: true, name: true } },
  checkIns: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1, select: { outcome: true, createdAt: true } },
  application: {
    select: {
      candidate: { select: { id: true, name: true, deletedAt: true } },
      job: { select: { id: true, post: true, employer: { select: { id: true, orgName: true } } } },
    },
  },
} satisfies Prisma.PlacementSelect;

type PlacementRow = Prisma.PlacementGetPayload<{ select: typeof placementSelect }>;

/** A @db.Date column as YYYY-MM-DD. */
export const dayOf = (value: Date) => value.toISOString().slice(0, 10);

/** The placement as the desk reads it; `today` (India) says whether a check-in is due. */
export function toPlacementJson(row: PlacementRow, today: string): PlacementJson {
  const startDate = dayOf(row.startDate);
  const { candidate, job } = row.application;
  const last = row.checkIns[0] ?? null;
  const lastDay = last ? formatIndiaDay(last.createdAt) : null;
  return {
    id: row.id,
    candidate: { id: candidate.id, name: candidate.name },
    job: { id: job.id, post: job.post },
    company: { id: job.employer.id, name: job.employer.orgName },
    recruiter: row.recruiter ? { id: row.recruiter.id, name: row.recruiter.name } : null,
    startDate,
    guaranteeDays: row.guaranteeDays,
    guaranteeEndsOn: guaranteeEndsOn(startDate, row.guaranteeDays),
    status: row.status,
    fellThroughAt: row.fellThroughAt?.toISOString() ?? null,
    annualCtc: row.annualCtc,
    lastCheckIn: last ? { outcome: last.outcome, createdAt: last.createdAt.toISOString() } : null,
    // Nobody to check in with once the candidate's account is erased (the SQL of the due list agrees).
    checkInDue: candidate.deletedAt ? null : checkInDue({ status: row.status, startDate, guaranteeDays: row.guaranteeDays }, lastDay, today),
  };
}

function requireRecruiter(user: SessionUser) {
  if (user.role !== "Recruiter") throw forbidden();
}

/** The desk's placements (or the recruiter's own with `mine`, those due a check-in with `due`), 20 a page. */
export async function listPlacements(user: SessionUser, query: PlacementsQuery, now: Date = new Date()): Promise<{ placements: PlacementJson[]; hasNextPage: boolean }> {
  requireRecruiter(user);
  const today = indiaToday(now);
  if (query.due) {
    // Only active placements are ever due.
    if (query.status === "fell_through") return { placements: [], hasNextPage: false };
    const { ids, hasNextPage } = await dueCheckInPage({ recruiterId: query.mine ? user.id : null, page: query.page, today });
    const rows = new Map((await db.placement.findMany({ where: { id: { in: ids } }, select: placementSelect })).map((row) => [row.id, row]));
    const placements = ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toPlacementJson(row, today)] : [];
    });
    return { placements, hasNextPage };
  }
  const rows = await db.placement.findMany({
    where: { ...(query.status ? { status: query.status } : {}), ...(query.mine ? { recruiterId: user.id } : {}) },
    orderBy: [{ startDate: "desc" }, { id: "desc" }],
    skip: (query.page - 1) * DESK_PAGE_SIZE,
    // One more row than the page only tells whether another page follows.
    take: DESK_PAGE_SIZE + 1,
    select: placementSelect,
  });
  return { placements: rows.slice(0, DESK_PAGE_SIZE).map((row) => toPlacementJson(row, today)), hasNextPage: rows.length > DESK_PAGE_SIZE };
}

export async function loadPlacement(id: string, now: Date = new Date()): Promise<PlacementJson> {
  const row = await db.placement.findUnique({ where: { id }, select: placementSelect });
  if (!row) throw notFound(PLACEMENT_NOT_FOUND);
  return toPlacementJson(row, indiaToday(now));
}

/** New terms (annual CTC; start date while active), and/or marking it as fallen through (within the guarantee). */
export async function updatePlacement(
  user: SessionUser,
  { id }: { id: string },
  input: UpdatePlacementInput,
  now: Date = new Date(),
): Promise<PlacementJson> {
  if (user.role !== "Recruiter" && !PLACEMENT_TERMS_ROLES.includes(user.role)) throw forbidden();
  const seen = await db.placement.findUnique({ where: { id }, select: placementSelect });
  if (!seen) throw notFound(PLACEMENT_NOT_FOUND);
  const changesTerms = input.annualCtc !== undefined || input.startDate !== undefined;
  // Another recruiter's placement has no terms for them to change: the same 404 as no placement.
  if (changesTerms && !mayEditPlacementTerms(user, seen)) throw notFound(PLACEMENT_NOT_FOUND);
  const placement = toPlacementJson(seen, indiaToday(now));
  const fellThrough = input.fellThrough === true;
  // A new start date and falling through need an active placement; a CTC may be corrected afterwards too.
  const needsActive = fellThrough || input.startDate !== undefined;
  // The guarantee the placement carried when the recruiter acted: a new start date sent with it does not extend it.
  if (fellThrough && !withinGuarantee(placement.startDate, placement.guaranteeDays, indiaToday(now))) {
    throw conflict(GUARANTEE_ENDED_MESSAGE, "INVALID_TRANSITION");
  }
  const facts: PlacementFacts = {
    candidateName: placement.candidate.name,
    post: placement.job.post,
    orgName: placement.company.name,
    startDate: input.startDate ?? placement.startDate,
  };
  let mails: Mail[] = [];
  return transition(`placement ${id}${fellThrough ? " active -> fell_through" : " terms"}`, {
    update: (tx) =>
      tx.placement.updateMany({
        where: { id, status: needsActive ? "active" : seen.status, startDate: seen.startDate, annualCtc: seen.annualCtc },
        data: {
          ...(input.annualCtc !== undefined ? { annualCtc: input.annualCtc } : {}),
          ...(input.startDate ? { startDate: dayValue(input.startDate) } : {}),
          ...(fellThrough ? { status: "fell_through", fellThroughAt: now, fellThroughReason: input.reason ?? null } : {}),
        },
      }),
    exists: async (tx) => (await tx.placement.count({ where: { id } })) > 0,
    notFoundMessage: PLACEMENT_NOT_FOUND,
    record: async (tx) => {
      if (!fellThrough && input.annualCtc !== undefined && seen.status === "active") {
        // The CTC of an active placement may make a training fee due: placed when the hire recorded it.
        const { createdAt } = await tx.placement.findUniqueOrThrow({ where: { id }, select: { createdAt: true } });
        await settleTrainingFees(tx, { candidateId: placement.candidate.id, annualCtc: input.annualCtc, at: createdAt, now });
      }
      if (!fellThrough) return;
      // Its fee goes with it, in the same transaction: a draft is cancelled, an issued invoice credited (billing).
      await settleFellThroughFee(tx, id, user.id, now);
      const contacts = await companyContacts(tx, placement.company.id);
      for (const contact of contacts) {
        await notify(tx, { userId: contact.userId, kind: "placement", title: fellThroughTitle(facts), body: `Recorded by ${user.name} of TalentBridge.`, link: "/employer/applications" });
      }
      mails = contacts.map((contact) => fellThroughMail(contact.email, contact.name, facts));
      if (seen.recruiterId && seen.recruiterId !== user.id) {
        const body = input.reason ? `Recorded by ${user.name}: ${input.reason}` : `Recorded by ${user.name}.`;
        await notify(tx, { userId: seen.recruiterId, kind: "placement", title: `${facts.candidateName} at ${facts.orgName}: fell through`, body, link: "/desk/placements?status=fell_through" });
      }
    },
    load: () => loadPlacement(id, now),
    mails: () => mails,
  });
}
