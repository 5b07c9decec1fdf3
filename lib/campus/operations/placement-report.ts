// The university's placement report (decisions.md section 18). Drives, rosters, rounds and offers have their
// own files.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls } from "@/lib/api/operation-fragments";
import { placementsReportSchema } from "@/lib/campus/contract/common";
import { placementsReportQuerySchema } from "@/lib/campus/schemas/common";

export const placementsReportOp = defineOperation({
  id: "getPlacementsReport",
  method: "GET",
  path: "/university/reports/placements",
  summary:
    "The university's placement report for the students whose passing year is `year` (its own students only), per course " +
    "and in total: eligible (meets the rules - course, passing year, minimum marks, most backlogs - of at least one drive " +
    "the university accepted and that was not cancelled; the registration deadline and the offer policy are not considered), " +
    "registered (for at least one drive), offered (at least one offer, whatever its status), placed (an accepted offer whose " +
    "joining was not revoked), and the median and highest salary (yearly, rupees) of the placed students' accepted offers " +
    "(null when nobody is placed). Courses are those of the year's students, by name; a year without students answers zeros. " +
    "`format=csv` answers the same report as a text/csv download `placements-<year>.csv`, shaped for the NIRF \"Placement & " +
    "Higher Studies\" and NAAC placement returns: `Academic year` (a passing year Y is the academic year (Y-1)-YY, e.g. " +
    "2024-25), `Programme`, the four counts, `Median salary of placed graduates (INR per annum)`, `Highest salary (INR per " +
    "annum)`; one row per programme, then `All programmes`.",
  ...ownCalls("Campus", ["University"]),
  query: placementsReportQuerySchema,
  response: placementsReportSchema,
  alternative: { type: "text/csv", description: "with `format=csv`, the report as CSV (RFC 4180, formulas neutralised), as an attachment" },
});
