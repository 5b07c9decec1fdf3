import { z } from "zod";
import { pageField, pagingFields, recordId } from "@/lib/validations/common";

// The candidate's applying and application list: the inputs of the API calls, the apply action and
// the /candidate/applications URL.

/** My-applications documents 50 as its default and largest page (as get-jobs' largest page). */
const MY_APPLICATIONS_MAX_PAGE_SIZE = 50;

/** Body of POST applications/create-application and of the apply action. */
export const createApplicationSchema = z.object({ jobId: recordId("Job id is required") });
export type CreateApplicationInput = z.output<typeof createApplicationSchema>;

/** Query of GET applications/my-applications (50 a page unless asked otherwise). */
export const myApplicationsQuerySchema = z.object(pagingFields(MY_APPLICATIONS_MAX_PAGE_SIZE, MY_APPLICATIONS_MAX_PAGE_SIZE));
export type MyApplicationsQuery = z.output<typeof myApplicationsQuerySchema>;

/** The /candidate/applications page's URL: the page only (20 a page, fixed). */
export const myApplicationsPageSchema = z.object({ page: pageField });
