// Job search in SQL (spec section 2 'Find Jobs', decisions.md sections 4 and 5): full-text search over
// post (weight A) and description (B) via Job.searchVector, OR a partial match on the post that the
// trigram index serves; filters; paging in the database (LIMIT/OFFSET) with a separately counted total.
import type { JobSearchResult } from "@/lib/job-search/contract";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { employmentTypeLabel, hiringProcessLabel } from "@/lib/job-search/rules/employment-types";
import type { JobJson } from "@/lib/job-search/service/serialize";
import { escapeLike, jobColumns, serializeJobRow, type JobSqlRow } from "@/lib/job-search/service/sql";
import { gone } from "@/lib/api/errors";
import { isJobGone, openJobSql, openJobWhere } from "@/lib/job-search/service/lifecycle";
import { resolveLocationNames } from "@/lib/locations";
import type { JobSearchQuery } from "@/lib/job-search/schemas";
import type { SessionUser } from "@/lib/auth/types";
import { assertKnownSkills } from "@/lib/skills/service/catalogue";
import { searchJobsByMatch } from "@/lib/job-search/service/search-by-match";
import { cachedSearch } from "@/lib/job-search/service/search-cache";
import { jobMatchForCandidate } from "@/lib/matching/service/fit";


type SearchRow = JobSqlRow & { applied: boolean | null; saved: boolean | null; invited: boolean | null };

/** `applied`, `saved` and `invited` of job `j` for a candidate; NULL for anyone else. */
function viewerFlagColumns(candidateId: string | null): Prisma.Sql {
  if (!candidateId) return Prisma.sql`NULL::boolean AS "applied", NULL::boolean AS "saved", NULL::boolean AS "invited"`;
  // "Invited to apply" (decisions.md section 14): the unique (jobId, candidateId) answers the probe.
  return Prisma.sql`
    EXISTS (SELECT 1 FROM "Application" a WHERE a."jobId" = j."id" AND a."candidateId" = ${candidateId}) AS "applied",
    EXISTS (SELECT 1 FROM "SavedJob" s WHERE s."jobId" = j."id" AND s."userId" = ${candidateId}) AS "saved",
    EXISTS (SELECT 1 FROM "JobInvitation" ji WHERE ji."jobId" = j."id" AND ji."candidateId" = ${candidateId}) AS "invited"`;
}

const viewerFlags = (row: SearchRow) => ({ applied: Boolean(row.applied), saved: Boolean(row.saved), invited: Boolean(row.invited) });

/**
 * An approved employer, without joining Employer on every row walked: the few employers that are not
 * approved become one hashed set (Employer.id is the key, never NULL, so NOT IN is exact). On a deep
 * page this halves the walk's cost against a join per row.
 */
export const APPROVED_EMPLOYER = Prisma.sql`j."employerId" NOT IN (SELECT x."id" FROM "Employer" x WHERE x."status" <> 'approved')`;

/** The WHERE conditions shared by the listing and its count (on "Job" j alone): what the public may see, plus filters. */
function conditions(query: Omit<JobSearchQuery, "page" | "limit">): Prisma.Sql[] {
  // Open jobs only (decisions.md section 10): the listing index is partial on the same rule.
  const where: Prisma.Sql[] = [openJobSql(), APPROVED_EMPLOYER];
  if (query.search) {
    // Either a full-text hit (any word form: 'developers' finds 'Developer') or a partial title ('devel').
    where.push(
      Prisma.sql`(j."searchVector" @@ websearch_to_tsquery('english', ${query.search}) OR j."post" ILIKE ${`%${escapeLike(query.search)}%`})`,
    );
  }
  if (query.employmentType) {
    where.push(Prisma.sql`j."employmentType" = ${employmentTypeLabel(query.employmentType)}::"EmploymentType"`);
  }
  if (query.hiringProcess) {
    where.push(Prisma.sql`j."hiringProcess" = ${hiringProcessLabel(query.hiringProcess)}::"HiringProcess"`);
  }
  // ILIKE without wildcards: a case-insensitive exact match that the trigram index can still serve.
  if (query.post) where.push(Prisma.sql`j."post" ILIKE ${escapeLike(query.post)}`);
  if (query.qualification) {
    where.push(Prisma.sql`j."qualificationKeys" @> ARRAY[lower(${query.qualification})]`);
  }
  const location = resolveLocationNames(query);
  if (location.country) where.push(Prisma.sql`lower(j."country") = lower(${location.country})`);
  if (location.state) where.push(Prisma.sql`lower(j."state") = lower(${location.state})`);
  if (location.city) where.push(Prisma.sql`lower(j."city") = lower(${location.city})`);
  // The yearly top of range, written when the job is posted; no structured salary (NULL) never matches.
  if (query.minSalary !== undefined) where.push(Prisma.sql`j."salaryYearlyMax" >= ${query.minSalary}::int`);
  if (query.experience !== undefined) where.push(Prisma.sql`j."minExperience" <= ${query.experience}::int`);
  if (query.workplaceType) where.push(Prisma.sql`j."workplaceType" = ${query.workplaceType}::"WorkplaceType"`);
  // Any of the skills (decisions.md section 14): JobSkill's primary key (jobId, skillId) answers the probe.
  if (query.skills?.length) {
    where.push(Prisma.sql`EXISTS (SELECT 1 FROM "JobSkill" js WHERE js."jobId" = j."id" AND js."skillId" = ANY(${query.skills}::text[]))`);
  }
  return where;
}

