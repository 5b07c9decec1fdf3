// Scorecards (decisions.md section 16): each member who may read an application (owner, recruiter,
// or an interviewer assigned to it) keeps one card on it, replaced by each PUT. Owners and recruiters
// always see every card; an interviewer sees colleagues' cards only once they have submitted their
// own, so the first opinions do not steer theirs. Candidates never see scorecards (404 for them).
// A card submitted (or its recommendation changed) tells the company's owners and recruiters, never its
// author, in the same transaction (issue 44); editing only the ratings or notes tells nobody again.
import "server-only";
import { z } from "zod";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ScorecardJson, ScorecardsJson } from "@/lib/teams/contract/common";
import { applicationPagePath } from "@/lib/teams/mails/interviewers";
import { countRecommendations, RECOMMENDATION_LABELS } from "@/lib/teams/rules/scorecards";
import type { ScorecardInput } from "@/lib/teams/schemas/common";
import { readableApplication } from "@/lib/teams/service/access";
import { companyContacts } from "@/lib/teams/service/contacts";
import { notify } from "@/lib/notifications/service";

// The stored ratings are this service's own writes; read defensively all the same (a JSON column).
const storedRatings = z.array(z.object({ criterion: z.string(), rating: z.number().int() }));

const cardSelect = {
  id: true,
  authorId: true,
  ratings: true,
  recommendation: true,
  notes: true,
  updatedAt: true,
  author: { select: { name: true, membership: { select: { employerId: true, role: true } } } },
} as const satisfies Prisma.ScorecardSelect;

type CardRow = Prisma.ScorecardGetPayload<{ select: typeof cardSelect }>;

function cardJson(row: CardRow, viewerId: string, employerId: string): ScorecardJson {
  const parsed = storedRatings.safeParse(row.ratings);
  // The author's role today; null once they have left the company (their card stays: a company record).
  const role = row.author.membership?.employerId === employerId ? row.author.membership.role : null;
  return {
    id: row.id,
    author: { name: row.author.name, role },
    mine: row.authorId === viewerId,
    ratings: parsed.success ? parsed.data : [],
    recommendation: row.recommendation,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET applications/{id}/scorecards: the cards the acting member may see, with the recommendations counted. */
export async function listScorecards(user: SessionUser, { id }: { id: string }): Promise<ScorecardsJson> {
  const { employer, application } = await readableApplication(user, id);
  const rows = await db.scorecard.findMany({
    where: { applicationId: application.id },
    orderBy: [{ updatedAt: "asc" }, { id: "asc" }],
    select: cardSelect,
  });
  const submitted = rows.some((row) => row.authorId === user.id);
  const seesAll = employer.role !== "interviewer" || submitted;
  if (!seesAll) return { submitted: false, scorecards: [], hidden: rows.length, summary: null };
  return {
    submitted,
    scorecards: rows.map((row) => cardJson(row, user.id, employer.id)),
    hidden: 0,
    summary: countRecommendations(rows),
  };
}

/**
 * PUT applications/{id}/scorecard: the acting member's own card, created or replaced (the unique
 * application+author key makes concurrent PUTs of one member land on one row). Answers the cards the
 * member may now see: having submitted, an interviewer sees their colleagues' too.
 */
export async function submitScorecard(user: SessionUser, { id }: { id: string }, input: ScorecardInput): Promise<ScorecardsJson> {
  const { employer, application } = await readableApplication(user, id);
  const data = { ratings: input.ratings, recommendation: input.recommendation, notes: input.notes ?? null };
  const key = { applicationId: application.id, authorId: user.id };
  await db.$transaction(async (tx) => {
    // The application's row lock queues one member's PUTs, so exactly one of them finds no card before it.
    await tx.$queryRaw`SELECT 1 FROM "Application" WHERE "id" = ${application.id} FOR UPDATE`;
    const before = await tx.scorecard.findUnique({ where: { applicationId_authorId: key }, select: { recommendation: true } });
    await tx.scorecard.upsert({ where: { applicationId_authorId: key }, create: { ...key, ...data }, update: data });
    if (before?.recommendation === input.recommendation) return;
    const verb = before ? "changed their scorecard" : "submitted a scorecard";
    for (const contact of await companyContacts(tx, employer.id)) {
      if (contact.userId === user.id) continue;
      await notify(tx, {
        userId: contact.userId,
        kind: "scorecard",
        title: `${user.name} ${verb} for ${application.candidateName}`,
        body: `${application.post}: ${RECOMMENDATION_LABELS[input.recommendation]}.`,
        link: applicationPagePath(application.id),
      });
    }
  });
  return listScorecards(user, { id: application.id });
}
