// The university area (decisions.md section 2): the institute's profile and its requests for campus
// placement drives and sponsored training batches, which admins answer in /admin (an accepted training
// request becomes a batch with the institute as sponsor, shown with the request: section 15).
import { db } from "@/lib/db";
import { notFound } from "@/lib/api/errors";
import type { UniversityProfileJson, UniversityRequestJson } from "@/lib/university/contract";
import type { SessionUser } from "@/lib/auth/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { pageOf, type Paged } from "@/lib/db/paged";
import { normaliseWebsite } from "@/lib/accounts/service/signup";
import {
  REQUEST_KIND_LABELS,
  type UniversityProfileData,
  type UniversityRequestData,
  type UniversityRequestsQuery,
} from "@/lib/university/schemas";

const profileSelect = {
  id: true,
  instituteName: true,
  city: true,
  state: true,
  website: true,
  about: true,
  coursesOffered: true,
  studentStrength: true,
  placementContact: true,
  user: { select: { email: true, mobile: true } },
} as const satisfies Prisma.UniversitySelect;

type ProfileRow = Prisma.UniversityGetPayload<{ select: typeof profileSelect }>;

function toProfile(row: ProfileRow): UniversityProfileJson {
  return {
    id: row.id,
    instituteName: row.instituteName,
    city: row.city,
    state: row.state,
    website: row.website ?? "",
    about: row.about,
    coursesOffered: row.coursesOffered,
    studentStrength: row.studentStrength,
    placementContact: row.placementContact ?? "",
    email: row.user.email,
    mobile: row.user.mobile ?? "",
  };
}

/** The columns of a request as its university sees it (the console's view builds on them). */
export const universityRequestSelect = {
  id: true,
  kind: true,
  programme: true,
  startDate: true,
  endDate: true,
  expectedStudents: true,
  notes: true,
  status: true,
  response: true,
  createdAt: true,
  updatedAt: true,
  batch: { select: { id: true, title: true, startDate: true, endDate: true, cancelledAt: true, programme: { select: { slug: true } } } },
} as const satisfies Prisma.UniversityRequestSelect;

type RequestRow = Prisma.UniversityRequestGetPayload<{ select: typeof universityRequestSelect }>;

/** A @db.Date column as YYYY-MM-DD. */
const isoDate = (value: Date) => value.toISOString().slice(0, 10);

/** The one mapper of a university request (the console adds who asked and the decisions). */
export function serializeUniversityRequest(row: RequestRow): UniversityRequestJson {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: REQUEST_KIND_LABELS[row.kind],
    programme: row.programme,
    startDate: isoDate(row.startDate),
    endDate: isoDate(row.endDate),
    expectedStudents: row.expectedStudents,
    notes: row.notes,
    status: row.status,
    response: row.response,
    batch: row.batch
      ? {
          id: row.batch.id,
          title: row.batch.title,
          programmeSlug: row.batch.programme.slug,
          startDate: isoDate(row.batch.startDate),
          endDate: isoDate(row.batch.endDate),
          cancelled: row.batch.cancelledAt !== null,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The university row of the logged-in account; 404 when it has none. */
async function universityIdOf(user: SessionUser): Promise<string> {
  const row = await db.university.findUnique({ where: { userId: user.id }, select: { id: true } });
  if (!row) throw notFound("Institute profile not found.");
  return row.id;
}

export async function getUniversityProfile(user: SessionUser): Promise<UniversityProfileJson> {
  const row = await db.university.findUnique({ where: { userId: user.id }, select: profileSelect });
  if (!row) throw notFound("Institute profile not found.");
  return toProfile(row);
}

/**
 * Saves the institute profile. The account's display name follows the institute name (the header
 * shows it), so both are written in one transaction.
 */
export async function updateUniversityProfile(user: SessionUser, data: UniversityProfileData): Promise<UniversityProfileJson> {
  const id = await universityIdOf(user);
  const row = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { name: data.instituteName } });
    return tx.university.update({
      where: { id },
      data: {
        instituteName: data.instituteName,
        city: data.city,
        state: data.state,
        website: normaliseWebsite(data.website),
        about: data.about,
        coursesOffered: data.coursesOffered,
        studentStrength: data.studentStrength,
        placementContact: data.placementContact,
      },
      select: profileSelect,
    });
  });
  return toProfile(row);
}

/** A new request (pending) of the logged-in university. */
export async function createUniversityRequest(user: SessionUser, data: UniversityRequestData): Promise<UniversityRequestJson> {
  const universityId = await universityIdOf(user);
  const row = await db.universityRequest.create({
    data: {
      universityId,
      kind: data.kind,
      programme: data.programme ?? null,
      startDate: new Date(`${data.startDate}T00:00:00Z`),
      endDate: new Date(`${data.endDate}T00:00:00Z`),
      expectedStudents: data.expectedStudents,
      notes: data.notes ?? null,
    },
    select: universityRequestSelect,
  });
  return serializeUniversityRequest(row);
}

/** The logged-in university's own requests, newest first, one page (in SQL). */
export async function listOwnRequests(user: SessionUser, query: UniversityRequestsQuery): Promise<Paged<UniversityRequestJson>> {
  const where = { universityId: await universityIdOf(user) };
  return pageOf(
    query,
    (page) => db.universityRequest.findMany({ where, select: universityRequestSelect, ...page }),
    () => db.universityRequest.count({ where }),
    serializeUniversityRequest,
  );
}