// Counting every match is the costly part of a search (it visits all matching rows, while the page
// itself stops after `limit`). The total only labels the list ("Showing 12 of 9,214"), so it is kept
// for a short while per filter set and shared by all pages and viewers; paging itself (hasNextPage)
// is always exact.
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_MAX = 500;
// The promise is cached, not the number: concurrent searches with the same filters share one count.
const countCache = new Map<string, { total: Promise<number>; expires: number }>();

function countKey(query: JobSearchQuery): string {
  const location = resolveLocationNames(query);
  return JSON.stringify([
    query.search ?? "",
    query.employmentType ?? "",
    query.hiringProcess ?? "",
    query.post?.toLowerCase() ?? "",
    query.qualification?.toLowerCase() ?? "",
    location.country?.toLowerCase() ?? "",
    location.state?.toLowerCase() ?? "",
    location.city?.toLowerCase() ?? "",
    query.minSalary ?? "",
    query.experience ?? "",
    query.workplaceType ?? "",
    [...(query.skills ?? [])].sort().join(","),
  ]);
}

function countMatches(key: string, where: Prisma.Sql): Promise<number> {
  const now = Date.now();
  const cached = countCache.get(key);
  if (cached && cached.expires > now) return cached.total;
  const total = db
    .$queryRaw<{ count: number }[]>`
      SELECT COUNT(*)::int AS "count" FROM "Job" j WHERE ${where}`
    .then(([{ count }]) => count);
  countCache.delete(key);
  countCache.set(key, { total, expires: now + COUNT_TTL_MS });
  // A failed count must not be served to the next searches.
  total.catch(() => {
    if (countCache.get(key)?.total === total) countCache.delete(key);
  });
  if (countCache.size > COUNT_CACHE_MAX) countCache.delete(countCache.keys().next().value!);
  return total;
}

/**
 * A title hit: the title alone matches the words (any form), or contains the text. Written exactly as
 * the partial GIN index Job_open_post_tsv_idx is, so the planner can collect rare title hits from it.
 */
function titleHit(search: string): Prisma.Sql {
  return Prisma.sql`(to_tsvector('english'::regconfig, j."post") @@ websearch_to_tsquery('english', ${search}) OR j."post" ILIKE ${`%${escapeLike(search)}%`})`;
}

/** Below this OFFSET a page is read in one plain query; from it on, ids first (see `inOrder`). */
const DIRECT_OFFSET_LIMIT = 120;

/** Jobs with a structured salary: written exactly as the partial index Job_open_salary_order_idx's predicate ends. */
const HAS_SALARY = Prisma.sql`j."salaryYearlyMax" IS NOT NULL`;

/**
 * The orders a group of rows is read in. Each ends with createdAt and id, so the order is total and
 * paging is stable. `salary` walks Job_open_salary_order_idx (salary, createdAt, id, all descending)
 * in order: no sort step, ties newest first; see docs/decisions/0007.
 */
