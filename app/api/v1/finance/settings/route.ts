// GET/PUT /api/v1/finance/settings: our company's billing details (Finance, admins).
import { withApi } from "@/lib/api/handler";
import { getBillingSettingsOp, putBillingSettingsOp } from "@/lib/billing/operations/settings";
import { getBillingSettings, putBillingSettings } from "@/lib/billing/service/settings";

export const GET = withApi(getBillingSettingsOp, ({ user }) => getBillingSettings(user));
export const PUT = withApi(putBillingSettingsOp, ({ user, body }) => putBillingSettings(user, body));
