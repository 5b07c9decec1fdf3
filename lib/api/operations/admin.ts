import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { idParams } from "@/lib/api/schemas";
import { jobSchema } from "@/lib/jobs/serialize";
import {
  decisionSchema,
  moderationListQuerySchema,
  pageQuerySchema,
  requestDecisionSchema,
  requestListQuerySchema,
} from "@/lib/validations/admin";

const moderationStatus = z.enum(["pending", "approved", "rejected"]);
const dateTime = z.string().meta({ format: "date-time" });

export const adminDecisionSchema = z
  .object({
    id: z.string(),
    status: z.string().meta({ description: "approved / rejected (employers, jobs) or accepted / declined (requests)" }),
    reason: z.string().nullable(),
    createdAt: dateTime,
    admin: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  })
  .meta({ id: "AdminDecision", description: "One logged decision: who, when, what and why." });

export const adminEmployerSchema = z
  .object({
    id: z.string(),
    status: moderationStatus,
    orgName: z.string(),
    city: z.string(),
    state: z.string(),
    website: z.string().nullable(),
    about: z.string(),
    createdAt: dateTime,
    email: z.string().meta({ description: "The account's login e-mail." }),
    mobile: z.string().nullable(),
    decisions: z.array(adminDecisionSchema).meta({ description: "Newest first (at most 20)." }),
  })
  .meta({ id: "AdminEmployer" });

export const adminJobSchema = jobSchema
  .extend({
    employer: z.object({
      id: z.string(),
      orgName: z.string(),
      city: z.string(),
      state: z.string(),
      website: z.string().nullable(),
      status: moderationStatus,
      email: z.string(),
      mobile: z.string().nullable(),
    }),
    decisions: z.array(adminDecisionSchema).meta({ description: "Newest first (at most 20)." }),
  })
  .meta({ id: "AdminJob", description: "Job JSON plus its employer (with the account e-mail) and decisions." });

export const adminRequestSchema = z
  .object({
    id: z.string(),
    kind: z.enum(["placementDrive", "training"]),
    kindLabel: z.string(),
    programme: z.string(),
    startDate: z.string().meta({ format: "date" }),
    endDate: z.string().meta({ format: "date" }),
    expectedStudents: z.number().int(),
    notes: z.string().nullable(),
    status: z.enum(["pending", "accepted", "declined"]),
    response: z.string().nullable(),
    createdAt: dateTime,
    university: z.object({
      id: z.string(),
      instituteName: z.string(),
      city: z.string(),
      state: z.string(),
      website: z.string().nullable(),
      placementContact: z.string().nullable(),
      email: z.string(),
      mobile: z.string().nullable(),
    }),
    decisions: z.array(adminDecisionSchema),
  })
  .meta({ id: "AdminUniversityRequest" });

export const contactMessageSchema = z
  .object({ id: z.string(), name: z.string(), mobile: z.string(), email: z.string(), subject: z.string(), createdAt: dateTime })
  .meta({ id: "ContactMessage" });

const PAGING_NOTE = "Paged with page (default 1) and limit (default 20, at most 100); the X-Total-Count header holds the total.";

export const listAdminEmployers = defineOperation({
  id: "listAdminEmployers",
  method: "GET",
  path: "/admin/employers",
  summary: `Employers, optionally of one status, newest first. ${PAGING_NOTE}`,
  tag: "Admin",
  auth: ["Admin"],
  query: moderationListQuerySchema,
  response: z.array(adminEmployerSchema),
  errors: [400, 401, 403],
});

export const decideAdminEmployer = defineOperation({
  id: "decideAdminEmployer",
  method: "PATCH",
  path: "/admin/employers/{id}",
  summary: "Approve or reject an employer (a reason is required to reject); logs the decision and e-mails the employer",
  tag: "Admin",
  auth: ["Admin"],
  params: idParams,
  body: decisionSchema,
  response: adminEmployerSchema,
  errors: [400, 401, 403, 404],
});

export const listAdminJobs = defineOperation({
  id: "listAdminJobs",
  method: "GET",
  path: "/admin/jobs",
  summary: `Jobs (not deleted), optionally of one status, newest first, with their employers. ${PAGING_NOTE}`,
  tag: "Admin",
  auth: ["Admin"],
  query: moderationListQuerySchema,
  response: z.array(adminJobSchema),
  errors: [400, 401, 403],
});

export const decideAdminJob = defineOperation({
  id: "decideAdminJob",
  method: "PATCH",
  path: "/admin/jobs/{id}",
  summary: "Approve or reject a job (a reason is required to reject); logs the decision and e-mails the employer",
  tag: "Admin",
  auth: ["Admin"],
  params: idParams,
  body: decisionSchema,
  response: adminJobSchema,
  errors: [400, 401, 403, 404],
});

export const listAdminRequests = defineOperation({
  id: "listAdminRequests",
  method: "GET",
  path: "/admin/requests",
  summary: `University requests (placement drives, training), optionally of one status, newest first. ${PAGING_NOTE}`,
  tag: "Admin",
  auth: ["Admin"],
  query: requestListQuerySchema,
  response: z.array(adminRequestSchema),
  errors: [400, 401, 403],
});

export const decideAdminRequest = defineOperation({
  id: "decideAdminRequest",
  method: "PATCH",
  path: "/admin/requests/{id}",
  summary: "Accept or decline a university request (a response is required to decline); logs it and e-mails the university",
  tag: "Admin",
  auth: ["Admin"],
  params: idParams,
  body: requestDecisionSchema,
  response: adminRequestSchema,
  errors: [400, 401, 403, 404],
});

export const listAdminContactMessages = defineOperation({
  id: "listAdminContactMessages",
  method: "GET",
  path: "/admin/contact-messages",
  summary: `Messages sent through the contact form, newest first. ${PAGING_NOTE}`,
  tag: "Admin",
  auth: ["Admin"],
  query: pageQuerySchema,
  response: z.array(contactMessageSchema),
  errors: [400, 401, 403],
});
