// The funnel report as CSV (GET desk/reports/funnel?format=csv): a header row, the total, then one row
// per recruiter and one per company. Names are neutralised and quoted by lib/format/csv.ts.
import type { FunnelJson, FunnelRow } from "@/lib/desk/contract/common";
import { toCsv, type CsvCell } from "@/lib/format/csv";

export const FUNNEL_CSV_HEADER = [
  "scope",
  "name",
  "submitted",
  "accepted",
  "interviewed",
  "offered",
  "hired",
  "median_days_submitted_to_accepted",
  "median_days_accepted_to_interviewed",
  "median_days_interviewed_to_offered",
  "median_days_offered_to_hired",
] as const;

type Counts = Omit<FunnelRow, "id" | "name">;

function line(scope: string, name: string, row: Counts): CsvCell[] {
  const m = row.medianDays;
  return [scope, name, row.submitted, row.accepted, row.interviewed, row.offered, row.hired, m.submittedToAccepted, m.acceptedToInterviewed, m.interviewedToOffered, m.offeredToHired];
}

export function funnelCsv(report: FunnelJson): string {
  return toCsv([
    FUNNEL_CSV_HEADER,
    line("total", "All", report.total),
    ...report.byRecruiter.map((row) => line("recruiter", row.name, row)),
    ...report.byCompany.map((row) => line("company", row.name, row)),
  ]);
}

/** The download's name: funnel-<from>-to-<to>.csv (characters attachmentResponse accepts). */
export const funnelFileName = (report: Pick<FunnelJson, "from" | "to">) => `funnel-${report.from}-to-${report.to}.csv`;