const ORDERS = {
  newest: { keys: Prisma.sql`j."createdAt", j."id"`, byJob: Prisma.sql`j."createdAt" DESC, j."id" DESC`, byPage: Prisma.sql`p."createdAt" DESC, p."id" DESC` },
  salary: {
    keys: Prisma.sql`j."salaryYearlyMax", j."createdAt", j."id"`,
    byJob: Prisma.sql`j."salaryYearlyMax" DESC, j."createdAt" DESC, j."id" DESC`,
    byPage: Prisma.sql`p."salaryYearlyMax" DESC, p."createdAt" DESC, p."id" DESC`,
  },
} as const;

type Order = keyof typeof ORDERS;

/**
 * One page of open jobs of approved employers in the query's order (decision 0007, decisions.md section 19):
 * - newest (default): newest first. When searching, best match first: the jobs whose title matches,
 *   newest first, then those that match in the description only, newest first.
 * - salary: the highest yearly top of range first, then the jobs without a salary, newest first.
 * - match: the candidate's best matches first (search-by-match.ts); 400 SORT_NEEDS_CANDIDATE for anyone else.
 * Each group is a LIMIT over an index (the listing index, the title index when title hits are rare, the
 * salary index), so a page costs what its rows cost, not what all the matches would.
 * `applied`, `saved` and `invited` are set when the viewer is a candidate. Unknown skill ids: 400 on `skills`.
 */
export async function searchJobs(query: JobSearchQuery, viewer?: SessionUser | null): Promise<JobSearchResult> {
  // A candidate's rows carry their own flags (and sort=match is theirs alone); anyone else's search
  // reads the same for all, so it is shared until a job changes (search-cache.ts, decision 0040).
  if (viewer?.role === "Candidate") return searchJobsNow(query, viewer);
  const key = JSON.stringify([countKey(query), query.page, query.limit, query.sort ?? ""]);
  return cachedSearch(key, () => searchJobsNow(query, viewer));
}

async function searchJobsNow(query: JobSearchQuery, viewer?: SessionUser | null): Promise<JobSearchResult> {
  // A skill id that is not in the catalogue is a mistake to report (400 on skills), not an empty list.
  if (query.skills?.length) await assertKnownSkills(query.skills, "skills");
  const { page, limit } = query;
  const offset = (page - 1) * limit;
  const want = limit + 1; // one row more than the page tells whether another page exists, exactly
  const filters = conditions(query);
  const where = Prisma.join(filters, " AND ");
  const candidateId = viewer?.role === "Candidate" ? viewer.id : null;
  const columns = Prisma.sql`${jobColumns}, ${viewerFlagColumns(candidateId)}`;

  // The jobs that meet `match`, in `order`. Deep pages: the rows skipped by OFFSET are only walked in
  // the index (index-only when no filter needs the table), then the page's rows alone are read in
  // full. Near the top, one plain query is cheaper than that detour.
  const inOrder = (order: Order, match: Prisma.Sql, skip: number, take: number) => {
    const { keys, byJob, byPage } = ORDERS[order];
    return skip < DIRECT_OFFSET_LIMIT
      ? db.$queryRaw<SearchRow[]>`
          SELECT ${columns}
          FROM "Job" j JOIN "Employer" e ON e."id" = j."employerId"
          WHERE ${match}
          ORDER BY ${byJob}
          LIMIT ${take} OFFSET ${skip}`
      : db.$queryRaw<SearchRow[]>`
          WITH paged AS (
            SELECT ${keys} FROM "Job" j
            WHERE ${match}
            ORDER BY ${byJob}
            LIMIT ${take} OFFSET ${skip}
          )
          SELECT ${columns}
          FROM paged p JOIN "Job" j ON j."id" = p."id" JOIN "Employer" e ON e."id" = j."employerId"
          ORDER BY ${byPage}`;
  };

  /**
   * The jobs meeting `first` (in `firstOrder`), then the others (newest first), paged as one list.
   * Where the first group ends is known from this page, unless the page starts past it: then the
   * group is counted, and the count cached like the total (`countSuffix` names it).
   */
  async function groupsInOrder(first: Prisma.Sql, firstOrder: Order, countSuffix: string): Promise<SearchRow[]> {
    const firstMatch = Prisma.join([...filters, first], " AND ");
    const rows = await inOrder(firstOrder, firstMatch, offset, want);
    if (rows.length === want) return rows;
    const firstCount = rows.length > 0 || offset === 0 ? offset + rows.length : await countMatches(`${countKey(query)}:${countSuffix}`, firstMatch);
    const rest = Prisma.join([...filters, Prisma.sql`NOT (${first})`], " AND ");
    rows.push(...(await inOrder("newest", rest, Math.max(0, offset + rows.length - firstCount), want - rows.length)));
    return rows;
  }

  // sort=match ranks by the candidate's match score, the rest newest first (search-by-match.ts).
  if (query.sort === "match") {
    const total = () => countMatches(countKey(query), where);
    return searchJobsByMatch(query, viewer, { filters, columns, newest: (match, skip, take) => inOrder("newest", match, skip, take), total });
  }

  const pageRows =
    query.sort === "salary"
      ? groupsInOrder(HAS_SALARY, "salary", "salaried")
      : query.search
        ? groupsInOrder(titleHit(query.search), "newest", "title")
        : inOrder("newest", where, offset, want);
  const [rows, counted] = await Promise.all([pageRows, countMatches(countKey(query), where)]);
  const hasNextPage = rows.length > limit;
  const shown = rows.slice(0, limit);
  // A cached total can lag behind new postings; never report fewer jobs than are visibly there.
  const total = shown.length > 0 ? Math.max(counted, offset + shown.length + (hasNextPage ? 1 : 0)) : counted;

  return {
    jobs: shown.map((row) => serializeJobRow(row, candidateId ? viewerFlags(row) : undefined)),
    page,
    hasNextPage,
    total,
  };
}

