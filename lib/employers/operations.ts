import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls } from "@/lib/api/operation-fragments";
import { employerProfileResponseSchema } from "@/lib/employers/contract";
import { confirmEmailSchema, employerProfileSchema } from "@/lib/employers/schemas";

/** Every call here reads or changes the logged-in employer's own profile and answers with it. */
const ownProfileCall = { ...ownCalls("Employer", ["Employer"]), response: employerProfileResponseSchema } as const;

export const getEmployerProfileOp = defineOperation({
  id: "getEmployerProfile",
  method: "GET",
  path: "/employer/get-profile",
  summary: "The logged-in employer's company profile and moderation status",
  ...ownProfileCall,
});

export const updateEmployerProfileOp = defineOperation({
  id: "updateEmployerProfile",
  method: "POST",
  path: "/employer/update-profile",
  summary:
    "Update the company profile. A new organisation name, website or GSTIN sends an approved company back to review (pending). " +
    "A new e-mail is not applied: it becomes pendingEmail and a code is mailed to it (confirm with employer/confirm-email); " +
    "the answer is the same whether or not the address is in use. 429 when codes were requested too often.",
  ...ownProfileCall,
  body: employerProfileSchema,
  errors: [...ownProfileCall.errors, "RATE_LIMITED"],
});

export const confirmEmployerEmailOp = defineOperation({
  id: "confirmEmployerEmail",
  method: "POST",
  path: "/employer/confirm-email",
  summary:
    "Apply the pending login e-mail with the code mailed to it. A wrong, expired or used code, no pending e-mail, or an address " +
    "another employer took in the meantime all answer 400 with the same kind of message (errors.otp).",
  ...ownProfileCall,
  body: confirmEmailSchema,
});
