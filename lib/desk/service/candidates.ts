// The desk's candidate search and a candidate's profile (decisions.md section 17). The rules:
// - Recruiters only (403 for anyone else). The pool is lib/desk/service/pool.ts: discoverable
//   candidates and the academy's trainees whose account stays; anyone else is "Candidate not found".
// - Filters run in SQL. `search`: every word (at most 5) must appear, case-insensitively, in the name,
//   role, sub-role, course or the name of one of the candidate's skills (ILIKE '%word%', escaped). No
//   index serves a substring of these columns; the scan is bounded by the pool (discoverable people and
//   trainees, found through the profile and the Enrollment(candidateId) index), which a recruiter's
//   search narrows further with the other filters. `skills`: any of them. `city`: the preferred
//   location or the sub-location starts with it, case-insensitively ("pune" finds "Pune, Maharashtra").
//   `minExperience`: at least that many years.
// - Without a job: the most verified skills first, then the profile updated last, then the id (a total
//   order, so pages never overlap); `verifiedOnly` keeps those with a verified skill.
// - With `jobId` (an open job of an approved company, else 404 "Job not found"): ranked by the match
//   score in SQL (from the job's JobSkill rows to every CandidateSkill row of each skill, the same walk
//   as matching candidates, but over the desk's pool), only those with a matched skill (score > 0),
//   then more verified matched skills, then the profile updated last; `verifiedOnly` keeps those with
//   a verified MATCHED skill; each row carries the match from matchesFor.
// - Each row's skills: its top 8 (verified first, then level, then name), for the page in one query.
// - The search never shows e-mail, mobile, address or documents. One candidate's profile adds, for a
//   candidate who lets employers find them (decisions.md section 20), what a recruiter screens with:
//   e-mail, mobile, current and expected salary, notice period and the résumé (its bytes only through
//   GET files/{id}, whose access check says the same and logs the read). A trainee who is not
//   discoverable shows none of it; companies never see it (their views select none of these columns).
import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { DeskCandidate, DeskCandidateDetail, DeskCandidatesPage, DeskScreening } from "@/lib/desk/contract/common";
import { DESK_PAGE_SIZE, type DeskCandidatesQuery } from "@/lib/desk/schemas/common";
import { openDeskJob } from "@/lib/desk/service/open-jobs";
import { deskPoolSql, traineeSql } from "@/lib/desk/service/pool";
import { Prisma } from "@/lib/generated/prisma/client";
import { escapeLike } from "@/lib/job-search/service/sql";
import { getCandidateSkills } from "@/lib/skills/service/candidate-skills";
import { matchesFor, matchOf, matchScoreSql, skillWeightSql } from "@/lib/skills/service/match";

export const CANDIDATE_NOT_FOUND_MESSAGE = "Candidate not found";
/** Skills a result row shows. */
export const DESK_TOP_SKILLS = 8;
/** Words of `search` that count (the rest are ignored): each adds a condition. */
const MAX_SEARCH_WORDS = 5;

export function assertRecruiter(user: SessionUser) {
  if (user.role !== "Recruiter") throw forbidden();
}

type PoolRow = Omit<DeskCandidate, "skills" | "match">;

/** The row's columns, `u` = "User", `p` = its "CandidateProfile". */
const rowColumns = Prisma.sql`u."id", u."name", p."prefferedLocation" AS "city", p."workExperience", p."role", p."discoverable", ${traineeSql} AS "trainee"`;

const contains = (word: string) => `%${escapeLike(word)}%`;

/** The filters every mode shares (not verifiedOnly, whose meaning depends on the job), as `AND …`s. */
function filtersSql(query: DeskCandidatesQuery): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  const words = (query.search ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  for (const word of words) {
    const pattern = contains(word);
    parts.push(Prisma.sql`AND (u."name" ILIKE ${pattern} OR p."role" ILIKE ${pattern} OR p."subRole" ILIKE ${pattern} OR p."course" ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM "CandidateSkill" ws JOIN "Skill" s ON s."id" = ws."skillId" WHERE ws."userId" = u."id" AND s."name" ILIKE ${pattern}))`);
  }
  if (query.skills?.length) {
    parts.push(Prisma.sql`AND EXISTS (SELECT 1 FROM "CandidateSkill" fs WHERE fs."userId" = u."id" AND fs."skillId" = ANY(${query.skills}::text[]))`);
  }
  if (query.city) {
    const prefix = `${escapeLike(query.city)}%`;
    parts.push(Prisma.sql`AND (p."prefferedLocation" ILIKE ${prefix} OR p."subLocation" ILIKE ${prefix})`);
  }
  if (query.minExperience !== undefined) parts.push(Prisma.sql`AND p."workExperience" >= ${query.minExperience}`);
  return parts.length > 0 ? Prisma.join(parts, " ") : Prisma.empty;
}

