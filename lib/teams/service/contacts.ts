// Who hears about a company's applicants (decisions.md section 16): its owners and recruiters, the
// members who act on its jobs, not only the account that signed up. Interviewers hear about their
// assigned applications elsewhere; accounts scheduled for deletion or erased get no mail
// (docs/architecture.md: no mail to an account scheduled for deletion).
import "server-only";
import { db } from "@/lib/db";
import { JOB_ROLES } from "@/lib/job-posting/service/approved-employer";
import type { Tx } from "@/lib/transitions/transition";

export type CompanyContact = { userId: string; email: string; name: string };

type Client = Tx | typeof db;

const contactsWhere = (employerId: string | { in: string[] }) =>
  ({ employerId, role: { in: JOB_ROLES }, user: { deletionRequestedAt: null, deletedAt: null } }) as const;

/** The company's owners and recruiters who can be mailed, in a stable order (oldest member first). */
export async function companyContacts(client: Client, employerId: string): Promise<CompanyContact[]> {
  const rows = await client.employerMember.findMany({
    where: contactsWhere(employerId),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { userId: true, user: { select: { email: true, name: true } } },
  });
  return rows.map((row) => ({ userId: row.userId, email: row.user.email, name: row.user.name }));
}

/** The contacts of several companies at once (a task's batch), by company id; a company without any is absent. */
export async function companiesContacts(client: Client, employerIds: readonly string[]): Promise<Map<string, CompanyContact[]>> {
  const byCompany = new Map<string, CompanyContact[]>();
  if (employerIds.length === 0) return byCompany;
  const rows = await client.employerMember.findMany({
    where: contactsWhere({ in: [...new Set(employerIds)] }),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { employerId: true, userId: true, user: { select: { email: true, name: true } } },
  });
  for (const row of rows) {
    const list = byCompany.get(row.employerId) ?? [];
    list.push({ userId: row.userId, email: row.user.email, name: row.user.name });
    byCompany.set(row.employerId, list);
  }
  return byCompany;
}
