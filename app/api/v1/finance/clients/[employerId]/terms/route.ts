// PUT /api/v1/finance/clients/{employerId}/terms: the placement fee and payment terms agreed with a company.
import { withApi } from "@/lib/api/handler";
import { putClientTermsOp } from "@/lib/billing/operations/settings";
import { putClientTerms } from "@/lib/billing/service/clients";

export const PUT = withApi(putClientTermsOp, ({ user, params, body }) => putClientTerms(user, params, body));
