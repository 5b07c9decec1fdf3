"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { getCurrentUser } from "@/lib/auth/guards";
import { clientIp } from "@/lib/security/client-ip";
import { createAlert, deleteAlert, updateAlert } from "@/lib/alerts/service/manage";
import { unsubscribeAlert } from "@/lib/alerts/service/subscription";
import { createAlertSchema, tokenQuerySchema, updateAlertSchema } from "@/lib/alerts/schemas";
import { recordId } from "@/lib/validations/common";

// Job alerts from the pages (decisions.md section 11): the same services as POST alerts, PATCH and
// DELETE alerts/{id} and POST alerts/unsubscribe. Pages branch on the failure's code (LIMIT_REACHED,
// NOT_FOUND, VALIDATION), never on its message.

const alertId = recordId("Job alert id is required");

/**
 * "Create job alert" on /jobs and /candidate/findjobs. Public: a visitor's alert waits for the mailed
 * confirmation; a candidate's is active at once. The service refuses other roles (403).
 */
export const createAlertAction = defineAction({ access: "public", input: createAlertSchema }, async (input) =>
  createAlert(await getCurrentUser(), input, { ip: clientIp(await headers()) }),
);

/** Rename, change the frequency, pause or resume on /candidate/alerts (the owner's alert; another's is 404). */
export const updateAlertAction = defineAction(
  { access: "Candidate", input: updateAlertSchema.extend({ id: alertId }), message: "Job alert updated" },
  ({ id, ...changes }, user) => updateAlert(user, id, changes),
);

/** Delete on /candidate/alerts, after the confirm dialog. */
export const deleteAlertAction = defineAction(
  { access: "Candidate", input: z.object({ id: alertId }), message: "Job alert deleted" },
  ({ id }, user) => deleteAlert(user, id),
);

/**
 * The Unsubscribe button of /alerts/unsubscribe (no login: the signed token is the authorization).
 * A button, not the page load, because mail scanners open links.
 */
export const unsubscribeAlertAction = defineAction({ access: "public", input: tokenQuerySchema }, ({ token }) => unsubscribeAlert(token));
