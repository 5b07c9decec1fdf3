import type { OwnStudentRecord } from "@/lib/campus/service/students";
import { gradeText } from "@/lib/campus/rules/common";

// A student's record as their institute's drives check it (decisions.md sections 18 and 20), and whom to
// ask when it is wrong: their placement office, as the institute's profile names it.

/** "Write to your placement office: Dr. Kulkarni, tpo@…", or the institute's name when its profile names no one. */
export function placementContactText(record: Pick<OwnStudentRecord, "institute">): string {
  const contact = record.institute.placementContact?.trim();
  return contact ? `write to your placement office: ${contact}` : `ask the placement office of ${record.institute.instituteName}`;
}

export function StudentRecordPanel({ record }: { record: OwnStudentRecord }) {
  const backlogs = `${record.backlogs} ${record.backlogs === 1 ? "backlog" : "backlogs"}`;
  return (
    <section aria-labelledby="my-record-title" className="rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm">
      <h2 id="my-record-title" className="text-base font-semibold text-slate-900">
        Your record at {record.institute.instituteName}
      </h2>
      <p className="mt-1 text-slate-700">
        Roll number {record.rollNo} · {record.course} · passing {record.passingYear} · {gradeText(record)} · {backlogs}
        {record.verified ? " · verified by your institute" : ""}
      </p>
      <p className="mt-2 text-slate-700">Drives check your eligibility against this record. If anything in it is wrong, {placementContactText(record)}.</p>
    </section>
  );
}
