// Our company's billing settings (decisions.md section 21): one row, read and replaced by Finance and
// admins. Invoices read it when drafted and again at issue (the supplier's state decides the tax split;
// the prefix, the number).
import "server-only";
import { ApiError, conflict } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { gstinStateProblem } from "@/lib/billing/rules/gst";
import { NO_SETTINGS_MESSAGE } from "@/lib/billing/rules/invoices";
import { gstStateByName } from "@/lib/billing/rules/states";
import type { BillingSettingsData } from "@/lib/billing/schemas/settings";
import type { BillingSettingsJson } from "@/lib/billing/contract/settings";
import { assertFinance } from "@/lib/billing/service/access";

type Client = Prisma.TransactionClient | typeof db;

const SETTINGS_ID = "company";

/** 400 GSTIN_STATE (on the `gstin` field) when a GSTIN's first two digits are not the state's GST code. */
export function assertGstinState(gstin: string | null, state: string): void {
  const problem = gstin ? gstinStateProblem(gstin, state) : null;
  if (problem) throw new ApiError(400, problem, { code: "GSTIN_STATE", errors: { gstin: problem } });
}

type SettingsRow = { legalName: string; gstin: string; state: string; address: string; upiId: string; invoicePrefix: string; paymentTermsDays: number };

const settingsJson = (row: SettingsRow): BillingSettingsJson => ({
  legalName: row.legalName,
  gstin: row.gstin,
  state: row.state,
  stateCode: gstStateByName(row.state)?.code ?? row.gstin.slice(0, 2),
  address: row.address,
  upiId: row.upiId,
  invoicePrefix: row.invoicePrefix,
  paymentTermsDays: row.paymentTermsDays,
});

/** The settings as invoices use them; 409 until Finance has filled them in. */
export async function requireSettings(client: Client = db): Promise<BillingSettingsJson> {
  const row = await client.billingSettings.findUnique({ where: { id: SETTINGS_ID } });
  if (!row) throw conflict(NO_SETTINGS_MESSAGE);
  return settingsJson(row);
}

/** GET finance/settings: the settings, or null before Finance first saved them. */
export async function getBillingSettings(user: SessionUser): Promise<BillingSettingsJson | null> {
  assertFinance(user);
  const row = await db.billingSettings.findUnique({ where: { id: SETTINGS_ID } });
  return row ? settingsJson(row) : null;
}

/** PUT finance/settings: replaces them (issued invoices keep what they said: their columns are frozen). */
export async function putBillingSettings(user: SessionUser, data: BillingSettingsData): Promise<BillingSettingsJson> {
  assertFinance(user);
  assertGstinState(data.gstin, data.state);
  const row = await db.billingSettings.upsert({ where: { id: SETTINGS_ID }, update: data, create: { id: SETTINGS_ID, ...data } });
  return settingsJson(row);
}
