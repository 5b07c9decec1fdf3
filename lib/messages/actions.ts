"use server";

import { defineAction } from "@/lib/actions/define-action";
import { MESSAGE_REPORTED, MESSAGE_SENT } from "@/lib/messages/rules";
import {
  muteCompanyInputSchema,
  reportMessageInputSchema,
  resolveMessageReportInputSchema,
  sendMessageInputSchema,
} from "@/lib/messages/schemas";
import { reportMessage, muteCompany } from "@/lib/messages/service/report-mute";
import { resolveMessageReport } from "@/lib/messages/service/reports";
import { postMessage } from "@/lib/messages/service/thread";

// The thread page's actions and the console's decision: the same services as the API's calls
// (POST applications/{id}/messages, POST messages/{id}/report, PUT applications/{id}/mute,
// POST admin/message-reports/{id}). Pages branch on the failure's code (NOT_ALLOWED, RATE_LIMITED,
// ALREADY_REPORTED, STALE_STATE, VALIDATION), never on its message.

export const sendMessageAction = defineAction(
  { access: ["Candidate", "Employer"], input: sendMessageInputSchema, message: MESSAGE_SENT },
  ({ applicationId, body }, user) => postMessage(user, { id: applicationId }, { body }),
);

export const reportMessageAction = defineAction(
  { access: "Candidate", input: reportMessageInputSchema, message: MESSAGE_REPORTED },
  ({ messageId, details }, user) => reportMessage(user, { messageId }, { details }),
);

export const muteCompanyAction = defineAction({ access: "Candidate", input: muteCompanyInputSchema }, ({ applicationId, muted }, user) =>
  muteCompany(user, { id: applicationId }, { muted }),
);

/** The console's Dismiss / Remove message on /admin/reports (after the confirm dialog). */
export const resolveMessageReportAction = defineAction({ access: "Admin", input: resolveMessageReportInputSchema }, ({ reportId, action }, admin) =>
  resolveMessageReport(admin, { id: reportId }, { action }),
);
