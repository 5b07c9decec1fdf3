// The desk's placements (decisions.md section 17): GET desk/placements and PATCH desk/placements/{id}.
// Placements are the desk's shared record: every recruiter sees all of them (a colleague covers for
// one who is away), `mine` keeps one's own. A change is a conditional update on the placement still
// being active with the start date the recruiter saw (lib/transitions: a second "fell through", or a
// change lost to a colleague's, is 409 STALE_STATE). Falling through is only recorded within the
// guarantee (today, India, on or before startDate + guaranteeDays; else 409 INVALID_TRANSITION); the
// company's owners and recruiters are then notified and mailed (without the desk's reason), and so is
// the placement's recruiter when a colleague recorded it.
import "server-only";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Mail } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/service";
import { companyContacts } from "@/lib/teams/service/contacts";
import { transition } from "@/lib/transitions/transition";
import type { PlacementJson } from "@/lib/desk/contract/common";
import { fellThroughMail, fellThroughTitle, type PlacementFacts } from "@/lib/desk/mails/placements";
import { GUARANTEE_ENDED_MESSAGE, guaranteeEndsOn, indiaToday, withinGuarantee } from "@/lib/desk/rules/placements";
import { DESK_PAGE_SIZE, type PlacementsQuery, type UpdatePlacementInput } from "@/lib/desk/schemas/common";
import { dayValue } from "@/lib/desk/service/placement-on-hire";

export const PLACEMENT_NOT_FOUND = "Placement not found.";

export const placementSelect = {
  id: true,
  startDate: true,
  guaranteeDays: true,
  status: true,
  fellThroughAt: true,
  recruiterId: true,
  recruiter: { select: { name: true } },
  application: {
    select: {
      candidate: { select: { id: true, name: true } },
      job: { select: { id: true, post: true, employer: { select: { id: true, orgName: true } } } },
    },
  },
} satisfies Prisma.PlacementSelect;

type PlacementRow = Prisma.PlacementGetPayload<{ select: typeof placementSelect }>;

/** A @db.Date column as YYYY-MM-DD. */
export const dayOf = (value: Date) => value.toISOString().slice(0, 10);

export function toPlacementJson(row: PlacementRow): PlacementJson {
  const startDate = dayOf(row.startDate);
  const { candidate, job } = row.application;
  return {
    id: row.id,
    candidate: { id: candidate.id, name: candidate.name },
    job: { id: job.id, post: job.post },
    company: { id: job.employer.id, name: job.employer.orgName },
    recruiter: row.recruiter ? { name: row.recruiter.name } : null,
    startDate,
    guaranteeDays: row.guaranteeDays,
    guaranteeEndsOn: guaranteeEndsOn(startDate, row.guaranteeDays),
    status: row.status,
    fellThroughAt: row.fellThroughAt?.toISOString() ?? null,
  };
}

function requireRecruiter(user: SessionUser) {
  if (user.role !== "Recruiter") throw forbidden();
}

/** The desk's placements (or the recruiter's own with `mine`), newest start first, 20 a page. */
export async function listPlacements(user: SessionUser, query: PlacementsQuery): Promise<{ placements: PlacementJson[]; hasNextPage: boolean }> {
  requireRecruiter(user);
  const rows = await db.placement.findMany({
    where: { ...(query.status ? { status: query.status } : {}), ...(query.mine ? { recruiterId: user.id } : {}) },
    orderBy: [{ startDate: "desc" }, { id: "desc" }],
    skip: (query.page - 1) * DESK_PAGE_SIZE,
    // One more row than the page only tells whether another page follows.
    take: DESK_PAGE_SIZE + 1,
    select: placementSelect,
  });
  return { placements: rows.slice(0, DESK_PAGE_SIZE).map(toPlacementJson), hasNextPage: rows.length > DESK_PAGE_SIZE };
}

async function loadPlacement(id: string): Promise<PlacementJson> {
  const row = await db.placement.findUnique({ where: { id }, select: placementSelect });
  if (!row) throw notFound(PLACEMENT_NOT_FOUND);
  return toPlacementJson(row);
}

/** A new start date (while active), and/or marking it as fallen through (within the guarantee). */
export async function updatePlacement(
  user: SessionUser,
  { id }: { id: string },
  input: UpdatePlacementInput,
  now: Date = new Date(),
): Promise<PlacementJson> {
  requireRecruiter(user);
  const seen = await db.placement.findUnique({ where: { id }, select: placementSelect });
  if (!seen) throw notFound(PLACEMENT_NOT_FOUND);
  const placement = toPlacementJson(seen);
  const fellThrough = input.fellThrough === true;
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
  return transition(`placement ${id}${fellThrough ? " active -> fell_through" : " start date"}`, {
    update: (tx) =>
      tx.placement.updateMany({
        where: { id, status: "active", startDate: seen.startDate },
        data: {
          ...(input.startDate ? { startDate: dayValue(input.startDate) } : {}),
          ...(fellThrough ? { status: "fell_through", fellThroughAt: now, fellThroughReason: input.reason ?? null } : {}),
        },
      }),
    exists: async (tx) => (await tx.placement.count({ where: { id } })) > 0,
    notFoundMessage: PLACEMENT_NOT_FOUND,
    record: async (tx) => {
      if (!fellThrough) return;
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
    load: () => loadPlacement(id),
    mails: () => mails,
  });
}
