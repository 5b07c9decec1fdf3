// The company's candidates put forward by TalentBridge and waiting for its decision (issue 44).
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls } from "@/lib/api/operation-fragments";
import { awaitingDecisionPageSchema } from "@/lib/desk/contract/awaiting-decision";
import { awaitingDecisionQuerySchema } from "@/lib/desk/schemas/awaiting-decision";

export const listAwaitingDecision = defineOperation({
  id: "listAwaitingDecision",
  method: "GET",
  path: "/submittals/awaiting",
  summary:
    "Owners and recruiters of an approved company: the candidates TalentBridge put forward for any of its jobs who agreed to it " +
    "and whom the company has not decided on yet (`submitted`), waiting longest first, 20 a page, with `total`; `jobId` keeps " +
    "one job's (another company's job: 404). Each carries its job, the pitch, the recruiter and the candidate without e-mail, " +
    "phone, address or documents; decide with POST submittals/{id}/review. Interviewers: 403.",
  ...ownCalls("Desk", ["Employer"]),
  query: awaitingDecisionQuerySchema,
  response: awaitingDecisionPageSchema,
});