export const JOB_GONE_MESSAGE = "This job is no longer available.";

/**
 * One job as the viewer may see it: approved jobs of approved employers for everyone (open, or closed
 * within CLOSED_PAGE_DAYS with isOpen false; closed longer ago: 410 GONE); the owning employer also
 * sees its own pending, rejected or long-closed ones, and an admin sees any. Deleted jobs and anything
 * else → null, a 404 (existence does not leak).
 */
export async function getVisibleJob(id: string, viewer?: SessionUser | null): Promise<JobJson | null> {
  // One round trip, the search's own columns: a job page's first render and GET get-job/{id} read the
  // job, its employer, its skills and the viewer's flags together (five queries through Prisma's
  // relations, each a wait under load; issue 28).
  const candidateId = viewer?.role === "Candidate" ? viewer.id : null;
  const member = viewer?.role === "Employer"
    ? Prisma.sql`EXISTS (SELECT 1 FROM "EmployerMember" m WHERE m."employerId" = e."id" AND m."userId" = ${viewer.id})`
    : Prisma.sql`false`;
  const [job] = await db.$queryRaw<(SearchRow & { employerStatus: string; isMember: boolean; salaryYearlyMax: number | null })[]>`
    SELECT ${jobColumns}, ${viewerFlagColumns(candidateId)}, e."status"::text AS "employerStatus", ${member} AS "isMember",
           j."salaryYearlyMax"
    FROM "Job" j JOIN "Employer" e ON e."id" = j."employerId"
    WHERE j."id" = ${id} AND j."deletedAt" IS NULL`;
  if (!job) return null;
  const isPublic = job.status === "approved" && job.employerStatus === "approved";
  const isPrivileged = job.isMember || viewer?.role === "Admin";
  if (!isPublic && !isPrivileged) return null;
  if (isPublic && !isPrivileged && isJobGone(job)) throw gone(JOB_GONE_MESSAGE);
  if (!candidateId) return serializeJobRow(job);
  // The candidate's match and fit, as recommendations show them (decisions.md section 20).
  const match = await jobMatchForCandidate(candidateId, job);
  return serializeJobRow(job, { ...viewerFlags(job), ...(match ? { match } : {}) });
}

/** Every open job's id and last change, newest first, for the sitemap (which holds at most 50,000 URLs). */
export function listedJobsForSitemap(max = 45_000): Promise<{ id: string; updatedAt: Date }[]> {
  return db.job.findMany({
    where: openJobWhere(),
    orderBy: { createdAt: "desc" },
    take: max,
    select: { id: true, updatedAt: true },
  });
}
