// A round's results (decisions.md sections 18 and 20): the company side, or a participating university's
// placement officer for its own students, records per student of the drive `advance` (on to the next
// round) or `eliminate`, by CSV or JSON (one row is the one-by-one form and the officer's row buttons).
// Roll numbers compare without case or surrounding spaces. All or nothing, like the roster: every row
// must name a registered student still in this round (for an officer: one of its own; another
// institute's named by `universityId` is 404, and its roll numbers are never looked up), or the report
// lists each line at fault and nothing changes. Otherwise one transaction writes the results, moves the
// students and notifies them. The move is conditional on the round the student was in, so when the
// company and the officer record the same student at once one wins and the other is 409 STALE_STATE:
// one result, one notification.
import "server-only";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { RoundResultsInput } from "@/lib/campus/schemas/common";
import { STUDENT_DRIVES_PATH } from "@/lib/campus/rules/offers";
import { RESULTS_FILE_PART } from "@/lib/campus/schemas/offers";
import { rollKey } from "@/lib/campus/rules/common";
import { assertOwnInstitute, driveActor, type DriveFacts } from "@/lib/campus/service/drive-access";
import { readResultsCsv, type LineError, type ResultRow } from "@/lib/campus/service/results-csv";
import { STALE_STATE_MESSAGE } from "@/lib/transitions/transition";

export const ROUND_NOT_FOUND = "Round not found.";
export const DRIVE_CANCELLED_MESSAGE = "This drive was cancelled.";

export type RoundResultsReport = { updated: number; errors: LineError[] };
/** The JSON form: the pinned `{ results: [{ rollNo, result }] }`, each row optionally naming its institute. */
export type ResultsJson = { results: (RoundResultsInput["results"][number] & { universityId?: string })[] };

type Round = { id: string; name: string; position: number };
type Registration = { id: string; currentRound: number; eliminatedAt: Date | null; withdrawnAt: Date | null; userId: string; universityId: string };

const QUEUE = { maxWait: 15_000, timeout: 60_000 };

export const CHOOSE_RESULTS_FILE_MESSAGE = "Please choose the results file (CSV).";

/** The call's input: the form's CSV file when the request was multipart, the JSON body otherwise. */
export function resultsFrom(body: ResultsJson | undefined, form: FormData | undefined): ResultsJson | File {
  if (!form) {
    if (!body) throw badRequest(CHOOSE_RESULTS_FILE_MESSAGE);
    return body;
  }
  const file = form.get(RESULTS_FILE_PART);
  if (!(file instanceof Blob) || file.size === 0) throw badRequest(CHOOSE_RESULTS_FILE_MESSAGE, { [RESULTS_FILE_PART]: CHOOSE_RESULTS_FILE_MESSAGE });
  return file as File;
}

/** POST drives/{id}/rounds/{roundId}/results: `{ updated, errors }`; any error line and `updated` is 0. */
export async function recordRoundResults(user: SessionUser, { id, roundId }: { id: string; roundId: string }, input: ResultsJson | File): Promise<RoundResultsReport> {
  const actor = await driveActor(user, id);
  const { drive } = actor;
  if (drive.cancelledAt) throw conflict(DRIVE_CANCELLED_MESSAGE, "NOT_OPEN");
  if (!(input instanceof Blob)) for (const row of input.results) assertOwnInstitute(actor, row.universityId);
  const round = await db.driveRound.findFirst({ where: { id: roundId, driveId: drive.id }, select: { id: true, name: true, position: true } });
  if (!round) throw notFound(ROUND_NOT_FOUND);

  const read = input instanceof Blob ? await readResultsCsv(input) : { rows: input.results.map((row, i) => ({ line: i + 1, ...row })), errors: [] };
  const registrations = await db.driveRegistration.findMany({
    where: { driveId: drive.id, ...(actor.kind === "university" ? { student: { universityId: actor.university.id } } : {}) },
    select: { id: true, currentRound: true, eliminatedAt: true, withdrawnAt: true, student: { select: { rollNo: true, universityId: true, userId: true } } },
  });
  const byRoll = new Map<string, Registration[]>();
  for (const { student, ...registration } of registrations) {
    const list = byRoll.get(rollKey(student.rollNo)) ?? [];
    list.push({ ...registration, userId: student.userId, universityId: student.universityId });
    byRoll.set(rollKey(student.rollNo), list);
  }

  const errors = [...read.errors];
  const matched: { row: ResultRow; registration: Registration }[] = [];
  const seen = new Map<string, number>();
  for (const row of read.rows) {
    const found = matchRow(row, round, byRoll, seen);
    if ("message" in found) errors.push({ line: row.line, message: found.message });
    else matched.push({ row, registration: found });
  }
  if (errors.length > 0) return { updated: 0, errors: errors.sort((a, b) => a.line - b.line) };

  await save(drive, round, matched);
  return { updated: matched.length, errors: [] };
}

