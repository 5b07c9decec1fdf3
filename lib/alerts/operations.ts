// Job alerts (decisions.md section 11): create, list, change, delete, confirm, unsubscribe.
import { defineOperation } from "@/lib/api/operation";
import { idParams } from "@/lib/api/schemas";
import { alertListSchema, alertSchema, alertSubscriptionSchema, confirmAlertResultSchema, unsubscribeResultSchema } from "@/lib/alerts/contract";
import { z } from "zod";
import { createAlertSchema, tokenQuerySchema, updateAlertSchema } from "@/lib/alerts/schemas";

export const createAlert = defineOperation({
  id: "createAlert",
  method: "POST",
  path: "/alerts",
  summary:
    "Create a job alert: a candidate's is active at once; a visitor's (with email) is pending until the mailed link confirms it. " +
    "query.skills (as get-jobs takes it): an id not in the catalogue is a 400 UNKNOWN_SKILL on query.",
  tag: "Alerts",
  auth: "optional",
  body: createAlertSchema,
  response: alertSchema,
  successStatus: 201,
  errors: [403, "LIMIT_REACHED", "UNKNOWN_SKILL", 429],
});

export const listAlerts = defineOperation({
  id: "listAlerts",
  method: "GET",
  path: "/alerts",
  summary: "The candidate's job alerts, newest first",
  tag: "Alerts",
  auth: ["Candidate"],
  response: alertListSchema,
});

export const updateAlert = defineOperation({
  id: "updateAlert",
  method: "PATCH",
  path: "/alerts/{id}",
  summary: "Rename a job alert, change its frequency, pause or resume it",
  tag: "Alerts",
  auth: ["Candidate"],
  params: idParams,
  body: updateAlertSchema,
  response: alertSchema,
  errors: [404],
});

export const deleteAlert = defineOperation({
  id: "deleteAlert",
  method: "DELETE",
  path: "/alerts/{id}",
  summary: "Delete a job alert",
  tag: "Alerts",
  auth: ["Candidate"],
  params: idParams,
  response: z.null(),
  errors: [404],
});

export const confirmAlert = defineOperation({
  id: "confirmAlert",
  method: "GET",
  path: "/alerts/confirm",
  summary: "Confirm a visitor's job alert with the token from the confirmation mail (no login)",
  tag: "Alerts",
  auth: "public",
  query: tokenQuerySchema,
  response: confirmAlertResultSchema,
  errors: [404],
});

export const alertSubscription = defineOperation({
  id: "getAlertSubscription",
  method: "GET",
  path: "/alerts/unsubscribe",
  summary:
    "Whether the alert of an unsubscribe link still exists, and its name (no login). Changes nothing, since mail " +
    "scanners follow links: POST the same URL to unsubscribe",
  tag: "Alerts",
  auth: "public",
  query: tokenQuerySchema,
  response: alertSubscriptionSchema,
});

export const unsubscribeAlertOneClick = defineOperation({
  id: "unsubscribeAlertOneClick",
  method: "POST",
  path: "/alerts/unsubscribe",
  summary:
    "Unsubscribe from a job alert (deletes it) with the token from an alert mail (no login); also RFC 8058 one-click " +
    "(List-Unsubscribe-Post): the mail provider posts List-Unsubscribe=One-Click; the body is not read",
  tag: "Alerts",
  auth: "public",
  query: tokenQuerySchema,
  // The token is the only authorization (no cookie is used), so a cross-site post is harmless.
  allowCrossOrigin: true,
  response: unsubscribeResultSchema,
});
