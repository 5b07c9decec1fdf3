import { defineOperation } from "@/lib/api/operation";
import { employerProfileResponseSchema, employerProfileSchema } from "@/lib/validations/employer-profile";

export const getEmployerProfileOp = defineOperation({
  id: "getEmployerProfile",
  method: "GET",
  path: "/employer/get-profile",
  summary: "The logged-in employer's company profile and moderation status",
  tag: "Employer",
  auth: ["Employer"],
  response: employerProfileResponseSchema,
  errors: [401, 403, 404],
});

export const updateEmployerProfileOp = defineOperation({
  id: "updateEmployerProfile",
  method: "POST",
  path: "/employer/update-profile",
  summary: "Update the company profile (the e-mail is the login e-mail; 409 if another employer uses it)",
  tag: "Employer",
  auth: ["Employer"],
  body: employerProfileSchema,
  response: employerProfileResponseSchema,
  errors: [400, 401, 403, 404, 409],
});