/** The row's registration, or why it cannot be recorded. `seen` catches a student named twice. */
function matchRow(row: ResultRow, round: Round, byRoll: Map<string, Registration[]>, seen: Map<string, number>): Registration | { message: string } {
  const roll = row.rollNo;
  const candidates = (byRoll.get(rollKey(roll)) ?? []).filter((r) => row.universityId === undefined || r.universityId === row.universityId);
  if (candidates.length === 0) return { message: `Roll number ${roll} is not registered for this drive.` };
  if (candidates.length > 1) return { message: `Roll number ${roll} is registered from two institutes; record it one by one with the institute.` };
  const registration = candidates[0];
  const first = seen.get(registration.id);
  if (first !== undefined) return { message: `Roll number ${roll} appears more than once (first on line ${first}).` };
  seen.set(registration.id, row.line);
  if (registration.withdrawnAt) return { message: `Roll number ${roll} has withdrawn from this drive.` };
  if (registration.eliminatedAt) return { message: `Roll number ${roll} was eliminated in an earlier round.` };
  if (registration.currentRound < round.position) return { message: `Roll number ${roll} has not reached ${round.name} yet (in round ${registration.currentRound}).` };
  if (registration.currentRound > round.position) return { message: `Roll number ${roll} is already past ${round.name}.` };
  return registration;
}

/** One transaction: the results (a correction overwrites), the moves, the students' notifications. */
async function save(drive: DriveFacts, round: Round, matched: { row: ResultRow; registration: Registration }[]): Promise<void> {
  const now = new Date();
  const advance = matched.filter((m) => m.row.result === "advance").map((m) => m.registration.id);
  const eliminate = matched.filter((m) => m.row.result === "eliminate").map((m) => m.registration.id);
  const next = await db.driveRound.findFirst({ where: { driveId: drive.id, position: round.position + 1 }, select: { name: true } });
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`
      INSERT INTO "DriveResult" ("registrationId", "roundId", "result", "recordedAt")
      SELECT t."registrationId", ${round.id}, t."result"::"RoundResult", ${now}
      FROM unnest(${matched.map((m) => m.registration.id)}::text[], ${matched.map((m) => m.row.result)}::text[]) AS t("registrationId", "result")
      ON CONFLICT ("registrationId", "roundId") DO UPDATE SET "result" = EXCLUDED."result", "recordedAt" = EXCLUDED."recordedAt"`;
    // Conditional on the state checked above: a student moved or withdrawn meanwhile undoes it all.
    const still = { currentRound: round.position, eliminatedAt: null, withdrawnAt: null };
    const advanced = await tx.driveRegistration.updateMany({ where: { id: { in: advance }, ...still }, data: { currentRound: round.position + 1 } });
    const eliminated = await tx.driveRegistration.updateMany({ where: { id: { in: eliminate }, ...still }, data: { eliminatedAt: now } });
    if (advanced.count !== advance.length || eliminated.count !== eliminate.length) throw conflict(STALE_STATE_MESSAGE, "STALE_STATE");
    await tx.notification.createMany({
      data: matched.map(({ row, registration }) => ({ userId: registration.userId, kind: "drive_round", link: STUDENT_DRIVES_PATH, ...resultWords(drive, round, row.result, next?.name ?? null) })),
    });
  }, QUEUE);
}

/** The student's notification: which round of which drive, and what comes next. */
export function resultWords(drive: { title: string; companyName: string }, round: { name: string }, result: "advance" | "eliminate", nextRound: string | null) {
  if (result === "eliminate") {
    return {
      title: `You did not advance past ${round.name} of ${drive.title}`,
      body: `Thank you for taking part in ${drive.companyName}'s drive. Your institute's other drives are still open to you.`,
    };
  }
  return {
    title: `You advanced past ${round.name} of ${drive.title}`,
    body: nextRound ? `Your next round is ${nextRound}.` : `You have cleared every round; ${drive.companyName} will tell you about an offer.`,
  };
}
