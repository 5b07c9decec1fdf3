import { z } from "zod";
import { pagingFields, recordId } from "@/lib/validations/common";

// Saved jobs (decisions.md section 11): the job id of the save toggle and the list's paging.

/** The list's default page size (the page shows 20; API clients may ask for up to MAX_PAGE_SIZE). */
export const SAVED_JOBS_PAGE_SIZE = 20;

/** How many jobs a candidate may keep saved (409 LIMIT_REACHED beyond). */
export const SAVED_JOBS_LIMIT = 200;

/** Path of POST/DELETE jobs/{id}/save and the argument of the save/unsave actions. */
export const savedJobParamsSchema = z.object({ id: recordId("Job id is required") });
export type SavedJobParams = z.output<typeof savedJobParamsSchema>;

/** Query of GET candidate/saved-jobs and the /candidate/saved page's URL. */
export const savedJobsQuerySchema = z.object(pagingFields(SAVED_JOBS_PAGE_SIZE));
export type SavedJobsQuery = z.output<typeof savedJobsQuerySchema>;
