// A recruiter's saved candidate searches (decisions.md section 17): a name and the query of GET
// desk/candidates (without the page). Each recruiter sees and deletes only their own (another's is
// "Saved search not found"); at most MAX_SAVED_SEARCHES each (409 LIMIT_REACHED), the count and the
// insert serialised on the recruiter's row so two saves at once cannot both pass at the limit.
import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { SavedSearchJson, SavedSearchList } from "@/lib/desk/contract/common";
import { MAX_SAVED_SEARCHES, type SavedSearchInput } from "@/lib/desk/schemas/common";
import { assertRecruiter } from "@/lib/desk/service/candidates";
import type { Prisma } from "@/lib/generated/prisma/client";

export const SAVED_SEARCH_NOT_FOUND_MESSAGE = "Saved search not found";
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one first.`;

const rowSelect = { id: true, name: true, query: true, createdAt: true } as const;

type Row = { id: string; name: string; query: Prisma.JsonValue; createdAt: Date };

function serialize(row: Row): SavedSearchJson {
  const query = row.query && typeof row.query === "object" && !Array.isArray(row.query) ? (row.query as Record<string, unknown>) : {};
  return { id: row.id, name: row.name, query, createdAt: row.createdAt.toISOString() };
}

/** The query as stored: only the filters set (no undefined, no `verifiedOnly: false`). */
function storedQuery(query: SavedSearchInput["query"]): Prisma.InputJsonObject {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== false);
  return Object.fromEntries(entries) as Prisma.InputJsonObject;
}

/** GET desk/saved-searches: the recruiter's own, newest first. */
export async function listSavedSearches(user: SessionUser): Promise<SavedSearchList> {
  assertRecruiter(user);
  const rows = await db.deskSavedSearch.findMany({
    where: { recruiterId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_SAVED_SEARCHES,
    select: rowSelect,
  });
  return { savedSearches: rows.map(serialize) };
}

/** POST desk/saved-searches. */
export async function createSavedSearch(user: SessionUser, input: SavedSearchInput): Promise<SavedSearchJson> {
  assertRecruiter(user);
  const row = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
    const count = await tx.deskSavedSearch.count({ where: { recruiterId: user.id } });
    if (count >= MAX_SAVED_SEARCHES) throw conflict(SAVED_SEARCH_LIMIT_MESSAGE, "LIMIT_REACHED");
    return tx.deskSavedSearch.create({ data: { recruiterId: user.id, name: input.name, query: storedQuery(input.query) }, select: rowSelect });
  });
  return serialize(row);
}

/** DELETE desk/saved-searches/{id}: own only. */
export async function deleteSavedSearch(user: SessionUser, { id }: { id: string }): Promise<null> {
  assertRecruiter(user);
  const { count } = await db.deskSavedSearch.deleteMany({ where: { id, recruiterId: user.id } });
  if (count === 0) throw notFound(SAVED_SEARCH_NOT_FOUND_MESSAGE);
  return null;
}
