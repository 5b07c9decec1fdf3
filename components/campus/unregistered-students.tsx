import type { UnregisteredStudents as UnregisteredData } from "@/lib/campus/contract/common";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedSection } from "@/components/ui/headed-section";
import { PageLinks } from "@/components/ui/page-links";
import { StatusBadge } from "@/components/ui/status-badge";
import { RemindButton } from "@/components/campus/remind-button";

// A participating university's view of a drive (decisions.md section 20): its students eligible for it who
// have not registered, a page at a time, and the reminder for those shown (once a day each).

export function UnregisteredStudents({ driveId, data, open }: { driveId: string; data: UnregisteredData & { page: number }; open: boolean }) {
  const due = data.students.filter((s) => !s.remindedToday).map((s) => s.id);
  return (
    <HeadedSection headingId={`unregistered-${driveId}`} title={`Eligible, not registered (${data.total})`} panel>
      <p className="mt-1 text-sm text-slate-600">
        Your students who meet this drive&apos;s rules and your offer policy but have not registered.
        {open ? " Remind them: each gets a notification and an e-mail, at most once a day." : " Registration has closed."}
      </p>
      <div className="mt-4 space-y-4">
        {data.students.length === 0 ? (
          <EmptyState>{data.page === 1 ? "Every eligible student has registered." : "No more students."}</EmptyState>
        ) : (
          <>
            {open ? <RemindButton driveId={driveId} studentIds={due} /> : null}
            <DataTable caption="Eligible students who have not registered" columns={["Name", "Roll number", "Course", "Reminder"]}>
              <tbody className="divide-y divide-slate-200">
                {data.students.map((student) => (
                  <tr key={student.id}>
                    <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900">
                      {student.name}
                    </th>
                    <td className="px-4 py-3 text-slate-700">{student.rollNo}</td>
                    <td className="px-4 py-3 text-slate-700">{student.course}</td>
                    <td className="px-4 py-3">
                      {student.remindedToday ? <StatusBadge status="reminded" label="Reminded today" tone="green" size="md" /> : <span className="text-slate-500">Not today</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </>
        )}
        <PageLinks basePath={`/university/drives/${driveId}`} page={data.page} hasNextPage={data.hasNextPage} />
      </div>
    </HeadedSection>
  );
}
