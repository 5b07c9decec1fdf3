import "server-only";
// Reads for the job pages: the search page's first page and pickers, one job, sitemap.
import type { MetadataRoute } from "next";
import { ApiError } from "@/lib/api/errors";
import type { JobSearchResult } from "@/lib/job-search/contract";
import { getCurrentUser, requireRole } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/auth/types";
import { employmentTypeLabel, hiringProcessLabel } from "@/lib/job-search/rules/employment-types";
import type { JobJson } from "@/lib/job-search/service/serialize";
import {
  DEFAULT_COUNTRY_CODE,
  countryByName,
  listCities,
  listCountries,
  listStates,
  resolveLocationNames,
  stateByName,
  type LocationOption,
} from "@/lib/locations";
import { getVisibleJob, listedJobsForSitemap, searchJobs } from "@/lib/job-search/service/search";
import { findSkillsByIds } from "@/lib/skills/service/catalogue";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { FILTER_KEYS, type JobFilterValues } from "@/lib/job-search/rules/filters";
import { DEFAULT_JOB_SORT } from "@/lib/job-search/rules/sort";
import { type JobSearchQuery, jobSearchQuerySchema } from "@/lib/job-search/schemas";

/** What the job browser (/jobs and /candidate/findjobs) is rendered with. */
export type JobBrowserData = {
  filters: JobFilterValues;
  /** The normalised query string of the filters (no page), also the list's identity. */
  queryString: string;
  result: JobSearchResult | null;
  /**
   * The countries the form shows at first: India and the selected one. Every country would be ~250
   * <option>s in the HTML and again in the RSC payload; the filter loads the full list in the browser
   * (components/job-search/country-options.ts).
   */
  countries: LocationOption[];
  states: LocationOption[];
  cities: LocationOption[];
  /** The skills filter's skills with their names, in the URL's order. */
  skills: { id: string; name: string }[];
};

function filterValues(query: JobSearchQuery): JobFilterValues {
  return {
    search: query.search ?? "",
    employmentType: query.employmentType ? employmentTypeLabel(query.employmentType) : "",
    hiringProcess: query.hiringProcess ? hiringProcessLabel(query.hiringProcess) : "",
    post: query.post ?? "",
    qualification: query.qualification ?? "",
    country: query.country ?? "",
    state: query.state ?? "",
    city: query.city ?? "",
    workplaceType: query.workplaceType ?? "",
    minSalary: query.minSalary === undefined ? "" : String(query.minSalary),
    experience: query.experience === undefined ? "" : String(query.experience),
    skills: query.skills?.join(",") ?? "",
    // The default order stays out of the URL, so /jobs and /jobs?sort=newest are one list.
    sort: query.sort === DEFAULT_JOB_SORT ? "" : query.sort,
  };
}

function filtersQueryString(filters: JobFilterValues): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  return params.toString();
}

/**
 * Everything the Find Jobs pages render on the server: filters from the URL (parsed with get-jobs'
 * own query schema; a hand-edited bad value shows the unfiltered list), page 1, picker lists.
 */
export async function loadJobBrowser(
  searchParams: SearchParams,
  viewer: SessionUser | null,
  opts: { failOpen?: boolean } = {},
): Promise<JobBrowserData> {
  const query = parseSearchParams(jobSearchQuerySchema, searchParams);
  // ISO codes in the URL (the API's countryId/stateId) become names, which the form and the jobs use.
  const names = resolveLocationNames(query);
  // A hand-edited id the catalogue lacks is dropped (the API answers 400 for it; a page shows the rest).
  const skills = (await findSkillsByIds(query.skills ?? [])).map(({ id, name }) => ({ id, name }));
  const normalised: JobSearchQuery = {
    ...query,
    ...names,
    countryId: undefined,
    stateId: undefined,
    skills: skills.length > 0 ? skills.map((s) => s.id) : undefined,
    // Best match needs a signed-in candidate (the API answers others 400): a shared link shows the default order.
    sort: query.sort === "match" && viewer?.role !== "Candidate" ? DEFAULT_JOB_SORT : query.sort,
    page: 1,
  };
  const filters = filterValues(normalised);
  // With no country chosen the state list shows India's, the portal's home market.
  const countryCode = filters.country ? countryByName(filters.country)?.code : DEFAULT_COUNTRY_CODE;
  const stateCode = countryCode && filters.state ? stateByName(countryCode, filters.state)?.code : undefined;

  let result: JobSearchResult | null = null;
  try {
    result = await searchJobs(normalised, viewer);
  } catch (error) {
    // Per request the page still shows its filters and "Failed to fetch jobs"; the cached listing
    // (failOpen: false) rethrows so its last good copy stays in use.
    if (opts.failOpen === false) throw error;
    console.error("[jobs] search failed:", error instanceof Error ? error.message : error);
  }

  return {
    filters,
    queryString: filtersQueryString(filters),
    result,
    countries: listCountries().filter((c) => c.code === DEFAULT_COUNTRY_CODE || c.code === countryCode),
    states: countryCode ? listStates(countryCode) : [],
    cities: countryCode && stateCode ? listCities(countryCode, stateCode) : [],
    skills,
  };
}

/** /candidate/findjobs: candidates only. */
export async function loadCandidateJobBrowser(searchParams: SearchParams): Promise<JobBrowserData> {
  return loadJobBrowser(searchParams, await requireRole("Candidate"));
}

/**
 * One job page: what the viewer (or a visitor) may see, or null (the page answers 404). A job closed
 * long ago is answered 410 by proxy.ts before the page renders; should that lookup have failed (it
 * fails open) or the job have just crossed the line, the page answers 404 rather than an error.
 */
export async function getJobForPage(id: string): Promise<JobJson | null> {
  return jobForViewer(id, await getCurrentUser());
}

/** One job page as a visitor sees it (the cached copy, decision 0040): no session is read. */
export async function getVisitorJobForPage(id: string): Promise<JobJson | null> {
  return jobForViewer(id, null);
}

async function jobForViewer(id: string, user: SessionUser | null): Promise<JobJson | null> {
  if (id.length > 64) return null;
  try {
    return await getVisibleJob(id, user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return null;
    throw error;
  }
}

/** Sitemap entries for every open job; lastmod is the job's last change (decisions.md section 10). */
export async function jobSitemapEntries(baseUrl: string): Promise<MetadataRoute.Sitemap> {
  const jobs = await listedJobsForSitemap();
  return [
    { url: `${baseUrl}/jobs`, changeFrequency: "daily", priority: 0.9 },
    ...jobs.map((job) => ({ url: `${baseUrl}/jobs/${job.id}`, lastModified: job.updatedAt, changeFrequency: "weekly" as const, priority: 0.6 })),
  ];
}