/** Each candidate's top skills: candidateId -> lines (verified first, then level, then name). */
async function topSkills(ids: readonly string[]): Promise<Map<string, DeskCandidate["skills"]>> {
  const result = new Map<string, DeskCandidate["skills"]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db.$queryRaw<{ userId: string; name: string; level: number; verified: boolean }[]>`
    SELECT t."userId", t."name", t."level", t."verified"
    FROM (
      SELECT cs."userId", s."name", cs."level", cs."source" = 'verified' AS "verified",
             row_number() OVER (PARTITION BY cs."userId" ORDER BY (cs."source" = 'verified') DESC, cs."level" DESC, s."name") AS "rank"
      FROM "CandidateSkill" cs JOIN "Skill" s ON s."id" = cs."skillId"
      WHERE cs."userId" = ANY(${[...ids]}::text[])
    ) t
    WHERE t."rank" <= ${DESK_TOP_SKILLS}
    ORDER BY t."userId", t."rank"`;
  for (const row of rows) result.get(row.userId)?.push({ name: row.name, level: row.level, verified: row.verified });
  return result;
}

/** GET desk/candidates: one page of the pool, filtered, best first (see the rules above). */
export async function searchDeskCandidates(user: SessionUser, query: DeskCandidatesQuery): Promise<DeskCandidatesPage> {
  assertRecruiter(user);
  const offset = (query.page - 1) * DESK_PAGE_SIZE;
  const filters = filtersSql(query);

  if (query.jobId === undefined) {
    const verifiedOnly = query.verifiedOnly ? Prisma.sql`AND v."verified" > 0` : Prisma.empty;
    const rows = await db.$queryRaw<PoolRow[]>`
      SELECT ${rowColumns}
      FROM "User" u JOIN "CandidateProfile" p ON p."userId" = u."id"
      CROSS JOIN LATERAL (SELECT COUNT(*)::int AS "verified" FROM "CandidateSkill" vs WHERE vs."userId" = u."id" AND vs."source" = 'verified') v
      WHERE ${deskPoolSql} ${filters} ${verifiedOnly}
      ORDER BY v."verified" DESC, p."updatedAt" DESC, u."id"
      LIMIT ${DESK_PAGE_SIZE + 1} OFFSET ${offset}`;
    const page = rows.slice(0, DESK_PAGE_SIZE);
    const skills = await topSkills(page.map((row) => row.id));
    return { candidates: page.map((row) => ({ ...row, skills: skills.get(row.id) ?? [] })), hasNextPage: rows.length > DESK_PAGE_SIZE };
  }

  const job = await openDeskJob(query.jobId);
  // A job without skills has no score (decisions.md section 14): nobody matches it.
  if (job.skillWeight <= 0) return { candidates: [], hasNextPage: false };
  const verifiedOnly = query.verifiedOnly ? Prisma.sql`AND m."verified" > 0` : Prisma.empty;
  // Every candidate with one of the job's skills has have >= 1, so a score > 0 (a job weighs at most 30).
  const rows = await db.$queryRaw<PoolRow[]>`
    WITH m AS (
      SELECT cs."userId", SUM(${skillWeightSql})::int AS "have", (COUNT(*) FILTER (WHERE cs."source" = 'verified'))::int AS "verified"
      FROM "JobSkill" js JOIN "CandidateSkill" cs ON cs."skillId" = js."skillId"
      WHERE js."jobId" = ${job.id}
      GROUP BY cs."userId"
    )
    SELECT ${rowColumns}
    FROM m JOIN "User" u ON u."id" = m."userId" JOIN "CandidateProfile" p ON p."userId" = u."id"
    WHERE ${deskPoolSql} AND m."have" > 0 ${filters} ${verifiedOnly}
    ORDER BY ${matchScoreSql(Prisma.sql`m."have"`, Prisma.sql`${job.skillWeight}::int`)} DESC, m."verified" DESC, p."updatedAt" DESC, u."id"
    LIMIT ${DESK_PAGE_SIZE + 1} OFFSET ${offset}`;
  const page = rows.slice(0, DESK_PAGE_SIZE);
  const ids = page.map((row) => row.id);
  const [skills, matches] = await Promise.all([topSkills(ids), matchesFor(ids.map((candidateId) => ({ jobId: job.id, candidateId })))]);
  const candidates: DeskCandidate[] = [];
  for (const row of page) {
    // Absent only if the job's skills were removed between the two reads: the row is then no match.
    const match = matchOf(matches, { jobId: job.id, candidateId: row.id });
    if (match) candidates.push({ ...row, skills: skills.get(row.id) ?? [], match });
  }
  return { candidates, hasNextPage: rows.length > DESK_PAGE_SIZE };
}

