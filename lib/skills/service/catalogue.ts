// The skill catalogue's reads (decisions.md section 14): the picker's look-up, ids to skills, and the
// one check every write naming skills makes (a candidate's skills, a job's, an alert's filter).
// Look-up compares folded keys (lib/skills/rules/keys.ts), so "js", "K8s" and "node js" find
// JavaScript, Kubernetes and Node.js; the table holds the folded keys (written by the migration).
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SkillJson, SkillList } from "@/lib/skills/contract";
import { skillKey } from "@/lib/skills/rules/keys";
import { SKILL_SEARCH_DEFAULT_LIMIT, SKILL_SEARCH_MAX_LIMIT, type SkillSearchQuery } from "@/lib/skills/schemas/catalogue";

type Client = Prisma.TransactionClient | typeof db;

/** LIKE's own characters in user text match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const clampLimit = (limit: number | undefined) =>
  Math.min(SKILL_SEARCH_MAX_LIMIT, Math.max(1, Math.trunc(limit ?? SKILL_SEARCH_DEFAULT_LIMIT)));

/**
 * Skills for a picker. With a search: those with a key starting with the folded search, or whose name
 * contains the search (any case); an exact key (name or alias) first, then key prefixes, then by
 * name. Without: the catalogue by category, then name. At most `limit` (default 10, at most 50).
 */
export async function searchSkills(query: Partial<SkillSearchQuery> = {}): Promise<SkillList> {
  const limit = clampLimit(query.limit);
  const search = query.search?.trim() ?? "";
  if (!search) {
    const skills = await db.$queryRaw<SkillJson[]>`
      SELECT s."id", s."name", s."category", s."aliases" FROM "Skill" s
      ORDER BY s."category", lower(s."name"), s."id"
      LIMIT ${limit}`;
    return { skills };
  }
  const key = skillKey(search);
  const byName = Prisma.sql`s."name" ILIKE ${`%${likeEscaped(search)}%`}`;
  // A search of punctuation alone ("..."): nothing to fold, so the name test alone decides.
  if (!key) return { skills: await skillsWhere(byName, Prisma.empty, limit) };
  const exact = Prisma.sql`s."keys" @> ARRAY[${key}]::text[]`;
  const prefix = Prisma.sql`EXISTS (SELECT 1 FROM unnest(s."keys") AS k WHERE k LIKE ${`${likeEscaped(key)}%`})`;
  return { skills: await skillsWhere(Prisma.sql`${prefix} OR ${byName}`, Prisma.sql`(${exact}) DESC, (${prefix}) DESC,`, limit) };
}

function skillsWhere(where: Prisma.Sql, firstOrder: Prisma.Sql, limit: number): Promise<SkillJson[]> {
  return db.$queryRaw<SkillJson[]>`
    SELECT s."id", s."name", s."category", s."aliases" FROM "Skill" s
    WHERE ${where}
    ORDER BY ${firstOrder} lower(s."name"), s."id"
    LIMIT ${limit}`;
}

/** The catalogue skills of these ids, in the order given (each once); unknown ids are left out. */
export async function findSkillsByIds(ids: readonly string[], client: Client = db): Promise<SkillJson[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await client.skill.findMany({
    where: { id: { in: unique } },
    select: { id: true, name: true, category: true, aliases: true },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

export const UNKNOWN_SKILL_MESSAGE = (id: string) => `Unknown skill: ${id}`;

/**
 * Refuses ids that are not in the catalogue: a 400 UNKNOWN_SKILL naming the first unknown id under
 * `field` (the request's field: "skills", "query", ...). One query, whatever the number of ids.
 */
export async function assertKnownSkills(ids: readonly string[], field: string, client: Client = db): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await client.skill.findMany({ where: { id: { in: unique } }, select: { id: true } });
  const known = new Set(found.map((row) => row.id));
  const unknown = unique.find((id) => !known.has(id));
  if (unknown === undefined) return;
  const message = UNKNOWN_SKILL_MESSAGE(unknown);
  throw new ApiError(400, message, { code: "UNKNOWN_SKILL", errors: { [field]: message } });
}
