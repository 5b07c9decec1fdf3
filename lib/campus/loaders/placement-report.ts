import "server-only";
// Page data of /university/reports (decisions.md section 18): the placement report of one passing year.
import { requireRole } from "@/lib/auth/guards";
import type { PlacementsReport } from "@/lib/campus/contract/common";
import { placementsReportQuerySchema } from "@/lib/campus/schemas/common";
import { placementReport, placementReportYears } from "@/lib/campus/service/placement-report";
import { firstValues, type SearchParams } from "@/lib/validations/common";

export type PlacementReportPageData = {
  /** The passing years of the university's students, newest first (the select's choices). */
  years: number[];
  /** The year shown: the one in the URL when it is one of `years`, else the latest; null without students. */
  report: PlacementsReport | null;
  /** A year asked for in the URL that is not one of `years` (the page says the latest is shown instead). */
  unknownYear: number | null;
};

/** /university/reports?year=: the report of that passing year (default the latest). */
export async function loadPlacementReportPage(searchParams: SearchParams): Promise<PlacementReportPageData> {
  const user = await requireRole("University");
  const years = await placementReportYears(user);
  const typed = firstValues(searchParams).year;
  const parsed = placementsReportQuerySchema.pick({ year: true }).safeParse({ year: typed });
  const asked = parsed.success && years.includes(parsed.data.year) ? parsed.data.year : undefined;
  // A year without students is said at the page; text that is no year at all just shows the latest.
  const unknownYear = parsed.success && asked === undefined ? parsed.data.year : null;
  const year = asked ?? years[0];
  if (year === undefined) return { years, report: null, unknownYear };
  return { years, report: await placementReport(user, { year }), unknownYear };
}
