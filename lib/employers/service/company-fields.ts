import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The company details an employer fills in on its profile form. The profile page, the admins'
 * employer cards and "Download my data" all read this set, so a new field is added here once.
 */
export const companyFieldsSelect = { orgName: true, city: true, state: true, website: true, about: true, gstin: true } as const satisfies Prisma.EmployerSelect;