type DetailRow = Omit<DeskCandidateDetail, "skills" | "certificates" | "enrolments" | "submittals" | "screening">;

/** What a recruiter screens a discoverable candidate with (read only for one: see the rules above). */
async function screeningOf(id: string): Promise<DeskScreening> {
  const user = await db.user.findUniqueOrThrow({
    where: { id },
    select: {
      email: true,
      mobile: true,
      candidate: { select: { currentSalary: true, expectedSalary: true, noticePeriodDays: true, isFresher: true, resumeFile: { select: { id: true, fileName: true } } } },
    },
  });
  const profile = user.candidate;
  return {
    email: user.email,
    mobile: user.mobile,
    currentSalary: profile?.currentSalary ?? null,
    expectedSalary: profile?.expectedSalary ?? null,
    noticePeriodDays: profile?.noticePeriodDays ?? null,
    isFresher: profile?.isFresher ?? false,
    resume: profile?.resumeFile ? { fileId: profile.resumeFile.id, fileName: profile.resumeFile.fileName } : null,
  };
}

/** GET desk/candidates/{id}: the fuller profile; anyone outside the pool (or unknown) is 404. */
export async function getDeskCandidate(user: SessionUser, { id }: { id: string }): Promise<DeskCandidateDetail> {
  assertRecruiter(user);
  const [row] = await db.$queryRaw<DetailRow[]>`
    SELECT ${rowColumns}, p."subRole", p."course", p."passingYear"
    FROM "User" u JOIN "CandidateProfile" p ON p."userId" = u."id"
    WHERE u."id" = ${id} AND ${deskPoolSql}`;
  if (!row) throw notFound(CANDIDATE_NOT_FOUND_MESSAGE);
  const [screening, skills, certificates, enrolments, submittals] = await Promise.all([
    row.discoverable ? screeningOf(id) : Promise.resolve(null),
    getCandidateSkills(id),
    db.certificate.findMany({
      where: { candidateId: id, revokedAt: null },
      orderBy: [{ issuedAt: "desc" }, { code: "asc" }],
      select: { code: true, programmeTitle: true, issuedAt: true },
    }),
    db.enrollment.findMany({
      where: { candidateId: id },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      select: { status: true, batch: { select: { title: true, startDate: true, programme: { select: { title: true } } } } },
    }),
    db.submittal.findMany({
      where: { candidateId: id },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      select: {
        id: true,
        status: true,
        createdAt: true,
        application: { select: { status: true } },
        job: { select: { id: true, post: true, employer: { select: { orgName: true } } } },
      },
    }),
  ]);
  return {
    ...row,
    screening,
    skills,
    certificates: certificates.map((c) => ({ code: c.code, programme: c.programmeTitle, issuedAt: c.issuedAt.toISOString() })),
    enrolments: enrolments.map((e) => ({
      programme: e.batch.programme.title,
      batch: e.batch.title,
      status: e.status,
      startDate: e.batch.startDate.toISOString().slice(0, 10),
    })),
    submittals: submittals.map((s) => ({
      id: s.id,
      status: s.status,
      applicationStatus: s.application?.status ?? null,
      createdAt: s.createdAt.toISOString(),
      job: { id: s.job.id, post: s.job.post, company: s.job.employer.orgName },
    })),
  };
}
