// Billing's settings calls (decisions.md section 21): our company's, a client's billing details (its
// owners') and a client's terms (Finance's).
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls, roleCalls } from "@/lib/api/operation-fragments";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";
import { billingSettingsSchema, clientBillingSchema, clientTermsSchema, employerIdParams } from "@/lib/billing/schemas/settings";
import { billingSettingsJsonSchema, clientBillingJsonSchema, clientTermsJsonSchema } from "@/lib/billing/contract/settings";

const financeCall = roleCalls("Billing", FINANCE_ROLES);

export const getBillingSettingsOp = defineOperation({
  id: "getBillingSettings",
  method: "GET",
  path: "/finance/settings",
  summary: "Our company's billing details (Finance, admins): legal name, GSTIN, state, address, UPI id, invoice prefix, default payment terms; null until first saved.",
  ...financeCall,
  response: billingSettingsJsonSchema.nullable(),
});

export const putBillingSettingsOp = defineOperation({
  id: "putBillingSettings",
  method: "PUT",
  path: "/finance/settings",
  summary:
    "Replace our company's billing details. `invoicePrefix` is 1-4 of A-Z, 0-9 (not CN, the credit notes'); `paymentTermsDays` 0-120. " +
    "A GSTIN of the wrong form or check digit is 400 VALIDATION; one whose first two digits are not the state's GST code, 400 GSTIN_STATE. " +
    "Issued invoices keep what they said.",
  ...financeCall,
  body: billingSettingsSchema,
  response: billingSettingsJsonSchema,
  errors: [...financeCall.errors, "GSTIN_STATE"],
});

const ownerCall = ownCalls("Billing", ["Employer"]);

export const getEmployerBillingOp = defineOperation({
  id: "getEmployerBilling",
  method: "GET",
  path: "/employer/billing",
  summary:
    "The company's billing details (its owners only: recruiters and interviewers 403; a login in no company 404): legal name, " +
    "GSTIN, address, state, billing e-mail; null until given.",
  ...ownerCall,
  response: clientBillingJsonSchema.nullable(),
});

export const putEmployerBillingOp = defineOperation({
  id: "putEmployerBilling",
  method: "PUT",
  path: "/employer/billing",
  summary:
    "Replace the company's billing details (owners only). `gstin` is optional; when given, its form and check digit are checked (400) " +
    "and its first two digits must be the state's GST code (400 GSTIN_STATE). Drafts read them again at issue; issued invoices keep theirs.",
  ...ownerCall,
  body: clientBillingSchema,
  response: clientBillingJsonSchema,
  errors: [...ownerCall.errors, "GSTIN_STATE"],
});

export const putClientTermsOp = defineOperation({
  id: "putClientTerms",
  method: "PUT",
  path: "/finance/clients/{employerId}/terms",
  summary:
    "Set what we agreed with a company (Finance, admins): `placementFeePercent` (0-50, two decimals at most) of the annual CTC, and " +
    "`paymentTermsDays` (0-120) after an invoice's issue. An unknown company is 404.",
  ...ownCalls("Billing", FINANCE_ROLES),
  params: employerIdParams,
  body: clientTermsSchema,
  response: clientTermsJsonSchema,
});
