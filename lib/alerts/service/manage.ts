// Job alerts of a person (decisions.md section 11): a logged-in candidate's alerts are active at once
// and go to the account's e-mail; a visitor's alert waits (pending) until the mailed link confirms
// the address. At most MAX_ALERTS_PER_PERSON per account or per visitor e-mail.
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from "@/lib/api/errors";
import type { AlertJson, AlertList } from "@/lib/alerts/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { sendMail } from "@/lib/email";
import { confirmAlertMail } from "@/lib/alerts/mails";
import { hit } from "@/lib/security/rate-limit";
import { describeAlertQuery } from "@/lib/alerts/rules/describe";
import { alertColumns, alertRowSelect, serializeAlerts } from "@/lib/alerts/service/serialize";
import { assertKnownSkills, findSkillsByIds } from "@/lib/skills/service/catalogue";
import { alertToken } from "@/lib/alerts/service/tokens";
import { MAX_ALERTS_PER_PERSON, type CreateAlertInput, type UpdateAlertInput } from "@/lib/alerts/schemas";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Visitor alerts (each sends a confirmation mail) from one address per hour, and per e-mail per day. */
export const VISITOR_ALERTS_PER_IP_PER_HOUR = 10;
export const VISITOR_ALERTS_PER_EMAIL_PER_DAY = 5;

export const LIMIT_MESSAGE = `You can have at most ${MAX_ALERTS_PER_PERSON} job alerts. Delete one to create another.`;
const TOO_MANY_MESSAGE = "Too many job alerts were requested. Please try again later.";

/** Throttles visitors before anything is written or mailed, so nobody can mail-bomb an address. */
async function throttleVisitor(ip: string, email: string) {
  const now = new Date();
  const perIp = await hit({ key: `alert-ip:${ip}`, limit: VISITOR_ALERTS_PER_IP_PER_HOUR, windowMs: HOUR, now });
  if (!perIp.ok) throw tooManyRequests(TOO_MANY_MESSAGE, perIp.retryAfterSeconds);
  const perEmail = await hit({ key: `alert-email:${email}`, limit: VISITOR_ALERTS_PER_EMAIL_PER_DAY, windowMs: DAY, now });
  if (!perEmail.ok) throw tooManyRequests(TOO_MANY_MESSAGE, perEmail.retryAfterSeconds);
}

/**
 * POST alerts. Candidates: active at once (a given `email` is ignored: alerts go to the account's
 * current e-mail). Visitors: `email` required, pending until confirmed. Other roles: 403.
 */
export async function createAlert(user: SessionUser | null, input: CreateAlertInput, context: { ip: string }): Promise<AlertJson> {
  if (user && user.role !== "Candidate") throw forbidden("Only candidates and visitors can create job alerts.");
  const email = user ? null : input.email;
  if (!user && !email) throw badRequest("Please check the highlighted fields.", { email: "Email is required" });
  if (email) await throttleVisitor(context.ip, email);
  // The skills filter (decisions.md section 14): unknown ids are a 400, as for get-jobs; the names
  // serve the default name ("React, Docker jobs in Pune").
  const skillIds = input.query.skills ?? [];
  if (skillIds.length > 0) await assertKnownSkills(skillIds, "query");
  const skillNames = (await findSkillsByIds(skillIds)).map((skill) => skill.name);

  const owner = user ? { userId: user.id } : { email: email!, userId: null };
  const row = await db.$transaction(async (tx) => {
    // One person's creations in a row, so two parallel requests cannot both pass the count.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`job-alerts:${user ? user.id : email}`}))`;
    const count = await tx.jobAlert.count({ where: owner });
    if (count >= MAX_ALERTS_PER_PERSON) throw conflict(LIMIT_MESSAGE, "LIMIT_REACHED");
    return tx.jobAlert.create({
      data: {
        ...owner,
        name: input.name ?? describeAlertQuery(input.query, skillNames),
        frequency: input.frequency,
        status: user ? "active" : "pending",
        ...alertColumns(input.query),
      },
      select: alertRowSelect,
    });
  });

  // After commit: a failed mail leaves a pending alert the visitor can simply create again.
  if (email) await sendMail(confirmAlertMail({ to: email, alertName: row.name, token: alertToken("confirm", row.id) }));
  const [alert] = await serializeAlerts([row]);
  return alert;
}

/** GET alerts: the candidate's alerts, newest first (at most MAX_ALERTS_PER_PERSON, so one page). */
export async function listAlerts(user: SessionUser): Promise<AlertList> {
  const rows = await db.jobAlert.findMany({
    where: { userId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_ALERTS_PER_PERSON,
    select: alertRowSelect,
  });
  return { alerts: await serializeAlerts(rows) };
}

/** PATCH alerts/{id}: rename, change the frequency, pause or resume the owner's alert (another's: 404). */
export async function updateAlert(user: SessionUser, id: string, input: UpdateAlertInput): Promise<AlertJson> {
  const { count } = await db.jobAlert.updateMany({
    where: { id, userId: user.id },
    data: { name: input.name, frequency: input.frequency, paused: input.paused },
  });
  if (count === 0) throw notFound("Job alert not found.");
  const [alert] = await serializeAlerts([await db.jobAlert.findUniqueOrThrow({ where: { id }, select: alertRowSelect })]);
  return alert;
}

/** DELETE alerts/{id}: the owner's alert and its deliveries (cascade). Another's or a missing one: 404. */
export async function deleteAlert(user: SessionUser, id: string): Promise<null> {
  const { count } = await db.jobAlert.deleteMany({ where: { id, userId: user.id } });
  if (count === 0) throw notFound("Job alert not found.");
  return null;
}
