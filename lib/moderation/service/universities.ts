// Universities are reviewed like employers (decisions.md section 20): a new institute is pending until an
// admin approves it; until then it may edit its profile but imports no students and answers no drive
// (lib/campus/service/drive-access.ts approvedUniversity). The list, the decision (conditional on the
// status the admin saw, logged, mailed once after commit) and the row the console shows.
import type { SessionUser } from "@/lib/auth/types";
import { assertAdmin } from "@/lib/admin/service/access";
import { db } from "@/lib/db";
import { pageOf, type Paged } from "@/lib/db/paged";
import type { Prisma } from "@/lib/generated/prisma/client";
import { escapeLike } from "@/lib/job-search/service/sql";
import type { AdminUniversityJson } from "@/lib/moderation/contract";
import { universityDecisionMail } from "@/lib/moderation/mails";
import type { Decision, ModerationListQuery } from "@/lib/moderation/schemas";
import { decide, type Decided } from "@/lib/moderation/service/decisions";
import { contactOf, contactSelect, decisionsSelect, toDecision } from "@/lib/moderation/service/serialize";

export const universitySelect = {
  id: true,
  status: true,
  instituteName: true,
  city: true,
  state: true,
  website: true,
  about: true,
  placementContact: true,
  createdAt: true,
  ...contactSelect,
  decisions: decisionsSelect,
} as const satisfies Prisma.UniversitySelect;

function toAdminUniversity(row: Prisma.UniversityGetPayload<{ select: typeof universitySelect }>): AdminUniversityJson {
  return {
    id: row.id,
    status: row.status,
    instituteName: row.instituteName,
    city: row.city,
    state: row.state,
    website: row.website,
    about: row.about,
    placementContact: row.placementContact,
    createdAt: row.createdAt.toISOString(),
    ...contactOf(row),
    decisions: row.decisions.map(toDecision),
  };
}

/** GET admin/universities: optionally of one status and matching the institute's name or the account's e-mail, newest first. */
export async function listUniversities(admin: SessionUser, query: ModerationListQuery): Promise<Paged<AdminUniversityJson>> {
  assertAdmin(admin);
  const contains = (text: string) => ({ contains: escapeLike(text), mode: "insensitive" as const });
  const where: Prisma.UniversityWhereInput = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.search ? { OR: [{ instituteName: contains(query.search) }, { user: { email: contains(query.search) } }] } : {}),
  };
  return pageOf(
    query,
    (page) => db.university.findMany({ where, select: universitySelect, ...page }),
    () => db.university.count({ where }),
    toAdminUniversity,
  );
}

/** PATCH admin/universities/{id}: approve or reject an institute (a reason is required to reject). */
export async function decideUniversity(admin: SessionUser, input: Decision): Promise<AdminUniversityJson> {
  return (await decideUniversityItem(admin, input)).item;
}

/** decideUniversity, telling whether it changed anything (bulk approval reports it per item). */
export function decideUniversityItem(admin: SessionUser, input: Decision): Promise<Decided<AdminUniversityJson>> {
  assertAdmin(admin);
  const { id, from, status, reason } = input;
  return decide({
    what: `university ${id}`,
    notFoundMessage: "University not found.",
    from,
    to: status,
    update: (tx) => tx.university.updateMany({ where: { id, status: from }, data: { status } }),
    current: async (tx) => (await tx.university.findUnique({ where: { id }, select: { status: true } }))?.status ?? null,
    record: (tx) => tx.adminDecision.create({ data: { adminId: admin.id, universityId: id, status, reason: reason ?? null } }),
    load: async () => toAdminUniversity(await db.university.findUniqueOrThrow({ where: { id }, select: universitySelect })),
    mail: (university) => universityDecisionMail({ to: university.email, instituteName: university.instituteName, status, reason }),
  });
}
