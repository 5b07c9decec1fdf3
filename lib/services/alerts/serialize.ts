// JobAlert row → the API's Alert (lib/api/schemas/alerts.ts).
import type { AlertJson, AlertQueryJson } from "@/lib/api/schemas/alerts";
import type { JobAlert } from "@/lib/generated/prisma/client";
import { employmentTypeLabel, hiringProcessLabel } from "@/lib/jobs/employment-types";
import type { AlertQuery } from "@/lib/validations/alerts";

export type AlertRow = Pick<
  JobAlert,
  | "id"
  | "name"
  | "frequency"
  | "status"
  | "paused"
  | "createdAt"
  | "lastSentAt"
  | "search"
  | "employmentType"
  | "hiringProcess"
  | "post"
  | "qualification"
  | "country"
  | "state"
  | "city"
  | "minSalary"
  | "workplaceType"
>;

export const alertRowSelect = {
  id: true,
  name: true,
  frequency: true,
  status: true,
  paused: true,
  createdAt: true,
  lastSentAt: true,
  search: true,
  employmentType: true,
  hiringProcess: true,
  post: true,
  qualification: true,
  country: true,
  state: true,
  city: true,
  minSalary: true,
  workplaceType: true,
} as const;

export type AlertFilterColumns = Pick<
  AlertRow,
  "search" | "employmentType" | "hiringProcess" | "post" | "qualification" | "country" | "state" | "city" | "minSalary" | "workplaceType"
>;

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

export function serializeAlert(row: AlertRow): AlertJson {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    status: row.status,
    paused: row.paused,
    query: alertQueryJson(alertQueryOf(row)),
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

/** The columns of a new alert from its parsed query (absent filters stored as NULL). */
export function alertColumns(query: AlertQuery) {
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
  };
}
