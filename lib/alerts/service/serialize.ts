// JobAlert row → the API's Alert (lib/alerts/contract.ts).
import type { AlertJson, AlertQueryJson } from "@/lib/alerts/contract";
import type { JobAlert } from "@/lib/generated/prisma/client";
import { employmentTypeLabel, hiringProcessLabel } from "@/lib/job-search/rules/employment-types";
import { findSkillsByIds } from "@/lib/skills/service/catalogue";
import { ALERT_QUERY_FIELDS, type AlertQuery } from "@/lib/alerts/schemas";

export const alertRowSelect = {
  id: true,
  name: true,
  frequency: true,
  status: true,
  paused: true,
  createdAt: true,
  lastSentAt: true,
  ...ALERT_QUERY_FIELDS,
  skillIds: true,
} as const;

export type AlertRow = Pick<JobAlert, keyof typeof alertRowSelect>;

/** The columns that hold an alert's filters (one per field of the saved query; `skills` is skillIds). */
export type AlertFilterColumns = Pick<JobAlert, keyof typeof ALERT_QUERY_FIELDS | "skillIds">;

/** The filters of a row as the parsed query (enum values), e.g. for the /jobs link of a digest. */
export function alertQueryOf(row: AlertFilterColumns): AlertQuery {
  const query: AlertQuery = {};
  if (row.search !== null) query.search = row.search;
  if (row.employmentType !== null) query.employmentType = row.employmentType;
  if (row.hiringProcess !== null) query.hiringProcess = row.hiringProcess;
  if (row.post !== null) query.post = row.post;
  if (row.qualification !== null) query.qualification = row.qualification;
  if (row.country !== null) query.country = row.country;
  if (row.state !== null) query.state = row.state;
  if (row.city !== null) query.city = row.city;
  if (row.minSalary !== null) query.minSalary = row.minSalary;
  if (row.workplaceType !== null) query.workplaceType = row.workplaceType;
  if (row.skillIds.length > 0) query.skills = row.skillIds;
  return query;
}

/** The query as JSON (and as /jobs search params): enum values become the labels people see. */
export function alertQueryJson(query: AlertQuery): AlertQueryJson {
  const { employmentType, hiringProcess, ...rest } = query;
  return {
    ...rest,
    ...(employmentType ? { employmentType: employmentTypeLabel(employmentType) } : {}),
    ...(hiringProcess ? { hiringProcess: hiringProcessLabel(hiringProcess) } : {}),
  };
}

/** Skill id → name for every skill the rows' queries name: one lookup for a whole list. */
export async function alertSkillNames(rows: readonly Pick<JobAlert, "skillIds">[]): Promise<ReadonlyMap<string, string>> {
  const skills = await findSkillsByIds(rows.flatMap((row) => row.skillIds));
  return new Map(skills.map((skill) => [skill.id, skill.name]));
}

/** `skillNames`: from alertSkillNames (the names the query's summary shows). */
export function serializeAlert(row: AlertRow, skillNames: ReadonlyMap<string, string>): AlertJson {
  const query = alertQueryJson(alertQueryOf(row));
  if (query.skills) query.skillNames = query.skills.flatMap((id) => skillNames.get(id) ?? []);
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    status: row.status,
    paused: row.paused,
    query,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

/** The columns of a new alert from its parsed query (absent filters stored as NULL). */
export function alertColumns(query: AlertQuery) {
  // `satisfies`: a field added to ALERT_QUERY_FIELDS fails to compile here until it is stored.
  return {
    search: query.search ?? null,
    employmentType: query.employmentType ?? null,
    hiringProcess: query.hiringProcess ?? null,
    post: query.post ?? null,
    qualification: query.qualification ?? null,
    country: query.country ?? null,
    state: query.state ?? null,
    city: query.city ?? null,
    minSalary: query.minSalary ?? null,
    workplaceType: query.workplaceType ?? null,
    skillIds: query.skills ?? [],
  } satisfies Record<keyof typeof ALERT_QUERY_FIELDS | "skillIds", unknown>;
}

/** Rows → Alert JSON, the skills' names looked up once for all of them. */
export async function serializeAlerts(rows: readonly AlertRow[]): Promise<AlertJson[]> {
  const names = await alertSkillNames(rows);
  return rows.map((row) => serializeAlert(row, names));
}
