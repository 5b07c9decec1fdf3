import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadStaff } from "@/lib/accounts/loaders";
import { ConsoleHeading } from "@/components/ui/console-heading";
import { Pager } from "@/components/ui/pager";
import { AddStaffDialog } from "@/components/accounts/add-staff-dialog";
import { StaffRoleFilter, StaffTable } from "@/components/accounts/staff-list";

export const metadata: Metadata = { title: "Staff" };

// The company's trainers and recruiters (decisions.md section 15): who they are, and whether each has
// chosen a password with the mailed link yet; "Add staff member" creates an account and mails the link.
export default async function AdminStaffPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, result } = await loadStaff(await searchParams);
  return (
    <>
      <ConsoleHeading
        title="Staff"
        intro={<>{result.total} {result.total === 1 ? "account" : "accounts"}, newest first. New staff get an e-mail to choose their password.</>}
        action={<AddStaffDialog />}
      />
      <div className="mt-6">
        <StaffRoleFilter basePath="/admin/staff" current={query.role} />
      </div>
      <StaffTable staff={result.items} />
      <Pager basePath="/admin/staff" params={{ role: query.role }} page={query.page} limit={query.limit} total={result.total} label="Staff pages" />
    </>
  );
}
