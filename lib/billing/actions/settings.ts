"use server";

import { defineAction } from "@/lib/actions/define-action";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";
import { billingSettingsSchema, clientBillingSchema, clientTermsActionSchema } from "@/lib/billing/schemas/settings";
import { putClientTerms, putEmployerBilling } from "@/lib/billing/service/clients";
import { putBillingSettings } from "@/lib/billing/service/settings";

// The billing forms (decisions.md section 21), calling the services of PUT finance/settings, PUT
// employer/billing (owners: the service checks the member row) and PUT finance/clients/{employerId}/terms.

export const saveBillingSettingsAction = defineAction(
  { access: FINANCE_ROLES, input: billingSettingsSchema, message: "Billing settings saved" },
  (input, user) => putBillingSettings(user, input),
);

export const saveEmployerBillingAction = defineAction(
  { access: "Employer", input: clientBillingSchema, message: "Billing details saved" },
  (input, user) => putEmployerBilling(user, input),
);

export const saveClientTermsAction = defineAction(
  { access: FINANCE_ROLES, input: clientTermsActionSchema, message: "Terms saved" },
  ({ employerId, ...terms }, user) => putClientTerms(user, { employerId }, terms),
);
