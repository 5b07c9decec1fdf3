import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls } from "@/lib/api/operation-fragments";
import { universityProfileResponseSchema, universityRequestResponseSchema } from "@/lib/university/contract";
import { universityProfileSchema, universityRequestSchema, universityRequestsQuerySchema } from "@/lib/university/schemas";

// University signup and login are described with the other auth calls (lib/accounts/operations/auth.ts).

/** Every call here is a university's, on its own profile and requests. */
const universityCall = ownCalls("University", ["University"]);

/** The institute profile, read and changed. */
const profileCall = { ...universityCall, response: universityProfileResponseSchema } as const;

export const getUniversityProfileOp = defineOperation({
  id: "getUniversityProfile",
  method: "GET",
  path: "/university/get-profile",
  summary: "The logged-in university's institute profile",
  ...profileCall,
});

export const updateUniversityProfileOp = defineOperation({
  id: "updateUniversityProfile",
  method: "POST",
  path: "/university/update-profile",
  summary: "Update the institute profile (coursesOffered: a list or one comma-separated string)",
  ...profileCall,
  body: universityProfileSchema,
});

export const listUniversityRequestsOp = defineOperation({
  id: "listUniversityRequests",
  method: "GET",
  path: "/university/requests",
  summary: "The logged-in university's own requests with their status and response, newest first (page, default 1; limit, default 10, at most 100; the X-Total-Count header holds the total)",
  ...universityCall,
  query: universityRequestsQuerySchema,
  response: z.array(universityRequestResponseSchema),
});

export const createUniversityRequestOp = defineOperation({
  id: "createUniversityRequest",
  method: "POST",
  path: "/university/requests",
  summary: "Request a campus placement drive or a sponsored batch of a programme (one of the training catalogue's); an accepted training request becomes a batch with the institute as sponsor",
  ...universityCall,
  body: universityRequestSchema,
  response: universityRequestResponseSchema,
  successStatus: 201,
});
