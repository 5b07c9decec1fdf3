import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { applicationSchema } from "@/lib/job-search/service/application-json";
import { createApplicationSchema, myApplicationsQuerySchema } from "@/lib/applications/schemas";

// Operations of this area are added here (see lib/api/operation.ts); the employer's calls live in
// lib/job-posting/operations.ts (job-applicants) and lib/pipeline/operations.ts (job-applicants-details).

export const createApplication = defineOperation({
  id: "createApplication",
  method: "POST",
  path: "/applications/create-application",
  summary: "Apply to a job (once); the employer is e-mailed",
  tag: "Applications",
  auth: ["Candidate"],
  body: createApplicationSchema,
  response: applicationSchema,
  successStatus: 201,
  // 403 PROFILE_INCOMPLETE when the profile is not complete, 409 ALREADY_APPLIED the second time.
  errors: [400, 401, 403, 404, 409, "PROFILE_INCOMPLETE", "ALREADY_APPLIED"],
});

export const myApplications = defineOperation({
  id: "myApplications",
  method: "GET",
  path: "/applications/my-applications",
  summary: "The candidate's applications, newest first (page and limit, default 50 a page)",
  tag: "Applications",
  auth: ["Candidate"],
  query: myApplicationsQuerySchema,
  response: z.array(applicationSchema),
  errors: [400, 401, 403],
});
