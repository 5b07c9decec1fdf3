// The console's rows and their mappers: one Prisma select and one mapper per entity, shared by the
// lists and by the decisions (which return the item as the lists show it).
import type { AdminDecisionJson, AdminEmployerJson, AdminJobJson, AdminRequestJson } from "@/lib/moderation/contract";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jobRowSelect, serializeJob } from "@/lib/job-search/service/serialize";
import { employerSignals } from "@/lib/moderation/service/employer-signals";
import { companyFieldsSelect } from "@/lib/employers/service/company-fields";
import { NEWEST_FIRST } from "@/lib/db/paged";
import { jobSignals } from "@/lib/job-posting/rules/job-signals";
import { serializeUniversityRequest, universityRequestSelect } from "@/lib/university/service";

/** How many past decisions each item carries (newest first); the full log stays in the table. */
const HISTORY_LIMIT = 20;

export const decisionsSelect = {
  orderBy: NEWEST_FIRST,
  take: HISTORY_LIMIT,
  select: { id: true, status: true, reason: true, createdAt: true, admin: { select: { id: true, name: true, email: true } } },
} as const satisfies Prisma.AdminDecisionFindManyArgs;

type DecisionRow = Prisma.AdminDecisionGetPayload<{ select: (typeof decisionsSelect)["select"] }>;

export function toDecision(row: DecisionRow): AdminDecisionJson {
  return { id: row.id, status: row.status, reason: row.reason, createdAt: row.createdAt.toISOString(), admin: row.admin };
}

/** The account's contact details, as every card shows them. */
export const contactSelect = { user: { select: { email: true, mobile: true } } } as const;
export const contactOf = (row: { user: { email: string; mobile: string | null } }) => ({ email: row.user.email, mobile: row.user.mobile });

export const employerSelect = {
  id: true,
  status: true,
  ...companyFieldsSelect,
  createdAt: true,
  ...contactSelect,
  decisions: decisionsSelect,
} as const satisfies Prisma.EmployerSelect;

/** `duplicateName` comes from one query over the items shown (employer-signals.ts duplicateNameIds). */
export function toAdminEmployer({ row, duplicateName }: { row: Prisma.EmployerGetPayload<{ select: typeof employerSelect }>; duplicateName: boolean }): AdminEmployerJson {
  return {
    id: row.id,
    status: row.status,
    orgName: row.orgName,
    city: row.city,
    state: row.state,
    website: row.website,
    about: row.about,
    gstin: row.gstin,
    createdAt: row.createdAt.toISOString(),
    ...contactOf(row),
    signals: employerSignals({ email: row.user.email, website: row.website, gstin: row.gstin }, duplicateName),
    decisions: row.decisions.map(toDecision),
  };
}

export const jobSelect = {
  ...jobRowSelect,
  duplicateOfId: true,
  employer: { select: { id: true, orgName: true, city: true, state: true, website: true, verified: true, status: true, ...contactSelect } },
  decisions: decisionsSelect,
} as const satisfies Prisma.JobSelect;

export function toAdminJob(row: Prisma.JobGetPayload<{ select: typeof jobSelect }>): AdminJobJson {
  const { employer } = row;
  return {
    ...serializeJob(row),
    employer: {
      id: employer.id,
      orgName: employer.orgName,
      city: employer.city,
      state: employer.state,
      website: employer.website,
      status: employer.status,
      ...contactOf(employer),
    },
    decisions: row.decisions.map(toDecision),
    signals: jobSignals(row),
  };
}

export const requestSelect = {
  ...universityRequestSelect,
  university: {
    select: { id: true, instituteName: true, city: true, state: true, website: true, placementContact: true, ...contactSelect },
  },
  decisions: decisionsSelect,
} as const satisfies Prisma.UniversityRequestSelect;

/** The university's own view of the request, plus who asked and the decisions. */
export function toAdminRequest(row: Prisma.UniversityRequestGetPayload<{ select: typeof requestSelect }>): AdminRequestJson {
  const { university } = row;
  return {
    ...serializeUniversityRequest(row),
    university: {
      id: university.id,
      instituteName: university.instituteName,
      city: university.city,
      state: university.state,
      website: university.website,
      placementContact: university.placementContact,
      ...contactOf(university),
    },
    decisions: row.decisions.map(toDecision),
  };
}
