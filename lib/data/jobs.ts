import "server-only";
// Reads for the job pages: the search page's first page and pickers, one job, my applications, sitemap.
import type { MetadataRoute } from "next";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { employmentTypeLabel, hiringProcessLabel } from "@/lib/jobs/employment-types";
import type { JobJson } from "@/lib/jobs/serialize";
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
import { listMyApplications, type MyApplicationsPage } from "@/lib/services/applications";
import { getVisibleJob, searchJobs, type JobSearchResult } from "@/lib/services/jobs-search";
import { jobSearchQuerySchema, type JobSearchQuery } from "@/lib/validations/jobs";

/** The filter values as the form shows them (strings; "" = any). */
export type JobFilterValues = {
  search: string;
  employmentType: string;
  hiringProcess: string;
  post: string;
  qualification: string;
  country: string;
  state: string;
  city: string;
};

export const FILTER_KEYS = ["search", "employmentType", "hiringProcess", "post", "qualification", "country", "state", "city"] as const;

export type JobBrowserData = {
  filters: JobFilterValues;
  /** The normalised query string of the filters (no page), also the list's identity. */
  queryString: string;
  result: JobSearchResult | null;
  countries: LocationOption[];
  states: LocationOption[];
  cities: LocationOption[];
};

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Parses the URL's filters, dropping any value that does not validate (a bad link still shows jobs). */
export function parseFilters(searchParams: SearchParams): JobSearchQuery {
  const raw: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, "countryId", "stateId"]) {
    const value = first(searchParams[key]);
    if (value !== undefined) raw[key] = value;
  }
  let parsed = jobSearchQuerySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = jobSearchQuerySchema.safeParse(raw);
  }
  return parsed.success ? parsed.data : jobSearchQuerySchema.parse({});
}

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
  };
}

export function filtersQueryString(filters: JobFilterValues): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  return params.toString();
}

/** Everything the Find Jobs pages render on the server: filters from the URL, page 1, picker lists. */
export async function loadJobBrowser(searchParams: SearchParams, viewer: SessionUser | null): Promise<JobBrowserData> {
  const query = parseFilters(searchParams);
  // ISO codes in the URL (the API's countryId/stateId) become names, which the form and the jobs use.
  const names = resolveLocationNames(query);
  const normalised: JobSearchQuery = { ...query, ...names, countryId: undefined, stateId: undefined, page: 1 };
  const filters = filterValues(normalised);
  // With no country chosen the state list shows India's, the portal's home market.
  const countryCode = filters.country ? countryByName(filters.country)?.code : DEFAULT_COUNTRY_CODE;
  const stateCode = countryCode && filters.state ? stateByName(countryCode, filters.state)?.code : undefined;

  let result: JobSearchResult | null = null;
  try {
    result = await searchJobs(normalised, viewer);
  } catch (error) {
    console.error("[jobs] search failed:", error instanceof Error ? error.message : error);
  }

  return {
    filters,
    queryString: filtersQueryString(filters),
    result,
    countries: listCountries(),
    // With no country chosen the state list shows India's, the portal's home market.
    states: countryCode ? listStates(countryCode) : [],
    cities: countryCode && stateCode ? listCities(countryCode, stateCode) : [],
  };
}

export function getJobForPage(id: string, viewer: SessionUser | null): Promise<JobJson | null> {
  if (id.length > 64) return Promise.resolve(null);
  return getVisibleJob(id, viewer);
}

export function getMyApplicationsPage(user: SessionUser, page: number): Promise<MyApplicationsPage> {
  return listMyApplications(user, { page, limit: 20 });
}

/** Sitemap entries for every listed job (newest first; a sitemap holds at most 50,000 URLs). */
export async function jobSitemapEntries(baseUrl: string): Promise<MetadataRoute.Sitemap> {
  const jobs = await db.job.findMany({
    where: { status: "approved", deletedAt: null, employer: { status: "approved" } },
    orderBy: { createdAt: "desc" },
    take: 45000,
    select: { id: true, updatedAt: true },
  });
  return [
    { url: `${baseUrl}/jobs`, changeFrequency: "daily", priority: 0.9 },
    ...jobs.map((job) => ({ url: `${baseUrl}/jobs/${job.id}`, lastModified: job.updatedAt, changeFrequency: "weekly" as const, priority: 0.6 })),
  ];
}
