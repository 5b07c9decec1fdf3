// The staffing desk's placements and its funnel report (decisions.md section 17). Candidate search and
// submittals have their own files (./candidates.ts, ./submittals.ts).
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls, roleCalls, TRANSITION_ERRORS } from "@/lib/api/operation-fragments";
import { checkInJsonSchema, funnelSchema, placementJsonSchema, placementsPageSchema } from "@/lib/desk/contract/common";
import { CHECK_IN_MILESTONES, PLACEMENT_TERMS_ROLES } from "@/lib/desk/rules/check-ins";
import {
  checkInSchema,
  DESK_PAGE_SIZE,
  FUNNEL_DEFAULT_DAYS,
  FUNNEL_MAX_DAYS,
  funnelQuerySchema,
  GUARANTEE_DAYS,
  placementsQuerySchema,
  updatePlacementSchema,
} from "@/lib/desk/schemas/common";
import { idParams } from "@/lib/validations/common";

/** The company's recruiters (staff accounts) only: any other role is 403. */
const deskCall = roleCalls("Desk", ["Recruiter"]);

export const listPlacementsOp = defineOperation({
  id: "listDeskPlacements",
  method: "GET",
  path: "/desk/placements",
  summary:
    `The desk's placements: every hired agency application, with the candidate, job, company, recruiter, start date and the ` +
    `${GUARANTEE_DAYS}-day guarantee's last day (\`guaranteeEndsOn\`, startDate + guaranteeDays). Placements are the desk's ` +
    "shared record: every recruiter sees all of them; `mine=true` keeps those of your own submittals. `status` keeps active " +
    `or fell_through ones. Latest start first, ${DESK_PAGE_SIZE} a page. Each carries its \`annualCtc\`, its last check-in and ` +
    `\`checkInDue\`: the latest of the days ${CHECK_IN_MILESTONES.join(", ")} after the start that has come, within the guarantee, ` +
    "while no check-in was logged on or after it (India days). `due=true` keeps the active placements due one, the longest " +
    "waiting first.",
  ...deskCall,
  query: placementsQuerySchema,
  response: placementsPageSchema,
});

/** The placement's terms: its recruiter and admins (and Finance: PLACEMENT_TERMS_ROLES). */
const termsCall = ownCalls("Desk", ["Recruiter", ...PLACEMENT_TERMS_ROLES]);

export const updatePlacementOp = defineOperation({
  id: "updateDeskPlacement",
  method: "PATCH",
  path: "/desk/placements/{id}",
  summary:
    "Change a placement's terms: `annualCtc` (whole rupees a year, > 0; also after it fell through) and an active one's " +
    "`startDate` (YYYY-MM-DD) - only the placement's recruiter and admins; anyone else's is 404 as an unknown placement. " +
    "And/or record that an active one fell through (`fellThrough: true`, an optional `reason` kept for the desk) - any " +
    "recruiter of the desk. A fraction, zero or a negative CTC is 400. Falling through is only recorded within the guarantee " +
    "(today, India, on or before startDate + guaranteeDays, as the placement stood): afterwards 409 INVALID_TRANSITION " +
    "'The guarantee period has ended.' The change is conditional on the placement still being active with the start date " +
    "you read: a placement that fell through already, or changed meanwhile, is 409 STALE_STATE. Recording a fall-through " +
    "notifies and mails the company's owners and recruiters (without the reason), and the placement's recruiter when a " +
    "colleague recorded it. Answers the placement.",
  ...termsCall,
  params: idParams,
  body: updatePlacementSchema,
  response: placementJsonSchema,
  errors: [...termsCall.errors, ...TRANSITION_ERRORS],
});

export const logCheckInOp = defineOperation({
  id: "logDeskCheckIn",
  method: "POST",
  path: "/desk/placements/{id}/check-ins",
  summary:
    "Log how a placed person is doing: `outcome` ok or at_risk and a `note` (1 to 2000 characters, line breaks kept) - any " +
    "recruiter of the desk: 201 with the check-in. It answers the placement's `checkInDue` until the next milestone. A " +
    "placement that fell through: 409 CONFLICT; an unknown one: 404.",
  ...ownCalls("Desk", ["Recruiter"]),
  params: idParams,
  body: checkInSchema,
  response: checkInJsonSchema,
  successStatus: 201,
  errors: [...ownCalls("Desk", ["Recruiter"]).errors, 409],
});

export const funnelReportOp = defineOperation({
  id: "getDeskFunnel",
  method: "GET",
  path: "/desk/reports/funnel",
  summary:
    "The desk's funnel over the submittals created from `from` to `to` (India days, both included; absent `to`: today, " +
    `absent \`from\`: the ${FUNNEL_DEFAULT_DAYS} days ending on \`to\`; at most ${FUNNEL_MAX_DAYS} days, and \`from\` after \`to\` ` +
    "is 400), per recruiter, per company and in total: submitted (the candidate consented), accepted (by the company), " +
    "interviewed, offered and hired (the agency application reached that stage or a later one: a hired person counts as " +
    "interviewed and offered too, so no step exceeds the one before), and the median days between consecutive steps (1 " +
    "decimal; only people who went through both; null when nobody did): consent to the company's acceptance, acceptance to the first interview, " +
    "the first interview to the first offer after it, the first offer to the hire. `format=csv` answers the same report as a " +
    "text/csv download (header `scope,name,submitted,…`; a row for the total, each recruiter and each company).",
  ...deskCall,
  query: funnelQuerySchema,
  response: funnelSchema,
  alternative: { type: "text/csv", description: "with `format=csv`, the report as CSV (RFC 4180, formulas neutralised), as an attachment" },
});
