import { z } from "zod";
import { ApplicationStatus } from "@/lib/generated/prisma/enums";
import { blankToUndefined, optionalText, pageField, recordId } from "@/lib/validations/common";

const searchField = optionalText(200, "Please keep the search under 200 characters");

/** Query of GET applications/job-applicants (the applications dashboard; 10 a page, fixed by the API). */
export const employerJobsQuerySchema = z.object({ page: pageField, search: searchField });
export type EmployerJobsQuery = z.output<typeof employerJobsQuerySchema>;

/** Query of GET applications/job-applicants-details (the applicants page). */
export const jobApplicantsQuerySchema = z.object({
  jobId: recordId("Job id is required"),
  search: searchField,
  page: pageField,
  /** One stage (the tabs); absent: all. An unknown stage is a 400. */
  status: z.preprocess(blankToUndefined, z.enum(ApplicationStatus, { error: "Please choose a valid stage" }).optional()),
});
export type JobApplicantsQuery = z.output<typeof jobApplicantsQuerySchema>;

/** Argument of the delete-job server action (the API takes the id from the path). */
export const deleteJobSchema = z.object({ id: recordId("Job id is required") });
