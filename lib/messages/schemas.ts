import { z } from "zod";
import "zod-openapi";
import { blankToUndefined, optionalMultilineText, pagingFields, recordId, requiredMultilineText } from "@/lib/validations/common";
import { MESSAGE_REPORT_ACTIONS } from "@/lib/messages/rules";

// Messages of an application's thread (decisions.md section 16). Browser-safe.

export const MESSAGE_MAX = 5000;
export const MESSAGE_REQUIRED = "Please write a message";
export const MESSAGE_TOO_LONG = `Please keep the message under ${MESSAGE_MAX} characters`;
/** A side is mailed about new messages of a thread at most once in this window. */
export const MESSAGE_MAIL_WINDOW_MINUTES = 15;

/** Body of POST applications/{id}/messages: plain text, line breaks kept. */
export const postMessageSchema = z.object({
  body: requiredMultilineText(MESSAGE_REQUIRED, MESSAGE_MAX)
    .max(MESSAGE_MAX, MESSAGE_TOO_LONG)
    .meta({ description: `Plain text, 1 to ${MESSAGE_MAX} characters; links are shown as text links, never as HTML.` }),
});
export type PostMessageInput = z.output<typeof postMessageSchema>;

/** Body of POST messages/{id}/report (the candidate). */
export const reportMessageSchema = z.object({ details: optionalMultilineText(1000) });
export type ReportMessageInput = z.output<typeof reportMessageSchema>;

// Added by the messages back end (H4): the candidate's mute, the page actions' inputs, the console's reports.

/** Body of PUT applications/{id}/mute (the candidate): mute or unmute the application's company. */
export const muteCompanySchema = z.object({
  muted: z.boolean({ error: "muted must be true or false" }).meta({
    description: "true: no notification or mail about this company's messages (they stay readable); false: undo.",
  }),
});
export type MuteCompanyInput = z.output<typeof muteCompanySchema>;

/** Path of POST messages/{id}/report. */
export const messageParamsSchema = z.object({ id: recordId("Message id is required") });

/** The thread page's actions: the API's bodies plus the id the path carries there. */
export const sendMessageInputSchema = postMessageSchema.extend({ applicationId: recordId("Application id is required") });
export const reportMessageInputSchema = reportMessageSchema.extend({ messageId: recordId("Message id is required") });
export const muteCompanyInputSchema = muteCompanySchema.extend({ applicationId: recordId("Application id is required") });

/** GET admin/message-reports: open reports (default) or all, latest first. */
export const messageReportListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(["open", "all"], { error: "Status must be open or all" }).default("open")).meta({ description: "open (default): not yet decided; all: every report." }),
  ...pagingFields(20),
});
export type MessageReportListQuery = z.output<typeof messageReportListQuerySchema>;

/** Body of POST admin/message-reports/{id}. */
export const resolveMessageReportSchema = z.object({
  action: z.enum(MESSAGE_REPORT_ACTIONS, { error: "Action must be dismiss or remove" }).meta({
    description: "dismiss: the report is closed, the message stays; remove: the message's text is replaced and its open reports are closed.",
  }),
});
export type ResolveMessageReportInput = z.output<typeof resolveMessageReportSchema>;
export const resolveMessageReportInputSchema = resolveMessageReportSchema.extend({ reportId: recordId("Report id is required") });
