import "server-only";
// Page data of /desk (the home), /desk/placements and /desk/reports (decisions.md sections 17 and 20).
import { ApiError, fieldErrors } from "@/lib/api/errors";
import { requireRole } from "@/lib/auth/guards";
import type { Role, SessionUser } from "@/lib/auth/types";
import type { FunnelJson, PlacementJson } from "@/lib/desk/contract/common";
import { indiaToday } from "@/lib/desk/rules/placements";
import { funnelQuerySchema, placementsQuerySchema, type PlacementsQuery } from "@/lib/desk/schemas/common";
import { funnelReport } from "@/lib/desk/service/funnel";
import { deskOverview, type DeskOverview } from "@/lib/desk/service/overview";
import { listPlacements } from "@/lib/desk/service/placements";
import { firstValues, parseSearchParams, type SearchParams } from "@/lib/validations/common";

export type PlacementsPageData = {
  query: PlacementsQuery;
  placements: PlacementJson[];
  hasNextPage: boolean;
  /** Today in India: which rows may still be marked as fallen through (decided on the server, so the render is stable). */
  today: string;
  /** Who reads the page: only a placement's own recruiter is offered its terms. */
  viewer: { id: string; role: Role };
};

/** /desk/placements: the filtered page of the desk's placements. */
export async function loadPlacementsPage(searchParams: SearchParams): Promise<PlacementsPageData> {
  const user = await requireRole("Recruiter");
  const query = parseSearchParams(placementsQuerySchema, searchParams);
  const now = new Date();
  const { placements, hasNextPage } = await listPlacements(user, query, now);
  return { query, placements, hasNextPage, today: indiaToday(now), viewer: { id: user.id, role: user.role } };
}

export type DeskHomeData = { overview: DeskOverview; due: PlacementJson[]; moreDue: boolean };

/** /desk: the recruiter's figures, and their placements due a check-in (the first page, the longest waiting first). */
export async function loadDeskHome(): Promise<DeskHomeData & { user: SessionUser }> {
  const user = await requireRole("Recruiter");
  const now = new Date();
  const [overview, due] = await Promise.all([deskOverview(user, now), listPlacements(user, { mine: true, due: true, page: 1 }, now)]);
  return { user, overview, due: due.placements, moreDue: due.hasNextPage };
}

export type ReportsPageData = {
  report: FunnelJson;
  /** What the form shows: the dates typed (even refused ones), else the report's range. */
  form: { from: string; to: string };
  /** Why the typed range was not used (the report then covers the default range). */
  errors: Record<string, string>;
};

/** /desk/reports: the funnel for the range in the URL; a bad range is said at the form, and the default range shown. */
export async function loadReportsPage(searchParams: SearchParams): Promise<ReportsPageData> {
  const user = await requireRole("Recruiter");
  const typed = firstValues(searchParams);
  const parsed = funnelQuerySchema.safeParse(typed);
  let errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error.issues);
  let report: FunnelJson | null = null;
  if (parsed.success) {
    try {
      report = await funnelReport(user, parsed.data);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      errors = error.errors ?? { from: error.message };
    }
  }
  report ??= await funnelReport(user, {});
  const ok = Object.keys(errors).length === 0;
  return { report, form: ok ? { from: report.from, to: report.to } : { from: typed.from ?? "", to: typed.to ?? "" }, errors };
}
