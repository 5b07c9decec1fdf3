import Link from "next/link";
import type { StudentJson } from "@/lib/campus/contract/common";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { gradeText } from "@/lib/campus/rules/common";
import { StudentLockButton } from "@/components/campus/student-lock-button";
import { VerifyAllButton } from "@/components/campus/verify-all-button";

// The institute's students (decisions.md sections 18 and 20): a page of the roster by roll number, the
// search that narrows it (a plain GET form: it works before any script), the officer's lock per record and
// "Verify all" for the records shown.

const COLUMNS = ["Name", "Roll no", "Course", "Year", "Marks / CGPA", "Backlogs", "Verified"] as const;

export function StudentSearch({ search }: { search?: string }) {
  return (
    <form method="get" action="/university/students" role="search" className="flex flex-wrap items-end gap-3">
      <div className="min-w-60 flex-1">
        <label htmlFor="student-search" className="mb-1.5 block text-sm font-semibold text-slate-800">
          Search students
        </label>
        <input id="student-search" type="search" name="search" defaultValue={search ?? ""} placeholder="Name, e-mail or roll number" className="field-control" />
      </div>
      <button type="submit" className="btn-outline">
        Search
      </button>
    </form>
  );
}

export function StudentsTable({ students, search }: { students: StudentJson[]; search?: string }) {
  if (students.length === 0) {
    return <EmptyState>{search ? `No student matches "${search}".` : "No students yet: import your roster above."}</EmptyState>;
  }
  const unverified = students.filter((s) => s.status !== "awaiting_confirmation" && !s.verified).map((s) => s.id);
  return (
    <>
      <VerifyAllButton studentIds={unverified} />
      <DataTable caption="Students by roll number" columns={COLUMNS} minWidth="min-w-[52rem]">
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {students.map((student) => (
            <tr key={student.id}>
              <th scope="row" className="px-4 py-2.5 font-medium">
                <span className="block break-words">{student.name}</span>
                <span className="block text-xs font-normal break-all text-slate-600">{student.email}</span>
                {student.status === "invited" ? <span className="block text-xs font-normal text-slate-600">Invited, not logged in yet</span> : null}
                {student.status === "awaiting_confirmation" ? (
                  <span className="block text-xs font-normal text-slate-600">Already has an account: asked to confirm they study here</span>
                ) : null}
              </th>
              <td className="px-4 py-2.5 break-all">{student.rollNo}</td>
              <td className="px-4 py-2.5 break-words">{student.course}</td>
              <td className="px-4 py-2.5">{student.passingYear}</td>
              <td className="px-4 py-2.5">{gradeText(student)}</td>
              <td className="px-4 py-2.5">{student.backlogs}</td>
              <td className="px-4 py-2.5">
                <div className="flex flex-wrap items-center gap-2">
                  {student.status === "awaiting_confirmation" ? (
                    <StatusBadge status="awaiting" label="Awaiting confirmation" tone="orange" />
                  ) : (
                    <>
                      {student.verified ? <StatusBadge status="verified" label="Verified" tone="green" /> : <StatusBadge status="open" label="Not verified" tone="slate" />}
                      <StudentLockButton id={student.id} name={student.name} verified={student.verified} />
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}

/** Previous / next page links that keep the search (the shared PageLinks knows only `page`). */
export function StudentsPager({ page, hasNextPage, search }: { page: number; hasNextPage: boolean; search?: string }) {
  if (page <= 1 && !hasNextPage) return null;
  const href = (target: number) => {
    const params = new URLSearchParams();
    if (search) params.set("search", search);
    params.set("page", String(target));
    return `/university/students?${params.toString()}`;
  };
  return (
    <nav aria-label="Student pages" className="mt-6 flex items-center justify-between">
      {page > 1 ? (
        <Link href={href(page - 1)} className="btn-outline" rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">Page {page}</span>
      {hasNextPage ? (
        <Link href={href(page + 1)} className="btn-outline" rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
